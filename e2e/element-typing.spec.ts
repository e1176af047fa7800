import { expect } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import { allowClipboard } from '../test/support/fill.js';
import { card, caret, openPage } from '../test/support/playwright-page.js';

test.beforeEach(async ({ page }) => {
  await openPage(page, 'basic');
});

test('the number is grouped as typed and keeps the focus once complete', async ({ page }) => {
  const { number } = card(page);
  await number.click();
  await page.keyboard.type('424242424242');
  await expect(number).toHaveValue('4242 4242 4242');
  await expect(number).toBeFocused();
  await page.keyboard.type('4242');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await expect(number).toBeFocused();
});

test('the caret stays on a middle edit; backspace over a space deletes the digit before it', async ({
  page,
}) => {
  const { number } = card(page);
  await number.click();
  await page.keyboard.type('42424242');
  await number.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2));
  await page.keyboard.type('9');
  await expect(number).toHaveValue('4294 2424 2');
  expect(await caret(number)).toBe(3);
  await number.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5));
  await page.keyboard.press('Backspace');
  await expect(number).toHaveValue('4292 4242');
  expect(await caret(number)).toBe(3);
});

test('a pasted number with dashes is regrouped and capped at the brand length', async ({
  page,
  context,
  browserName,
}) => {
  await allowClipboard(context, browserName);
  const { number } = card(page);
  await number.click();
  await page.evaluate(() => navigator.clipboard.writeText('4242-4242 4242 4242'));
  await page.keyboard.press('ControlOrMeta+V');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await expect(number).toBeFocused();
  await number.fill('');
  await page.evaluate(() => navigator.clipboard.writeText('3782-822463-10005-99'));
  await number.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(number).toHaveValue('3782 822463 10005');
});

test('the expiry slash comes with the month and goes with a backspace', async ({ page }) => {
  const { expiry } = card(page);
  await expiry.click();
  await page.keyboard.type('13');
  await expect(expiry).toHaveValue('1');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('2');
  await expect(expiry).toHaveValue('02/');
  await page.keyboard.press('Backspace');
  await expect(expiry).toHaveValue('02');
  await page.keyboard.type('30');
  await expect(expiry).toHaveValue('02/30');
});

test('Tab goes number → expiry → security code → the page', async ({ page }) => {
  const { number, expiry, cvx } = card(page);
  await number.focus();
  await page.keyboard.press('Tab');
  await expect(expiry).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cvx).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pay' })).toBeFocused();
});

test('an error shows on blur, not while typing, and is tied to its input', async ({ page }) => {
  const { number, expiry } = card(page);
  await number.click();
  await page.keyboard.type('4242');
  await expect(number).toHaveAttribute('aria-invalid', 'false');
  await expiry.focus();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription(/This card number is incomplete\./);
  await expect(page.locator('card-tokenizer [slot="number-error"]')).toBeVisible();
});

test('the security code follows the brand', async ({ page }) => {
  const { number, cvx } = card(page);
  await number.click();
  await page.keyboard.type('378282246310005');
  await expect(page.getByLabel('Security code (CID)')).toHaveAttribute('maxlength', '4');
  await cvx.click();
  await page.keyboard.type('12345');
  await expect(cvx).toHaveValue('1234');
  await expect(number).toHaveAccessibleDescription(/American Express/);
});
