// The demo's Isolated checkout (demo/isolated.html) as its specs drive it: the frame, the card typed
// or clicked in, the save box, and what the browser requests meanwhile.
import { expect, type FrameLocator, type Page, type test } from '@playwright/test';
import { capturePosts } from './isolated-page.js';
import { CARD } from './cards.js';
import { chooseNetwork, fillCard, type TestCard } from '../../src/testing/playwright.js';

/** The service's public 3-D Secure test cards. */
export const CHALLENGE_CARD = '4970105181818183';
export const SAVE = 'Save this card for future payments';

/** The frame that holds the card fields. */
export const cardFrame = (page: Page): FrameLocator =>
  page.frameLocator('card-tokenizer-frame iframe');

/**
 * Opens the page once its checkout ticket is handed to the element and the frame is ready:
 * the frame from another site, or with `?frame=same-site` from the page's site on another port.
 */
export async function openCheckout(page: Page, query = ''): Promise<void> {
  await page.goto(`/isolated.html${query}`);
  await expect(page.getByRole('status')).toContainText('ready');
  await expect(cardFrame(page).getByLabel('Card number')).toBeEditable();
}

/** The checkout posts the browser sends (Firefox's BiDi shows them, not their bodies). */
export function checkoutRequests(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/checkout') posts.push(request.method());
  });
  return posts;
}

/** The registration requests: the frame's to its own origin, and any of the page's own. */
export function registrationRequests(page: Page): string[] {
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
export function challengeLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('/3ds-challenge/')) {
      loads.push(request.url());
    }
  });
  return loads;
}

/** Types a co-branded card at the keyboard: Tab from the e-mail into the frame, field by field. */
export async function typeCard(page: Page, cardNumber: string): Promise<void> {
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
export async function chooseSave(page: Page, save: boolean): Promise<void> {
  const box = cardFrame(page).getByRole('checkbox', { name: SAVE });
  await expect(box).not.toBeChecked();
  if (save) await box.check();
  await expect(box).toBeChecked({ checked: save });
}

/** The Card Ids listed under "Saved cards" on the isolated checkout. */
export async function savedCardIds(page: Page): Promise<string[]> {
  await page.goto('/isolated.html');
  const section = page.getByRole('region', { name: 'Saved cards' });
  await expect(section.getByTestId('saved-cards-status')).toContainText(/saved cards?/);
  return section
    .locator('li[data-card-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-card-id')!));
}

/** Fills the card with the mouse: a click in each field, then its keys (the testing kit's fillCard). */
export async function fillCardByMouse(page: Page, card: TestCard): Promise<void> {
  const element = page.locator('card-tokenizer-frame');
  await fillCard(element, card);
  // A co-branded card's network choice appears once the BIN lookup answers, and the frame grows
  // that once: Pay is pressed after it, not while it moves. Cartes Bancaires stays chosen.
  if (card.number.startsWith('4970')) await chooseNetwork(element, 'CB');
}

/** The page after a validation that succeeded: the card saved and VALID. */
export async function expectVerified(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Card saved and verified' })).toBeVisible();
  await expect(page.getByTestId('card-validity')).toHaveText('VALID');
  await expect(page.getByTestId('validation-status')).toContainText('SUCCEEDED');
}

/**
 * Before each test of `spec`: the form posts captured, the checkout open, the e-mail filled. The
 * entries of each submit that posts, as the browser builds them (every engine), so far.
 */
export function useOpenCheckout(spec: typeof test): () => [string, string][][] {
  let posted: [string, string][][] = [];
  spec.beforeEach(async ({ page }) => {
    posted = await capturePosts(page);
    await openCheckout(page);
    await page.getByLabel('E-mail').fill('ada@example.com');
  });
  return () => posted;
}
