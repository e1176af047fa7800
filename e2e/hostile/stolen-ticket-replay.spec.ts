// The claim (docs/isolated.md, "What a stolen ticket can still do"): a tag that reads the
// registration ticket and replays it from its own server against the frame's route gets no keys
// for the card type the frame asked for (409), none for a card type the ticket does not allow
// (403), none for the ticket re-encoded, none for a ticket signed with an expiry a year away (the
// one-hour cap once lived only in signFrameTicket), and none on another instance of the route
// that shares its used tickets; the shopper's card is tokenized once, into the shopper's
// registration.
// The route before tickets were answered once gave each replay a new registration with its
// AccessKey (20 of 25 replays answered 200).
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { nodeHandler } from '../../src/server/http/node-handler.js';
import {
  BIN_LOOKUPS_PER_TICKET,
  frameRegistrationRoute,
  redisTicketStore,
  signFrameTicket,
  type CardType,
} from '../../src/server/index.js';
import { frameCard, frameReady, mountFrame } from '../../test/support/isolated-page.js';
import { startRedisServer, type RedisServer } from '../../test/support/redis-server.js';
import { test } from '../../test/support/reused-page.js';
import { SECRET, useTicketFrame } from '../../test/support/ticket-frame.js';
import { tokenizeOutcome } from './hostile-page.js';

let redis: RedisServer;
/** A second instance of the frame's route, sharing the first one's used tickets. */
let secondInstance: (request: Request) => Promise<Response>;
/** The card types of the registrations the route made, in order. */
const made: string[] = [];

// Before the route's: its instances share this server's used tickets.
test.beforeAll(async () => {
  redis = await startRedisServer();
});
test.afterAll(async () => {
  await redis?.close();
});
const route = useTicketFrame(test, {
  route(payments) {
    const prefix = `replay${Math.random()}:`;
    const instance = () =>
      frameRegistrationRoute({
        secret: SECRET,
        payments,
        usedTickets: redisTicketStore(redis.client(), { prefix }),
        onRegistration: (registration) => void made.push(registration.CardType),
      });
    secondInstance = instance();
    return instance();
  },
});

/** What the attacker's server gets from the route for this ticket and card type: no browser, no preflight. */
async function replay(ticket: string, cardType: string, to: 'first' | 'second' = 'first') {
  const request = new Request(`${route.frames.crossSite}/card-registration`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ticket, cardType }),
  });
  const response = await (to === 'first' ? fetch(request) : secondInstance(request));
  const body = (await response.json()) as { AccessKey?: string; error?: { code: string } };
  return { status: response.status, keys: 'AccessKey' in body, code: body.error?.code };
}

/** The ticket as a tag on the page reads it. */
const stolen = (page: Page) =>
  page.locator('card-tokenizer-frame').evaluate((el) => el.getAttribute('registration-ticket')!);

/** The same signature bytes in the spellings Node's lenient base64url decoder reads. */
function reEncoded(ticket: string): string[] {
  const [header, payload, signature] = ticket.split('.') as [string, string, string];
  return [
    `${header}.${payload}.${signature}=`,
    `${header}.${payload}=.${signature}`,
    `${header}.${payload}.${signature.slice(0, 10)}\n${signature.slice(10)}`,
    `${header.replace(/-/g, '+').replace(/_/g, '/')}.${payload}.${signature}+`,
  ];
}

/** A ticket the merchant's secret signed for a year, as another backend's JWT library may: exp far away. */
function yearLongTicket(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    sub: route.users.shopper,
    aud: 'card-tokenizer-frame',
    currency: 'EUR',
    checkout: 'checkout-year-long',
    card_types: ['CB_VISA_MASTERCARD', 'AMEX', 'MAESTRO', 'BCMC'],
    jti: `year-long-${Math.random()}`,
    exp: Math.floor(Date.now() / 1000) + 365 * 86_400,
  })}`;
  return `${signed}.${createHmac('sha256', SECRET).update(signed).digest('base64url')}`;
}

const refusedAll = (cardTypes: readonly string[], answer: unknown) =>
  Object.fromEntries(cardTypes.map((type) => [type, answer]));

test("a ticket stolen from the page and replayed from the attacker's server gets no keys: 409 for the frame's card type, 403 for the others", async ({
  page,
}) => {
  const ticket = await signFrameTicket({
    secret: SECRET,
    userId: route.users.shopper!,
    currency: 'EUR',
    checkoutId: 'checkout-replayed',
    cardTypes: ['CB_VISA_MASTERCARD'],
  });
  await mountFrame(page, {
    src: `${route.frames.crossSite}/card-frame.html`,
    name: 'card',
    'registration-source': 'frame',
    'registration-ticket': ticket,
  });
  await frameReady(page);
  const before = made.length;
  const theft = await stolen(page);
  // The shopper's first digits name the brand: the frame asks for its registration at once.
  await frameCard(page).number.fill('4970');
  await expect.poll(() => made.slice(before)).toEqual(['CB_VISA_MASTERCARD']);

  const types: CardType[] = ['CB_VISA_MASTERCARD', 'AMEX', 'MAESTRO', 'BCMC'];
  const answers: Record<string, unknown> = {};
  for (const type of types) answers[type] = await replay(theft, type);
  expect(answers).toEqual({
    CB_VISA_MASTERCARD: { status: 409, keys: false, code: 'ticket_used' },
    ...refusedAll(types.slice(1), { status: 403, keys: false, code: 'ticket_card_type' }),
  });
  // On the route's other instance, which shares the used tickets: refused too.
  expect(await replay(theft, 'CB_VISA_MASTERCARD', 'second')).toEqual({
    status: 409,
    keys: false,
    code: 'ticket_used',
  });
  const spellings: Record<string, unknown> = {};
  for (const [index, spelling] of reEncoded(theft).entries())
    spellings[index] = await replay(spelling, 'CB_VISA_MASTERCARD');
  expect(spellings).toEqual(
    refusedAll(Object.keys(spellings), { status: 403, keys: false, code: 'ticket_malformed' }),
  );

  // The shopper pays, through the registration the frame asked for first.
  const { number, expiry, cvx } = frameCard(page);
  await number.fill('4970107111111119');
  await expiry.fill('12/30');
  await cvx.fill('123');
  expect(await tokenizeOutcome(page)).toEqual({ data: expect.stringMatching(/^data=/) });
  expect(made.slice(before)).toEqual(['CB_VISA_MASTERCARD']);
});

test("a ticket the merchant's secret signed with an expiry a year away, replayed from the attacker's server, gets no keys: the route refuses any expiry more than an hour away", async () => {
  const ticket = yearLongTicket();
  const before = made.length;
  const answers: Record<string, unknown> = {};
  for (const type of ['CB_VISA_MASTERCARD', 'AMEX', 'MAESTRO', 'BCMC'])
    answers[type] = await replay(ticket, type);
  expect(answers).toEqual(
    refusedAll(Object.keys(answers), { status: 403, keys: false, code: 'ticket_too_long_lived' }),
  );
  expect(made.length - before).toBe(0);
});

test('a thief that replays the ticket before the shopper types makes the checkout fail loudly, never tokenize elsewhere', async ({
  page,
}) => {
  const ticket = await signFrameTicket({
    secret: SECRET,
    userId: route.users.shopper!,
    currency: 'EUR',
    checkoutId: 'checkout-raced',
  });
  await mountFrame(page, {
    src: `${route.frames.crossSite}/card-frame.html`,
    name: 'card',
    'registration-source': 'frame',
    'registration-ticket': ticket,
  });
  await frameReady(page);
  const before = made.length;
  // The thief wins the race for every card type: it holds four registrations for the shopper.
  const won: Record<string, unknown> = {};
  for (const type of ['CB_VISA_MASTERCARD', 'AMEX', 'MAESTRO', 'BCMC'])
    won[type] = (await replay(await stolen(page), type)).status;
  expect(won).toEqual(refusedAll(Object.keys(won), 200));
  const { number, expiry, cvx } = frameCard(page);
  await number.fill('4970107111111119');
  await expiry.fill('12/30');
  await cvx.fill('123');
  expect(await tokenizeOutcome(page)).toMatchObject({
    code: 'configuration',
    message: expect.stringContaining('HTTP 409'),
  });
  expect(made.length - before).toBe(4);
});

/** A route on its own HTTP server of 127.0.0.1, as another instance runs it. */
async function serve(handler: (request: Request) => Promise<Response>) {
  const server = createServer(nodeHandler(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/card-registration`, server };
}

test(`a stolen ticket gets at most ${BIN_LOOKUPS_PER_TICKET} BIN lookups from the route, in memory and across instances sharing Valkey: then 429 and the service is not asked`, async () => {
  const asked: string[] = [];
  const payments = {
    createCardRegistration: (body: Parameters<typeof route.payments.createCardRegistration>[0]) =>
      route.payments.createCardRegistration(body),
    lookupBin: (bin: string) => (asked.push(bin), route.payments.lookupBin(bin)),
  };
  const prefix = `bin${Math.random()}:`;
  const shared = () =>
    frameRegistrationRoute({
      secret: SECRET,
      payments,
      usedTickets: redisTicketStore(redis.client(), { prefix }),
    });
  const [memory, one, two] = await Promise.all(
    [frameRegistrationRoute({ secret: SECRET, payments }), shared(), shared()].map(serve),
  );
  try {
    for (const [store, urls] of [
      ['memory', [memory!.url]],
      ['Valkey, two instances', [one!.url, two!.url]],
    ] as const) {
      const ticket = await signFrameTicket({
        secret: SECRET,
        userId: route.users.shopper!,
        currency: 'EUR',
        checkoutId: `checkout-bin-${urls.length}`,
      });
      const answers: unknown[] = [];
      for (let n = 0; n <= BIN_LOOKUPS_PER_TICKET; n++) {
        const response = await fetch(urls[n % urls.length]!, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ticket, bin: '49701051' }),
        });
        const body = (await response.json()) as { error?: { code: string } };
        answers.push(response.ok ? response.status : [response.status, body.error?.code]);
      }
      expect({ store, answers, asked: asked.splice(0).length }).toEqual({
        store,
        answers: [
          ...Array.from({ length: BIN_LOOKUPS_PER_TICKET }, () => 200),
          [429, 'bin_lookups_exhausted'],
        ],
        asked: BIN_LOOKUPS_PER_TICKET,
      });
    }
  } finally {
    for (const { server } of [memory!, one!, two!]) server.close();
  }
});
