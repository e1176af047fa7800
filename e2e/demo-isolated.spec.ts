// The demo's Isolated checkout (demo/isolated.html): <card-tokenizer-frame> with the card fields
// in one frame on the demo's second origin, paying, validating with 3-D Secure and saving the card
// as the script-tag checkout does, by mouse and by keyboard.
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { withoutBrowserData } from '../test/support/browser-data.js';
import { axeViolations, WCAG_22_AA } from '../test/support/axe.js';
import { CARD } from '../test/support/cards.js';
import { capturePosts } from '../test/support/isolated-page.js';
import { test } from '../test/support/reused-page.js';
import { chooseNetwork, fillCard, TEST_CARDS, type TestCard } from '../src/testing/playwright.js';

/** The service's public 3-D Secure test cards. */
const CHALLENGE_CARD = '4970105181818183';
const SAVE = 'Save this card for future payments';

/** The frame that holds the card fields. */
const cardFrame = (page: Page): FrameLocator => page.frameLocator('card-tokenizer-frame iframe');

/**
 * Opens the page once its checkout ticket is handed to the element and the frame is ready:
 * the frame from another site, or with `?frame=same-site` from the page's site on another port.
 */
async function openCheckout(page: Page, query = ''): Promise<void> {
  await page.goto(`/isolated.html${query}`);
  await expect(page.getByRole('status')).toContainText('ready');
  await expect(cardFrame(page).getByLabel('Card number')).toBeEditable();
}

/** The checkout posts the browser sends (Firefox's BiDi shows them, not their bodies). */
function checkoutRequests(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/checkout') posts.push(request.method());
  });
  return posts;
}

/** The registration requests: the frame's to its own origin, and any of the page's own. */
function registrationRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(api\/card-registrations|card-registration)$/.test(url.pathname)) {
      seen.push(`${request.frame().parentFrame() ? 'frame' : 'page'} ${url.pathname}`);
    }
  });
  return seen;
}

/** Every page the browser loads of the sandbox's challenge. */
function challengeLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('/3ds-challenge/')) {
      loads.push(request.url());
    }
  });
  return loads;
}

/** Types a co-branded card at the keyboard: Tab from the e-mail into the frame, field by field. */
async function typeCard(page: Page, cardNumber: string): Promise<void> {
  const frame = cardFrame(page);
  await page.getByLabel('E-mail').focus();
  await page.keyboard.press('Tab');
  await expect(frame.getByLabel('Card number')).toBeFocused();
  await page.keyboard.type(cardNumber);
  // The 3-D Secure test cards are co-branded (CB + Visa): the page's BIN lookup is asked once the
  // shopper leaves the number (a Visa may still grow to 19 digits), and the choice shows then,
  // before Pay, Cartes Bancaires chosen.
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('radio', { name: 'Cartes Bancaires' })).toBeChecked();
  await expect(frame.getByRole('radio', { name: 'Visa' })).toBeVisible();
  await expect(frame.getByLabel(/Expir/)).toBeFocused();
  await page.keyboard.type(CARD.cardExpirationDate.replace('/', ''));
  await page.keyboard.press('Tab');
  await expect(frame.getByLabel('Security code')).toBeFocused();
  await page.keyboard.type(CARD.cardCvx);
}

/** The card-on-file box in the frame: unticked until the shopper ticks it. */
async function chooseSave(page: Page, save: boolean): Promise<void> {
  const box = cardFrame(page).getByRole('checkbox', { name: SAVE });
  await expect(box).not.toBeChecked();
  if (save) await box.check();
  await expect(box).toBeChecked({ checked: save });
}

/** The Card Ids listed under "Saved cards" on the isolated checkout. */
async function savedCardIds(page: Page): Promise<string[]> {
  await page.goto('/isolated.html');
  const section = page.getByRole('region', { name: 'Saved cards' });
  await expect(section.getByTestId('saved-cards-status')).toContainText(/saved cards?/);
  return section
    .locator('li[data-card-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-card-id')!));
}

/** Fills the card with the mouse: a click in each field, then its keys (the testing kit's fillCard). */
async function fillCardByMouse(page: Page, card: TestCard): Promise<void> {
  const element = page.locator('card-tokenizer-frame');
  await fillCard(element, card);
  // A co-branded card's network choice appears once the BIN lookup answers, and the frame grows
  // that once: Pay is pressed after it, not while it moves. Cartes Bancaires stays chosen.
  if (card.number.startsWith('4970')) await chooseNetwork(element, 'CB');
}

async function expectVerified(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Card saved and verified' })).toBeVisible();
  await expect(page.getByTestId('card-validity')).toHaveText('VALID');
  await expect(page.getByTestId('validation-status')).toContainText('SUCCEEDED');
}

/** The entries of each submit that posts, as the browser builds them (every engine). */
let posted: [string, string][][];

test.beforeEach(async ({ page }) => {
  posted = await capturePosts(page);
  await openCheckout(page);
  await page.getByLabel('E-mail').fill('ada@example.com');
});

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
  expect(posted).toHaveLength(1);
  const body = new URLSearchParams(posted[0]).toString();
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
  const checkouts = posted.filter((entries) => entries.some(([name]) => name === 'checkoutId'));
  expect(checkouts).toHaveLength(1);
  expect(new URLSearchParams(checkouts[0]).toString()).not.toContain('8183');
});

test('the frictionless card is verified with no challenge', async ({ page }) => {
  const challenges = challengeLoads(page);
  await fillCardByMouse(page, TEST_CARDS.frictionless);
  await chooseSave(page, true);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expectVerified(page);
  await expect(page.getByTestId('saved-card')).toContainText('497010XXXXXX1119');
  expect(challenges).toEqual([]);
});

test('an incomplete card stops the post and shows its errors in the frame', async ({ page }) => {
  const requests = checkoutRequests(page);
  await cardFrame(page).getByLabel('Card number').fill('4242');
  // Straight to Pay: the number's error takes its reserved line, so Pay stays under the pointer.
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(cardFrame(page).getByText('This card number is incomplete.')).toBeVisible();

  await expect(cardFrame(page).getByText('Enter the expiry date.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/isolated.html');
  expect(requests).toEqual([]);
  expect(posted).toEqual([]);
});

test('a refused card stays on the page with the reason, and a new checkout ticket', async ({
  page,
}) => {
  const firstCheckout = await page.locator('input[name="checkoutId"]').inputValue();
  await fillCardByMouse(page, TEST_CARDS.refused);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(cardFrame(page).locator('card-tokenizer [part="error"]')).toHaveText(
    'The card was refused. Try another card.',
  );
  await expect(page.locator('input[name="checkoutId"]')).not.toHaveValue(firstCheckout);
  await expect(page.getByRole('status')).toContainText('ready');
  expect(new URL(page.url()).pathname).toBe('/isolated.html');
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

test('unticked: validated, then deactivated, "used once, not kept", not listed', async ({
  page,
}) => {
  await fillCardByMouse(page, TEST_CARDS.frictionless);
  await chooseSave(page, false);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByRole('heading', { name: 'Card used once, not kept' })).toBeVisible();
  await expect(page.getByTestId('validation-status')).toContainText('SUCCEEDED');
  await expect(page.getByTestId('card-kept')).toHaveText('no: used once, not kept');
  expect(new URLSearchParams(posted.at(-1)).get('registrationData-save')).toBe('false');
  const id = page.getByTestId('saved-card').locator('code');
  await expect(id).toHaveText(/^card_\w+$/);
  const cardId = (await id.textContent())!;
  expect(await savedCardIds(page)).not.toContain(cardId);
});

test('ticked: validated and kept, listed under "Saved cards"', async ({ page }) => {
  await fillCardByMouse(page, TEST_CARDS.frictionless);
  await chooseSave(page, true);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByRole('heading', { name: 'Card saved and verified' })).toBeVisible();
  await expect(page.getByTestId('card-kept')).toHaveText('yes, saved for future payments');
  const id = page.getByTestId('saved-card').locator('code');
  await expect(id).toHaveText(/^card_\w+$/);
  const cardId = (await id.textContent())!;
  expect(await savedCardIds(page)).toContain(cardId);
});
