// The demo's Isolated checkout (demo/isolated.html): <card-tokenizer-frame> with the card fields
// in one frame on the demo's second origin, paying, validating with 3-D Secure and saving the card
// as the script-tag checkout does, by mouse and by keyboard; what the servers answer to its card is
// in demo-isolated-outcomes.spec.ts.
// Playwright's own `test`, not the reused page: capturePosts() binds a function for the page's life.
import { expect, test } from '@playwright/test';
import { withoutBrowserData } from '../test/support/browser-data.js';
import { axeViolations, WCAG_22_AA } from '../test/support/axe.js';
import {
  cardFrame,
  CHALLENGE_CARD,
  checkoutRequests,
  chooseSave,
  expectVerified,
  fillCardByMouse,
  openCheckout,
  useOpenCheckout,
  registrationRequests,
  SAVE,
  typeCard,
} from '../test/support/demo-isolated-checkout.js';
import { TEST_CARDS } from '../src/testing/playwright.js';

const posted = useOpenCheckout(test);

test('the card fields are in one frame on the second origin, titled, with autofill allowed', async ({
  page,
}) => {
  const iframe = page.locator('card-tokenizer-frame iframe');
  await expect(iframe).toHaveCount(1);
  const src = new URL((await iframe.getAttribute('src'))!);
  expect(src.hostname).toBe('localhost');
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  await expect(iframe).toHaveAttribute('allow', 'autofill; manual-text');
  await expect(iframe).toHaveAttribute('title', /\S/);
  expect(await iframe.getAttribute('sandbox')).toBeNull();
  // The page's own scripts cannot reach into it.
  const reach = await page.evaluate(() => {
    const frame = document.querySelector('card-tokenizer-frame')!.querySelector('iframe')!;
    try {
      return frame.contentDocument === null && frame.contentWindow!.document === undefined;
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(reach).toBe('SecurityError');
  expect(await axeViolations(page, WCAG_22_AA)).toEqual([]);
});

test("?frame=same-site takes the frame from the page's site on another port, and it tokenizes", async ({
  page,
}) => {
  await openCheckout(page, '?frame=same-site');
  const src = new URL((await page.locator('card-tokenizer-frame iframe').getAttribute('src'))!);
  const own = new URL(page.url());
  expect([src.hostname, src.port === own.port]).toEqual([own.hostname, false]);
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill('4242424242424242');
  await frame.getByLabel('Expiry date').fill('1230');
  await frame.getByLabel('Security code').fill('123');
  const data = await page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => el.tokenize());
  expect(data).toMatch(/^data=/);
});

test('by mouse: Pay saves the card with a form post that carries no card digits', async ({
  page,
}) => {
  const requests = checkoutRequests(page);
  const registrations = registrationRequests(page);
  await fillCardByMouse(page, TEST_CARDS.visa);
  await chooseSave(page, true);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByRole('heading', { name: 'Card saved' })).toBeVisible();
  const saved = page.getByTestId('saved-card');
  await expect(saved).toContainText('424242XXXXXX4242');
  await expect(saved).toContainText(TEST_CARDS.visa.expiry);
  await expect(page.getByText('Form fields received')).toHaveText(
    'Form fields received: email, checkoutId, registrationData, registrationData-browser, registrationData-save',
  );
  expect(requests).toEqual(['POST']);
  // The registration came from the frame's own origin, with the ticket: never from the page.
  expect(new Set(registrations)).toEqual(new Set(['frame /card-registration']));
  expect(posted()).toHaveLength(1);
  const body = new URLSearchParams(posted()[0]).toString();
  expect(withoutBrowserData(body, 'registrationData')).toMatch(
    /^email=ada%40example\.com&checkoutId=[\w-]+&registrationData=data%3D[\w-]+&registrationData-save=true$/,
  );
  expect(body).not.toContain('4242');
  // The next card is saved on this checkout again.
  await expect(page.getByRole('link', { name: 'Save another card' })).toHaveAttribute(
    'href',
    '/isolated.html',
  );
});

test('by keyboard: the challenge card, Enter in the frame pays once, Authenticate, back verified', async ({
  page,
}) => {
  const requests = checkoutRequests(page);
  await typeCard(page, CHALLENGE_CARD);
  // The box to keep the card comes after the security code, in the frame's own Tab order.
  await page.keyboard.press('Tab');
  await expect(cardFrame(page).getByRole('checkbox', { name: SAVE })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await page.getByRole('button', { name: 'Authenticate' }).focus();
  await page.keyboard.press('Enter');
  await expectVerified(page);
  // The outcome page knows the checkout it came from, and links back to it.
  expect(new URL(page.url()).searchParams.get('from')).toBe('isolated');
  await expect(page.getByRole('link', { name: 'Save another card' })).toHaveAttribute(
    'href',
    '/isolated.html',
  );
  await expect(page.getByTestId('saved-card')).toContainText('497010XXXXXX8183');
  expect(requests).toEqual(['POST']);
  // The checkout's one post; the challenge page's own form is the issuer's.
  const checkouts = posted().filter((entries) => entries.some(([name]) => name === 'checkoutId'));
  expect(checkouts).toHaveLength(1);
  expect(new URLSearchParams(checkouts[0]).toString()).not.toContain('8183');
});

test("the page's theme reaches the frame through the custom properties, the dark one too", async ({
  page,
}) => {
  const number = cardFrame(page).getByLabel('Card number');
  const style = () =>
    number.evaluate((input) => {
      const { backgroundColor, fontFamily } = getComputedStyle(input);
      return { backgroundColor, fontFamily };
    });
  expect((await style()).fontFamily).toContain('system-ui');
  // The theme is read when the frame connects: switched, then the page loaded again.
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await page.reload();
  await expect(number).toBeEditable();
  await expect.poll(async () => (await style()).backgroundColor).toBe('rgb(13, 17, 23)');
});
