// The demo shopper's saved cards above the card element (demo/saved-cards.js): the states the
// demo seeds, choosing one, a new card, and a removal confirmed with the keyboard.
import { expect, type Page } from '@playwright/test';
import { axeViolations, WCAG_22_AA } from '../test/support/axe.js';
import { SERVICE_CARD_NUMBER } from '../test/support/cards.js';
import { fillCard } from '../test/support/fill.js';
import { test } from '../test/support/reused-page.js';

const savedCard = (page: Page, cardId: string) => page.locator(`li[data-card-id="${cardId}"]`);

/** A new card saved through the SPA's checkout, as a shopper would: its Card Id. */
async function saveNewCard(page: Page): Promise<string> {
  await page.goto('/spa.html');
  await expect(page.getByLabel('Card number')).toBeEditable();
  await fillCard(page, { cardNumber: SERVICE_CARD_NUMBER });
  await page.getByRole('checkbox', { name: 'Save this card for future payments' }).check();
  await page.getByRole('button', { name: 'Pay' }).click();
  const cardId = page.locator('[data-field="cardId"]');
  await expect(cardId).toHaveText(/^card_\w+$/);
  return (await cardId.textContent())!;
}

for (const path of ['/spa.html', '/script-tag.html']) {
  test(`${path}: the seeded cards in each state, above the card element`, async ({ page }) => {
    await page.goto(path);
    const section = page.getByRole('region', { name: 'Saved cards' });
    await expect(section.getByTestId('saved-cards-status')).toContainText(
      /\d+ saved cards?, \d+ usable/,
    );
    for (const [state, usable] of [
      ['Expired', false],
      ['Voided by the payment service: add it again', false],
      ['Not verified yet', true],
      ['Verified', true],
    ] as const) {
      const radio = section.getByRole('radio', { name: new RegExp(`ending \\d{4}.*${state}$`) });
      await expect(radio.first()).toBeVisible();
      if (usable) await expect(radio.first()).toBeEnabled();
      else await expect(radio.first()).toBeDisabled();
    }
    // Above the element, which is shown until a saved card is chosen.
    const [listBottom, elementTop] = await Promise.all([
      section.boundingBox(),
      page.locator('card-tokenizer').boundingBox(),
    ]);
    expect(listBottom!.y + listBottom!.height).toBeLessThanOrEqual(elementTop!.y);
    await expect(page.getByRole('radio', { name: 'Use a new card' })).toBeChecked();
  });
}

test('choosing a saved card shows what a payment would send; "Use a new card" brings the element back', async ({
  page,
}) => {
  await page.goto('/spa.html');
  const verified = page.getByRole('radio', { name: /Verified$/ }).first();
  await verified.check();
  const cardId = await verified.getAttribute('value');
  await expect(page.locator('card-tokenizer')).toBeHidden();
  await expect(page.getByTestId('would-send')).toContainText(`"CardId": "${cardId}"`);
  await page.getByRole('radio', { name: 'Use a new card' }).check();
  await expect(page.getByLabel('Card number')).toBeEditable();
  await expect(page.getByTestId('would-send')).toBeHidden();
});

test('Remove asks first, in a dialog the keyboard drives: Escape keeps the card, Remove card removes it', async ({
  page,
  request,
}) => {
  const cardId = await saveNewCard(page);
  await page.reload();
  const item = savedCard(page, cardId);
  const remove = item.getByRole('button', { name: 'Remove' });
  await expect(remove).toHaveAccessibleDescription(/^Visa ending 1119 .*Verified$/);

  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove Visa ending 1119?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/deactivates it for good/);
  await expect(dialog.getByRole('button', { name: 'Keep card' })).toBeFocused();
  expect(await axeViolations(page, WCAG_22_AA)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(item).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Keep card' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Remove card' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(item).toHaveCount(0);
  await expect(page.getByTestId('saved-cards-status')).toHaveText('Visa ending 1119 removed.');
  await expect(page.getByTestId('saved-cards-status')).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('heading', { name: 'Saved cards' })).toBeFocused();

  // Deactivated at the service: gone after a reload too.
  const { cards } = (await (await request.get('/api/saved-cards')).json()) as {
    cards: { cardId: string }[];
  };
  expect(cards.map((card) => card.cardId)).not.toContain(cardId);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Use a new card' })).toBeVisible();
  await expect(savedCard(page, cardId)).toHaveCount(0);
});
