// registration-source="frame": the frame takes its Card Registration from its own origin's route,
// with the ticket the merchant's backend signed. Each attack is a page that tries to swap it.
import { expect, type Page } from '@playwright/test';
import { signFrameTicket } from '../src/server/index.js';
import { frameReady, mountFrame, recorded, typeFrameCard } from '../test/support/isolated-page.js';
import { test } from '../test/support/reused-page.js';
import { OTHER_MERCHANT, SECRET, useTicketFrame } from '../test/support/ticket-frame.js';

/** The Card Registrations the route made, by the ticket's user. */
const made: string[] = [];
const route = useTicketFrame(test, {
  routeOptions: () => ({ onRegistration: (registration) => void made.push(registration.UserId) }),
});
let tokenizedBefore = 0;
test.beforeEach(() => {
  made.length = 0;
  tokenizedBefore = route.tokenizations();
});

/** The requests the sandbox's tokenization server received since the test began. */
const tokenizations = () => route.tokenizations() - tokenizedBefore;

const ticket = (secret = SECRET, userId = route.users.shopper!) =>
  signFrameTicket({ secret, userId, currency: 'EUR', checkoutId: 'checkout-1' });

const FRAME = () => ({ src: `${route.frames.crossSite}/card-frame.html`, name: 'card' });

/** Mounts the frame with these attributes (and a page registration), types the card, tokenizes. */
async function tokenizeWith(
  page: Page,
  attributes: Record<string, string>,
  registration?: Parameters<typeof mountFrame>[2],
): Promise<string> {
  await mountFrame(page, { ...FRAME(), ...attributes }, registration);
  await frameReady(page);
  await typeFrameCard(page);
  return page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) =>
      el.tokenize().then(
        (data) => data,
        (error: Error & { code: string }) => `rejected ${error.code}`,
      ),
    );
}

const cardErrors = async (page: Page) =>
  (await recorded(page))
    .filter((event) => event.type === 'card-error')
    .map((event) => event.detail);

test("the frame tokenizes through the registration its own route made for the ticket's shopper", async ({
  page,
}) => {
  const data = await tokenizeWith(page, {
    'registration-source': 'frame',
    'registration-ticket': await ticket(),
  });
  expect(data).toMatch(/^data=/);
  expect(made).toEqual([route.users.shopper]);
  expect(tokenizations()).toBe(1);
});

for (const [attack, forge] of [
  ["a ticket signed with another merchant's secret", () => ticket(OTHER_MERCHANT)],
  [
    'a ticket whose shopper was changed, the signature kept',
    async () => {
      const [header, payload, signature] = (await ticket()).split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
      const changed = Buffer.from(JSON.stringify({ ...claims, sub: 'attacker' })).toString(
        'base64url',
      );
      return `${header}.${changed}.${signature}`;
    },
  ],
  [
    'an expired ticket',
    () =>
      signFrameTicket({
        secret: SECRET,
        userId: route.users.shopper!,
        currency: 'EUR',
        checkoutId: 'checkout-1',
        expiresIn: 60,
        now: () => Date.now() - 61_000,
      }),
  ],
] as const) {
  test(`a page that swaps the ticket for ${attack} gets configuration, and the card goes nowhere`, async ({
    page,
  }) => {
    const result = await tokenizeWith(page, {
      'registration-source': 'frame',
      'registration-ticket': await forge(),
    });
    expect(result).toBe('rejected configuration');
    await expect
      .poll(() => cardErrors(page))
      .toEqual([
        expect.objectContaining({
          code: 'configuration',
          message: expect.stringContaining('HTTP 403'),
        }),
      ]);
    expect(made).toEqual([]);
    expect(tokenizations()).toBe(0);
  });
}

/** A genuine registration at the same service, for the attacker's own user. */
async function attackersRegistration() {
  const attacker = await route.payments.createNaturalUser({
    FirstName: 'Mallory',
    LastName: 'Attacker',
    Email: 'mallory@example.com',
    UserCategory: 'PAYER',
  });
  const own = await route.payments.createCardRegistration({ UserId: attacker.Id, Currency: 'EUR' });
  return {
    Id: own.Id,
    CardRegistrationURL: own.CardRegistrationURL,
    AccessKey: own.AccessKey,
    PreregistrationData: own.PreregistrationData,
    CardType: own.CardType,
  };
}

type Registration = Awaited<ReturnType<typeof attackersRegistration>>;

for (const [way, hand] of [
  ['as an object', (registration: Registration) => ({ attributes: {}, registration })],
  [
    'as attributes',
    (registration: Registration) => ({
      attributes: {
        'card-registration-url': registration.CardRegistrationURL,
        'access-key': registration.AccessKey,
        'preregistration-data': registration.PreregistrationData,
      },
    }),
  ],
  [
    'from its registration function',
    (registration: Registration) => ({
      attributes: {},
      registration: `() => (${JSON.stringify(registration)})`,
    }),
  ],
] as const) {
  test(`a page that hands the frame a Card Registration of its own ${way} gets configuration, and the card goes nowhere`, async ({
    page,
  }) => {
    const handed: { attributes: Record<string, string>; registration?: object | string } = hand(
      await attackersRegistration(),
    );
    const result = await tokenizeWith(
      page,
      {
        'registration-source': 'frame',
        'registration-ticket': await ticket(),
        ...handed.attributes,
      },
      handed.registration as Parameters<typeof mountFrame>[2],
    );
    expect(result).toBe('rejected configuration');
    expect(await cardErrors(page)).toEqual([expect.objectContaining({ code: 'configuration' })]);
    // No registration made, not even the ticket's early one; no card reached a tokenization server.
    expect(made).toEqual([]);
    expect(tokenizations()).toBe(0);
  });
}

test('a page that drops registration-source="frame" cannot make the frame take its registration', async ({
  page,
}) => {
  const own = await route.payments.createCardRegistration({
    UserId: route.users.shopper!,
    Currency: 'EUR',
  });
  const result = await tokenizeWith(page, {
    'card-registration-url': own.CardRegistrationURL,
    'access-key': own.AccessKey,
    'preregistration-data': own.PreregistrationData,
  });
  expect(result).toBe('rejected configuration');
  expect(tokenizations()).toBe(0);
});
