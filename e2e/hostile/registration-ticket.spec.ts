// The claim (docs/isolated.md, "Against a hostile page"): with registration-source="frame" the frame
// fetches its registration from its own origin's route with the ticket the merchant's backend
// signed; a page that hands it a registration, or a ticket that is not this merchant's, gets
// `card-error` code `configuration` and nothing is sent. Attacked with swapped, forged, expired
// and missing tickets, and with a page that falls back to handing its own registration.
import { expect, type Page } from '@playwright/test';
import { signFrameTicket } from '../../src/server/index.js';
import { frameReady, mountFrame } from '../../test/support/isolated-page.js';
import { registrationFor } from '../../test/support/registration.js';
import { test } from '../../test/support/reused-page.js';
import { OTHER_MERCHANT, SECRET, useTicketFrame } from '../../test/support/ticket-frame.js';
import { fillFrameCard, tokenizeOutcome } from './hostile-page.js';

/** The users the route registered a card for, in order. */
const made: string[] = [];
const route = useTicketFrame(test, {
  users: ['shopper', 'attacker'],
  routeOptions: () => ({ onRegistration: (registration) => void made.push(registration.UserId) }),
});
const { users, tokenizations } = route;

const ticket = (options: Partial<Parameters<typeof signFrameTicket>[0]> = {}) =>
  signFrameTicket({
    secret: SECRET,
    userId: users.shopper,
    currency: 'EUR',
    checkoutId: 'checkout-1',
    ...options,
  });

/** The genuine ticket with its shopper changed, the signature kept. */
async function forged(): Promise<string> {
  const [header, payload, signature] = (await ticket()).split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
  const changed = { ...claims, sub: users.attacker };
  return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
}

interface Attempt {
  ticket: string | null;
  /** What else the page hands: a registration of its own, as an object, a function or attributes. */
  page?: 'object' | 'function' | 'attributes';
  /** The page also drops `registration-source="frame"`. */
  dropSource?: boolean;
}

/** Sets the ticket and what else the page hands, tokenizes, and puts the page back as it was. */
async function attempt(page: Page, { ticket, page: hands, dropSource }: Attempt) {
  const before = [made.length, tokenizations()];
  const own = registrationFor(`${route.sandbox.url}/tokenize/attacker-registration`);
  await page.locator('card-tokenizer-frame').evaluate(
    (el: HTMLElementTagNameMap['card-tokenizer-frame'], { ticket, hands, dropSource, own }) => {
      if (ticket === null) el.removeAttribute('registration-ticket');
      else el.setAttribute('registration-ticket', ticket);
      el.toggleAttribute('registration-source', !dropSource);
      if (!dropSource) el.setAttribute('registration-source', 'frame');
      if (hands === 'object') el.registration = own;
      if (hands === 'function') el.registration = () => own;
      if (hands === 'attributes') {
        el.setAttribute('card-registration-url', own.CardRegistrationURL);
        el.setAttribute('access-key', own.AccessKey);
        el.setAttribute('preregistration-data', own.PreregistrationData);
      }
    },
    { ticket, hands, dropSource, own },
  );
  const { data, code } = await tokenizeOutcome(page);
  await page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => {
      el.registration = undefined;
      for (const name of ['card-registration-url', 'access-key', 'preregistration-data'])
        el.removeAttribute(name);
    });
  return {
    outcome: data ? 'data' : code,
    registered: made.slice(before[0]),
    tokenizations: tokenizations() - before[1]!,
  };
}

const refused = { outcome: 'configuration', registered: [], tokenizations: 0 };

test('a swapped, forged, expired or missing ticket, or a registration of the page, is refused before any card is sent', async ({
  page,
}) => {
  await mountFrame(page, {
    src: `${route.frames.crossSite}/card-frame.html`,
    name: 'card',
    'registration-source': 'frame',
  });
  await frameReady(page);
  await fillFrameCard(page);
  const expired = await ticket({ expiresIn: 60, now: () => Date.now() - 3_600_000 });
  const attempts: Record<string, Attempt> = {
    "another merchant's ticket": { ticket: await ticket({ secret: OTHER_MERCHANT }) },
    'a ticket whose shopper was changed': { ticket: await forged() },
    'an expired ticket': { ticket: expired },
    'no ticket': { ticket: null },
    'a ticket too long to be one': { ticket: 'a.b.'.padEnd(5_000, 'A') },
    'a genuine ticket and a registration object': { ticket: await ticket(), page: 'object' },
    'a genuine ticket and a registration function': { ticket: await ticket(), page: 'function' },
    'a genuine ticket and registration attributes': {
      ticket: await ticket(),
      page: 'attributes',
    },
    'registration-source dropped, a registration object': {
      ticket: null,
      page: 'object',
      dropSource: true,
    },
  };
  const outcomes: Record<string, unknown> = {};
  for (const [name, tried] of Object.entries(attempts)) outcomes[name] = await attempt(page, tried);
  expect(outcomes).toEqual(
    Object.fromEntries(Object.keys(attempts).map((name) => [name, refused])),
  );
  // The same frame still pays with the checkout's own ticket: the refusals were the tickets'.
  expect(await attempt(page, { ticket: await ticket() })).toEqual({
    outcome: 'data',
    registered: [users.shopper],
    tokenizations: 1,
  });
});

test("a ticket of another checkout of the same merchant (the attacker's own) is taken: the card is registered for its shopper", async ({
  page,
}) => {
  // The limit: the ticket is the merchant's, for a checkout the attacker opened in the same shop.
  await mountFrame(page, {
    src: `${route.frames.crossSite}/card-frame.html`,
    name: 'card',
    'registration-source': 'frame',
  });
  await frameReady(page);
  await fillFrameCard(page);
  expect(
    await attempt(page, {
      ticket: await ticket({ userId: users.attacker, checkoutId: 'checkout-2' }),
    }),
  ).toEqual({ outcome: 'data', registered: [users.attacker], tokenizations: 1 });
});
