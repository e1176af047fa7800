import { expect, type Page } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import { axeViolations, WCAG_22_AA } from '../test/support/axe.js';
import { fillCard } from '../test/support/fill.js';

/** The service's public 3-D Secure test cards. */
const CHALLENGE_CARD = '4970105181818183';
const FRICTIONLESS_CARD = '4970107111111119';

/** The two checkouts: each saves the card, then validates it with the browser's data. */
const CHECKOUTS = [
  {
    name: 'script-tag checkout',
    async open(page: Page) {
      await page.goto('/script-tag.html');
      await expect(page.getByRole('status')).toContainText('ready');
      await page.getByLabel('E-mail').fill('ada@example.com');
    },
  },
  {
    name: 'SPA',
    async open(page: Page) {
      await page.goto('/spa.html');
      await expect(page.getByLabel('Card number')).toBeEditable();
    },
  },
];

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

async function pay(page: Page, cardNumber: string): Promise<void> {
  await fillCard(page, { cardNumber });
  // Kept, as the shopper asks: a card not kept has e2e/demo-consent.spec.ts.
  await page.getByRole('checkbox', { name: 'Save this card for future payments' }).check();
  await page.getByRole('button', { name: 'Pay' }).click();
}

/** The issuer's test page: says it is a test, names the merchant and a zero amount. */
async function onChallengePage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(page.getByText('Test page of the card-tokenizer sandbox')).toBeVisible();
  await expect(page.getByText('€0.00')).toBeVisible();
}

/** Presses a button with the keyboard, as a shopper who does not use a mouse. */
async function pressButton(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
}

async function expectVerified(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Card saved and verified' })).toBeVisible();
  await expect(page.getByTestId('card-validity')).toHaveText('VALID');
  await expect(page.getByTestId('validation-status')).toContainText('SUCCEEDED');
}

for (const checkout of CHECKOUTS) {
  test.describe(checkout.name, () => {
    test.beforeEach(({ page }) => checkout.open(page));

    test('the challenge card: Pay, the challenge page, Authenticate, back verified', async ({
      page,
    }) => {
      await pay(page, CHALLENGE_CARD);
      await onChallengePage(page);
      await pressButton(page, 'Authenticate');

      await expectVerified(page);
      const back = new URL(page.url());
      expect(back.pathname).toBe('/api/card-validations/return');
      expect(back.searchParams.get('cardValidationId')).toMatch(/\w+/);
      await expect(page.getByTestId('saved-card')).toContainText('497010XXXXXX8183');
      expect(await axeViolations(page, WCAG_22_AA)).toEqual([]);
    });

    test('the frictionless card is verified with no challenge', async ({ page }) => {
      const challenges = challengeLoads(page);
      await pay(page, FRICTIONLESS_CARD);

      await expectVerified(page);
      await expect(page.getByTestId('saved-card')).toContainText('497010XXXXXX1119');
      expect(challenges).toEqual([]);
      expect(await axeViolations(page, WCAG_22_AA)).toEqual([]);
    });

    test('a failed authentication says so, leaves the card not VALID, and tries again', async ({
      page,
    }) => {
      const challenges = challengeLoads(page);
      await pay(page, CHALLENGE_CARD);
      await onChallengePage(page);
      await pressButton(page, 'Fail authentication');

      await expect(page.getByRole('heading', { name: 'Authentication failed' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('The card was not verified');
      await expect(page.getByTestId('card-validity')).toHaveText('UNKNOWN');
      await expect(page.getByTestId('validation-status')).toContainText('FAILED');
      expect(await axeViolations(page, WCAG_22_AA)).toEqual([]);

      // A new validation: the challenge again, a page of its own.
      await pressButton(page, 'Try again');
      await onChallengePage(page);
      await pressButton(page, 'Authenticate');
      await expectVerified(page);
      expect(new Set(challenges).size).toBe(2);
    });
  });
}
