// The claim (docs/isolated.md, "A registration the page cannot swap"): in ticket mode the frame's
// route asks the service's BIN lookup itself, with the merchant's credentials, and the page
// learns no digit of the number. Attacked by a page that holds the frame's channel itself, says it
// has a BIN lookup and records everything the frame sends; the frame before this asked that page
// about the first 8 digits of a co-branded number.
import { expect } from '@playwright/test';
import { signFrameTicket } from '../../src/server/index.js';
import { test } from '../../test/support/reused-page.js';
import { SECRET, useTicketFrame } from '../../test/support/ticket-frame.js';
import { heard, takeChannel } from './hostile-page.js';

/** The service's 3-D Secure challenge card: co-branded CB + Visa (BIN 497010). */
const CO_BRANDED = '4970105181818183';

/** The BINs the route asked the service about. */
const lookedUp: string[] = [];
const route = useTicketFrame(test, {
  networkChoice: true,
  routeOptions: (payments) => ({
    payments: {
      createCardRegistration: (body) => payments.createCardRegistration(body),
      lookupBin: (bin) => (lookedUp.push(bin), payments.lookupBin(bin)),
    },
  }),
});

/** Every window of `size` digits of the number. */
const windows = (size: number) =>
  Array.from({ length: CO_BRANDED.length - size + 1 }, (_, i) => CO_BRANDED.slice(i, i + size));

test('in ticket mode the page learns no digit of the number: the co-branded choice comes from the route, the page is asked nothing', async ({
  page,
}) => {
  await page.goto('/e2e/pages/isolated.html');
  const ticket = await signFrameTicket({
    secret: SECRET,
    userId: route.users.shopper!,
    currency: 'EUR',
    checkoutId: 'checkout-bin',
  });
  await takeChannel(page, {
    src: `${route.frames.crossSite}/card-frame.html`,
    attributes: {
      'network-choice': '',
      'registration-source': 'frame',
      'registration-ticket': ticket,
    },
    bin: true,
  });
  const card = page.frameLocator('iframe[title="Card"]');
  await expect(card.getByLabel('Card number')).toBeEditable();
  for (const [label, text] of [
    ['Card number', CO_BRANDED],
    ['Expiry date', '1230'],
    ['Security code', '123'],
  ] as const) {
    await card.getByLabel(label).click();
    await expect(card.getByLabel(label)).toBeFocused();
    await card.getByLabel(label).pressSequentially(text);
  }
  // The choice shows before Pay, from the route's lookup of the number as left.
  await expect(card.getByRole('radio', { name: 'Cartes Bancaires' })).toBeChecked();
  expect(lookedUp).toContain(CO_BRANDED.slice(0, 8));
  await page.evaluate(() =>
    (window as unknown as { tell(m: unknown): void }).tell({ t: 'tokenize', id: 1 }),
  );
  await expect
    .poll(async () => (await heard(page)).find((message) => message.t === 'done'))
    .toEqual({ t: 'done', id: 1, data: expect.stringMatching(/^data=/) });

  // The token is the service's random text: left out, what the page heard holds no window of
  // 4 digits of the number, and no question at all.
  const messages = (await heard(page)).map((message) =>
    JSON.stringify(message.t === 'done' ? { ...message, data: 'data=…' } : message),
  );
  expect(messages.length).toBeGreaterThan(3);
  expect(messages.filter((message) => message.includes('"t":"ask"'))).toEqual([]);
  expect(
    messages.filter((message) =>
      windows(4).some((digits) => message.replace(/[\s\-+]|%20/g, '').includes(digits)),
    ),
  ).toEqual([]);
});
