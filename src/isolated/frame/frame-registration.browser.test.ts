import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import type { StartedRegistrationRoute } from '../../../test/browser/frame-registration-commands.js';
import { fetchFrameRegistration } from './frame-registration.js';

let route: StartedRegistrationRoute;
beforeAll(async () => {
  route = await commands.frameRegistrationStart(location.origin);
});
afterAll(() => commands.frameRegistrationClose(route.port));

const live = () => new AbortController().signal;

/** The rejection's code, status and message, or `resolved`. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { name: string; code: string; httpStatus?: number; message: string }) => ({
      name: error.name,
      code: error.code,
      httpStatus: error.httpStatus,
      message: error.message,
    }),
  );

describe('fetchFrameRegistration', () => {
  it("resolves the route's Card Registration for the card type, as JSON", async () => {
    const registration = await fetchFrameRegistration(
      route.endpoint,
      route.tickets.good,
      'AMEX',
      live(),
    );
    expect(registration).toEqual({
      Id: expect.any(String),
      CardRegistrationURL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
      AccessKey: expect.any(String),
      PreregistrationData: expect.any(String),
      CardType: 'AMEX',
    });
  });

  it.each([
    [
      "another merchant's ticket",
      'otherMerchant',
      /HTTP 403: "The frame ticket was not signed with this secret"/,
    ],
    ['an expired ticket', 'expired', /HTTP 403: "The frame ticket has expired/],
  ] as const)(
    'rejects %s as configuration, saying what the route said',
    async (_case, which, said) => {
      expect(
        await outcome(fetchFrameRegistration(route.endpoint, route.tickets[which], 'AMEX', live())),
      ).toEqual({
        name: 'TokenizationError',
        code: 'configuration',
        httpStatus: 403,
        message: expect.stringMatching(said),
      });
    },
  );

  it('rejects the replay of a (ticket, card type) the route answered as configuration (409)', async () => {
    const first = await fetchFrameRegistration(
      route.endpoint,
      route.tickets.replayed,
      'MAESTRO',
      live(),
    );
    expect(first).toMatchObject({ CardType: 'MAESTRO' });
    expect(
      await outcome(
        fetchFrameRegistration(route.endpoint, route.tickets.replayed, 'MAESTRO', live()),
      ),
    ).toEqual({
      name: 'TokenizationError',
      code: 'configuration',
      httpStatus: 409,
      message: expect.stringContaining('HTTP 409: "This ticket has had its MAESTRO registration"'),
    });
  });

  it('rejects a card type the route does not take as configuration (400)', async () => {
    expect(
      await outcome(fetchFrameRegistration(route.endpoint, route.tickets.good, 'VISA', live())),
    ).toMatchObject({
      code: 'configuration',
      httpStatus: 400,
      message: expect.stringContaining('Expected cardType to be one of'),
    });
  });

  it('rejects a 2xx that is not JSON as bad_response', async () => {
    expect(
      await outcome(fetchFrameRegistration(`${route.origin}/html`, 't', 'AMEX', live())),
    ).toMatchObject({
      code: 'bad_response',
      httpStatus: 200,
    });
  });

  it('rejects a 5xx as server', async () => {
    expect(
      await outcome(fetchFrameRegistration(`${route.origin}/boom`, 't', 'AMEX', live())),
    ).toMatchObject({
      code: 'server',
      httpStatus: 500,
      message: expect.stringContaining('HTTP 500: "Internal error"'),
    });
  });

  it('rejects a connection closed without an answer as network', async () => {
    expect(
      await outcome(fetchFrameRegistration(`${route.origin}/hang-up`, 't', 'AMEX', live())),
    ).toMatchObject({
      code: 'network',
    });
  });

  it('rejects as aborted when the signal aborts, before or during the request', async () => {
    const before = new AbortController();
    before.abort();
    expect(
      await outcome(
        fetchFrameRegistration(route.endpoint, route.tickets.good, 'AMEX', before.signal),
      ),
    ).toMatchObject({
      code: 'aborted',
    });
    const during = new AbortController();
    const pending = outcome(
      fetchFrameRegistration(`${route.origin}/stall`, 't', 'AMEX', during.signal),
    );
    during.abort();
    expect(await pending).toMatchObject({ code: 'aborted' });
  });
});
