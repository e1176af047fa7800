import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../../../test/support/redis-server.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';
import {
  createPaymentsClient,
  frameRegistrationRoute,
  redisTicketStore,
  signFrameTicket,
  type CardRegistration,
  type CardType,
  type FrameRegistrationRouteOptions,
  type FrameTicketClaims,
} from '../index.js';

const SECRET = 'merchant-secret-of-at-least-32-characters';
const OTHER = 'another-merchant-secret-of-32-characters!';
const ENDPOINT = 'https://pay.shop.example/card-registration';

let t: TestSandbox;
afterEach(() => t.close());

/** A route on a real sandbox, the registrations it reports, and a ticket for a new shopper. */
async function open(extra: Partial<FrameRegistrationRouteOptions> = {}) {
  t = await openTestSandbox();
  const { clientId, apiKey } = t.sandbox;
  const payments = createPaymentsClient({ baseUrl: t.url, clientId, apiKey });
  const made: [CardRegistration, FrameTicketClaims][] = [];
  const mount = (more: Partial<FrameRegistrationRouteOptions> = {}) =>
    frameRegistrationRoute({
      secret: SECRET,
      payments,
      tag: 'checkout',
      now: () => t.clock.now(),
      onRegistration: (registration, claims) => void made.push([registration, claims]),
      ...extra,
      ...more,
    });
  const userId = (await t.createUser()).Id;
  const ticket = (secret = SECRET, expiresIn = 300, cardTypes?: CardType[]) =>
    signFrameTicket({
      secret,
      userId,
      currency: 'EUR',
      checkoutId: 'c-1',
      expiresIn,
      cardTypes,
      now: () => t.clock.now(),
    });
  const registrations = () => t.sandbox.requests()['/v2.01/sandbox/cardregistrations']?.POST ?? 0;
  return { route: mount(), mount, made, userId, ticket, registrations };
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
    const answer = await route(
      post({ ticket: await ticket(), cardType: 'AMEX', extra: 'dropped' }),
    );
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
      [
        expect.objectContaining({ Id: body.Id }),
        expect.objectContaining({ userId, currency: 'EUR', checkoutId: 'c-1' }),
      ],
    ]);
  });

  it.each([
    [
      "signed with another merchant's secret",
      'ticket_signature',
      (tk: (s?: string) => Promise<string>) => tk(OTHER),
    ],
    [
      'forged',
      'ticket_signature',
      async (tk: (s?: string) => Promise<string>) =>
        (await tk()).replace(/\.[^.]+$/, `.${'A'.repeat(43)}`),
    ],
    ['malformed', 'ticket_malformed', () => Promise.resolve('not-a-ticket')],
  ])('refuses a ticket %s with 403, creating nothing', async (_case, code, make) => {
    const { route, made, ticket, registrations } = await open();
    const { status, body } = await read(
      await route(post({ ticket: await make(ticket), cardType: 'CB_VISA_MASTERCARD' })),
    );
    expect(status).toBe(403);
    expect(body).toEqual({ error: { code, message: expect.any(String) } });
    expect(registrations()).toBe(0);
    expect(made).toEqual([]);
  });

  it('refuses an expired ticket with 403, creating nothing', async () => {
    const { route, ticket, registrations } = await open();
    const old = await ticket(SECRET, 60);
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
    const signed = await ticket();
    const form = post(`ticket=${signed}&cardType=AMEX`, 'application/x-www-form-urlencoded');
    expect((await route(form)).status).toBe(415);
    expect(
      (await route(post(JSON.stringify({ ticket: signed, cardType: 'AMEX' }), 'text/plain')))
        .status,
    ).toBe(415);
    const get = await route(new Request(ENDPOINT));
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect(registrations()).toBe(0);
  });

  it('answers 502 when the service refuses, and never throws', async () => {
    const { route } = await open();
    const ticketOfNobody = await signFrameTicket({
      secret: SECRET,
      userId: 'no-such-user',
      currency: 'EUR',
      checkoutId: 'c-1',
      now: () => t.clock.now(),
    });
    const { status, body } = await read(
      await route(post({ ticket: ticketOfNobody, cardType: 'AMEX' })),
    );
    expect(status).toBe(502);
    expect(body).toMatchObject({ error: { code: 'service' } });
  });

  it('answers each (ticket, card type) once: a replay gets 409 and no keys, even raced', async () => {
    const { route, made, ticket, registrations } = await open();
    const signed = await ticket();
    const first = await read(await route(post({ ticket: signed, cardType: 'AMEX' })));
    expect(first.status).toBe(200);
    const replays = await Promise.all(
      Array.from({ length: 10 }, async () =>
        read(await route(post({ ticket: signed, cardType: 'AMEX' }))),
      ),
    );
    for (const replay of replays) {
      expect(replay).toEqual({
        status: 409,
        body: { error: { code: 'ticket_used', message: expect.any(String) } },
      });
    }
    // Another card type of the same ticket is its own first registration.
    expect((await route(post({ ticket: signed, cardType: 'MAESTRO' }))).status).toBe(200);
    expect(registrations()).toBe(2);
    expect(made.map(([registration]) => registration.CardType)).toEqual(['AMEX', 'MAESTRO']);
  });

  it('answers one of many (ticket, card type) posts sent at once', async () => {
    const { route, ticket, registrations } = await open();
    const signed = await ticket();
    const statuses = await Promise.all(
      Array.from(
        { length: 10 },
        async () => (await route(post({ ticket: signed, cardType: 'CB_VISA_MASTERCARD' }))).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(registrations()).toBe(1);
  });

  it('refuses a card type the ticket does not allow with 403, creating nothing', async () => {
    const { route, ticket, registrations } = await open();
    const signed = await ticket(SECRET, 300, ['CB_VISA_MASTERCARD']);
    for (const cardType of ['AMEX', 'MAESTRO', 'BCMC']) {
      const { status, body } = await read(await route(post({ ticket: signed, cardType })));
      expect([status, body]).toEqual([
        403,
        { error: { code: 'ticket_card_type', message: expect.any(String) } },
      ]);
    }
    expect(registrations()).toBe(0);
  });

  it('refuses a ticket signed with the secret but good for a year with 403, creating nothing', async () => {
    const { route, userId, registrations } = await open();
    const exp = Math.floor(t.clock.now() / 1000) + 365 * 86_400;
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: userId,
        aud: 'card-tokenizer-frame',
        currency: 'EUR',
        checkout: 'c-1',
        card_types: ['AMEX'],
        jti: 'year-long',
        exp,
      }),
    ).toString('base64url');
    const signature = createHmac('sha256', SECRET)
      .update(`${header}.${payload}`)
      .digest('base64url');
    const { status, body } = await read(
      await route(post({ ticket: `${header}.${payload}.${signature}`, cardType: 'AMEX' })),
    );
    expect([status, body]).toEqual([
      403,
      { error: { code: 'ticket_too_long_lived', message: expect.any(String) } },
    ]);
    expect(registrations()).toBe(0);
  });

  describe('on two instances', () => {
    let redis: RedisServer;
    beforeAll(async () => void (redis = await startRedisServer()));
    afterAll(() => redis?.close());

    it('refuses a replay on the other instance when both share a Redis store', async () => {
      const prefix = `route${Math.random()}:`;
      const { mount, ticket, registrations } = await open();
      const [one, two] = [redis.client(), redis.client()].map((client) =>
        mount({ usedTickets: redisTicketStore(client, { prefix }) }),
      );
      const signed = await ticket();
      expect((await one!(post({ ticket: signed, cardType: 'AMEX' }))).status).toBe(200);
      const replay = await read(await two!(post({ ticket: signed, cardType: 'AMEX' })));
      expect(replay.status).toBe(409);
      expect(replay.body).not.toHaveProperty('AccessKey');
      expect(registrations()).toBe(1);
    });

    it('answers the replay on the other instance when each keeps its own memory: the store must be shared', async () => {
      const { mount, ticket, registrations } = await open();
      const signed = await ticket();
      expect((await mount()(post({ ticket: signed, cardType: 'AMEX' }))).status).toBe(200);
      expect((await mount()(post({ ticket: signed, cardType: 'AMEX' }))).status).toBe(200);
      expect(registrations()).toBe(2);
    });
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
