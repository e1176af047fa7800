// Card-on-file consent on the demo's checkouts: the "save this card" box, unticked by default;
// a card not kept is validated, then deactivated, and never listed under "Saved cards".
import { expect, type Page } from '@playwright/test';
import { axeViolations, WCAG_22_AA } from '../test/support/axe.js';
import { fillCard } from '../test/support/fill.js';
import { cardInputs } from '../test/support/playwright-page.js';
import { test } from '../test/support/reused-page.js';

/** The service's public 3-D Secure test cards. */
const CHALLENGE_CARD = '4970105181818183';
const FRICTIONLESS_CARD = '4970107111111119';
const SAVE = 'Save this card for future payments';

const CHECKOUTS = [
  {
    path: '/script-tag.html',
    async open(page: Page) {
      await page.goto('/script-tag.html');
      await expect(page.getByRole('status')).toContainText('ready');
      await page.getByLabel('E-mail').fill('ada@example.com');
    },
  },
  {
    path: '/spa.html',
    async open(page: Page) {
      await page.goto('/spa.html');
      await expect(page.getByLabel('Card number')).toBeEditable();
    },
  },
];

/** Fills the card, then ticks the box or leaves it as it is, with the keyboard. */
async function fillAndChoose(page: Page, cardNumber: string, save: boolean): Promise<void> {
  await fillCard(page, { cardNumber });
  await cardInputs(page).cvx.focus();
  await page.keyboard.press('Tab');
  const box = page.getByRole('checkbox', { name: SAVE });
  await expect(box).toBeFocused();
  await expect(box).not.toBeChecked();
  if (save) await page.keyboard.press('Space');
  await expect(box).toBeChecked({ checked: save });
}

/** The Card Id the result shows, once the card is used. */
async function resultCardId(page: Page): Promise<string> {
  const id = page.getByTestId('saved-card').locator('code');
  await expect(id).toHaveText(/^card_\w+$/);
  return (await id.textContent())!;
}

async function savedCardIds(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const section = page.getByRole('region', { name: 'Saved cards' });
  await expect(section.getByTestId('saved-cards-status')).toContainText(/saved cards?/);
  return section
    .locator('li[data-card-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-card-id')!));
}

for (const checkout of CHECKOUTS) {
  test.describe(checkout.path, () => {
    test.beforeEach(({ page }) => checkout.open(page));

    test('the box comes after the security code, unticked, and passes axe', async ({ page }) => {
      await fillAndChoose(page, FRICTIONLESS_CARD, false);
      expect(await axeViolations(page, WCAG_22_AA)).toEqual([]);
    });

    test('unticked: validated, then deactivated, "used once, not kept", not listed', async ({
      page,
    }) => {
      await fillAndChoose(page, FRICTIONLESS_CARD, false);
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByRole('heading', { name: 'Card used once, not kept' })).toBeVisible();
      await expect(page.getByTestId('validation-status')).toContainText('SUCCEEDED');
      await expect(page.getByTestId('card-kept')).toHaveText('no: used once, not kept');
      const cardId = await resultCardId(page);
      expect(await savedCardIds(page, checkout.path)).not.toContain(cardId);
    });

    test('ticked: validated and kept, listed under "Saved cards"', async ({ page }) => {
      await fillAndChoose(page, FRICTIONLESS_CARD, true);
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByRole('heading', { name: 'Card saved and verified' })).toBeVisible();
      await expect(page.getByTestId('card-kept')).toHaveText('yes, saved for future payments');
      const cardId = await resultCardId(page);
      expect(await savedCardIds(page, checkout.path)).toContain(cardId);
    });

    test('unticked, after the 3-D Secure challenge: not kept either', async ({ page }) => {
      await fillAndChoose(page, CHALLENGE_CARD, false);
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.getByRole('button', { name: 'Authenticate' }).click();
      await expect(page.getByRole('heading', { name: 'Card used once, not kept' })).toBeVisible();
      await expect(page.getByTestId('validation-status')).toContainText('SUCCEEDED');
      await expect(page.getByTestId('card-kept')).toHaveText('no: used once, not kept');
      const cardId = await resultCardId(page);
      expect(await savedCardIds(page, checkout.path)).not.toContain(cardId);
    });
  });
}
