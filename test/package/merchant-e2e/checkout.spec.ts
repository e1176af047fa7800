import { expect, test } from '@playwright/test';
import { fillCard, TEST_CARDS } from 'card-tokenizer/testing/playwright';

test('saves the card the shopper types', async ({ page }) => {
  await page.goto('/checkout');
  await fillCard(page.locator('card-tokenizer'), TEST_CARDS.visa);
  await page.getByRole('button', { name: 'Pay' }).click();
  const { number } = TEST_CARDS.visa;
  await expect(page.getByRole('status')).toHaveText(
    `Card saved: ${number.slice(0, 6)}XXXXXX${number.slice(-4)}`,
  );
});

test("shows the service's refusal", async ({ page }) => {
  await page.goto('/checkout');
  await fillCard(page.locator('card-tokenizer'), TEST_CARDS.refused);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status')).toHaveText('The card was refused. Try another card.');
});
