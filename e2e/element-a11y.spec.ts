import { expect, test } from '@playwright/test';
import { axeViolations } from '../test/support/axe.js';
import { card, openPage } from '../test/support/playwright-page.js';

test('the empty card has no axe violations', async ({ page }) => {
  await openPage(page, 'basic');
  expect(await axeViolations(page)).toEqual([]);
});

test('a card showing its brand and errors has no axe violations', async ({ page }) => {
  await openPage(page, 'form');
  const { number, expiry } = card(page);
  await number.click();
  await page.keyboard.type('37828224');
  await expiry.click();
  await page.keyboard.type('0120');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
});
