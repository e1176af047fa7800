import { afterEach, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';
import { createPaymentsClient, frameRegistrationRoute, signFrameTicket } from '../index.js';

// The route's BIN lookup, for the frame's network choice in ticket mode: against a real sandbox.

const SECRET = 'merchant-secret-of-at-least-32-characters';
const ENDPOINT = 'https://pay.shop.example/card-registration';
/** The service's 3-D Secure test cards' BIN: co-branded CB and Visa. */
const CO_BRANDED_BIN = '49701051';

let t: TestSandbox;
afterEach(() => t.close());

async function open() {
  t = await openTestSandbox();
  const { clientId, apiKey } = t.sandbox;
  const payments = createPaymentsClient({ baseUrl: t.url, clientId, apiKey });
  const failures: unknown[] = [];
  const route = frameRegistrationRoute({
    secret: SECRET,
    payments,
    now: () => t.clock.now(),
    onError: (failure) => void failures.push(failure),
  });
  const ticket = (secret = SECRET, expiresIn = 300) =>
    signFrameTicket({
      secret,
      userId: 'user-1',
      currency: 'EUR',
      checkoutId: 'c-1',
      expiresIn,
      now: () => t.clock.now(),
    });
  const lookups = () => t.sandbox.requests()['/v2.01/sandbox/payment-methods/metadata']?.POST ?? 0;
  return { route, payments, ticket, lookups, failures };
}

const ask = async (route: (request: Request) => Promise<Response>, body: unknown) => {
  const response = await route(
    new Request(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("frameRegistrationRoute's BIN lookup", () => {
  it("answers a co-branded BIN's networks from the service's lookup, with the merchant's credentials", async () => {
    const { route, ticket, lookups } = await open();
    const signed = await ticket();
    expect(await ask(route, { ticket: signed, bin: CO_BRANDED_BIN })).toEqual({
      status: 200,
      body: { networks: ['CB', 'VISA'] },
    });
    // A single-network card: no choice. Asked again: the ticket is not spent by a lookup.
    expect(await ask(route, { ticket: signed, bin: '42424242' })).toEqual({
      status: 200,
      body: { networks: [] },
    });
    expect(lookups()).toBe(2);
  });

  it("refuses another merchant's, an expired or a year-long ticket with 403, asking the service nothing", async () => {
    const { route, ticket, lookups } = await open();
    const foreign = await ticket('another-merchant-secret-of-32-characters!');
    const expired = await ticket(SECRET, 60);
    t.clock.advance(61_000);
    const answers = [
      await ask(route, { ticket: foreign, bin: CO_BRANDED_BIN }),
      await ask(route, { ticket: expired, bin: CO_BRANDED_BIN }),
    ].map(({ status, body }) => [status, (body.error as { code: string }).code]);
    expect(answers).toEqual([
      [403, 'ticket_signature'],
      [403, 'ticket_expired'],
    ]);
    expect(lookups()).toBe(0);
  });

  it.each([
    ['six digits', '497010'],
    ['nine digits', '497010518'],
    ['the whole number', '4970105181818183'],
    ['a number', 49701051],
    ['digits with a space', '4970 1051'],
  ])('refuses a BIN of %s with 400, quoting no digit', async (_case, bin) => {
    const { route, ticket, lookups } = await open();
    const { status, body } = await ask(route, { ticket: await ticket(), bin });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).not.toMatch(/\d{4}/);
    expect(lookups()).toBe(0);
  });

  it('answers 502 when the service fails, and 404 on a route whose payments has no lookupBin', async () => {
    const { payments, ticket, failures } = await open();
    const failing = frameRegistrationRoute({
      secret: SECRET,
      payments: { ...payments, lookupBin: () => Promise.reject(new Error('down')) },
      now: () => t.clock.now(),
      onError: (failure) => void failures.push(failure),
    });
    const signed = await ticket();
    expect((await ask(failing, { ticket: signed, bin: CO_BRANDED_BIN })).status).toBe(502);
    expect(failures).toHaveLength(1);
    const without = frameRegistrationRoute({
      secret: SECRET,
      payments: { createCardRegistration: payments.createCardRegistration },
      now: () => t.clock.now(),
    });
    const { status, body } = await ask(without, { ticket: signed, bin: CO_BRANDED_BIN });
    expect([status, (body.error as { code: string }).code]).toEqual([404, 'bin_lookup']);
  });
});
