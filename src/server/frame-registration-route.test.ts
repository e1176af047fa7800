import { afterEach, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../../test/support/sandbox.js';
import {
  createPaymentsClient,
  frameRegistrationRoute,
  signFrameTicket,
  type CardRegistration,
  type FrameTicketClaims,
} from './index.js';

const SECRET = 'merchant-secret-of-at-least-32-characters';
const OTHER = 'another-merchant-secret-of-32-characters!';
const ENDPOINT = 'https://pay.shop.example/card-registration';

let t: TestSandbox;
afterEach(() => t.close());

/** A route on a real sandbox, the registrations it reports, and a ticket for a new shopper. */
async function open() {
  t = await openTestSandbox();
  const { clientId, apiKey } = t.sandbox;
  const payments = createPaymentsClient({ baseUrl: t.url, clientId, apiKey });
  const made: [CardRegistration, FrameTicketClaims][] = [];
  const route = frameRegistrationRoute({
    secret: SECRET,
    payments,
    tag: 'checkout',
    now: () => t.clock.now(),
    onRegistration: (registration, claims) => void made.push([registration, claims]),
  });
  const userId = (await t.createUser()).Id;
  const ticket = (secret = SECRET, expiresIn = 300) =>
    signFrameTicket({
      secret,
      userId,
      currency: 'EUR',
      checkoutId: 'c-1',
      expiresIn,
      now: () => t.clock.now(),
    });
  const registrations = () => t.sandbox.requests()['/v2.01/sandbox/cardregistrations']?.POST ?? 0;
  return { route, made, userId, ticket, registrations };
}

const post = (body: unknown, type = 'application/json') =>
  new Request(ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const read = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

describe('frameRegistrationRoute', () => {
  it("creates the ticket's Card Registration for the card type asked, and answers what the frame needs", async () => {
    const { route, made, userId, ticket } = await open();
    const answer = await route(post({ ticket: ticket(), cardType: 'AMEX', extra: 'dropped' }));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { status, body } = await read(answer);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      ['AccessKey', 'CardRegistrationURL', 'CardType', 'Id', 'PreregistrationData'].sort(),
    );
    expect(body.CardType).toBe('AMEX');
    const created = await createPaymentsClient({
      baseUrl: t.url,
      clientId: t.sandbox.clientId,
      apiKey: t.sandbox.apiKey,
    }).getCardRegistration(body.Id as string);
    expect(created).toMatchObject({
      UserId: userId,
      Currency: 'EUR',
      CardType: 'AMEX',
      Tag: 'checkout',
    });
    expect(made).toEqual([
      [expect.objectContaining({ Id: body.Id }), { userId, currency: 'EUR', checkoutId: 'c-1' }],
    ]);
  });

  it.each([
    [
      "signed with another merchant's secret",
      'ticket_signature',
      (tk: (s?: string, e?: number) => string) => tk(OTHER),
    ],
    [
      'forged',
      'ticket_signature',
      (tk: (s?: string, e?: number) => string) => tk().replace(/\.[^.]+$/, '.AAAA'),
    ],
    ['malformed', 'ticket_malformed', () => 'not-a-ticket'],
  ])('refuses a ticket %s with 403, creating nothing', async (_case, code, make) => {
    const { route, made, ticket, registrations } = await open();
    const { status, body } = await read(
      await route(post({ ticket: make(ticket), cardType: 'CB_VISA_MASTERCARD' })),
    );
    expect(status).toBe(403);
    expect(body).toEqual({ error: { code, message: expect.any(String) } });
    expect(registrations()).toBe(0);
    expect(made).toEqual([]);
  });

  it('refuses an expired ticket with 403, creating nothing', async () => {
    const { route, ticket, registrations } = await open();
    const old = ticket(SECRET, 60);
    t.clock.advance(60_000);
    const { status, body } = await read(await route(post({ ticket: old, cardType: 'AMEX' })));
    expect(status).toBe(403);
    expect(body).toMatchObject({ error: { code: 'ticket_expired' } });
    expect(registrations()).toBe(0);
  });

  it.each([
    ['not JSON', '{"ticket":'],
    ['an array', '[]'],
    ['no ticket', { cardType: 'AMEX' }],
    ['a card type the service does not know', { ticket: 'x', cardType: 'VISA' }],
    ['a body too large', { ticket: 'x'.repeat(5_000), cardType: 'AMEX' }],
  ])('refuses %s with 400', async (_case, body) => {
    const { route, registrations } = await open();
    const answer = await read(await route(post(body)));
    expect(answer).toEqual({
      status: 400,
      body: { error: { code: 'bad_request', message: expect.any(String) } },
    });
    expect(registrations()).toBe(0);
  });

  it('takes only a JSON POST: what another origin could send without a preflight is refused', async () => {
    const { route, ticket, registrations } = await open();
    const form = post(`ticket=${ticket()}&cardType=AMEX`, 'application/x-www-form-urlencoded');
    expect((await route(form)).status).toBe(415);
    expect(
      (await route(post(JSON.stringify({ ticket: ticket(), cardType: 'AMEX' }), 'text/plain')))
        .status,
    ).toBe(415);
    const get = await route(new Request(ENDPOINT));
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect(registrations()).toBe(0);
  });

  it('answers 502 when the service refuses, and never throws', async () => {
    const { route } = await open();
    const ticketOfNobody = signFrameTicket({
      secret: SECRET,
      userId: 'no-such-user',
      currency: 'EUR',
      now: () => t.clock.now(),
    });
    const { status, body } = await read(
      await route(post({ ticket: ticketOfNobody, cardType: 'AMEX' })),
    );
    expect(status).toBe(502);
    expect(body).toMatchObject({ error: { code: 'service' } });
  });

  it('refuses a short secret when mounted', () => {
    expect(() =>
      frameRegistrationRoute({
        secret: 'short',
        payments: { createCardRegistration: () => Promise.reject(new Error()) },
      }),
    ).toThrow(/at least 32 characters/);
  });
});
