import { expect } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import { saveScreenshot } from '../test/support/screenshot.js';

test.beforeEach(async ({ page }) => {
  await page.goto('/dispute.html');
  await expect(page.getByRole('region', { name: 'Intent' })).toContainText('DISPUTED');
});

const fact = (page: import('@playwright/test').Page, name: string) =>
  page.locator(`[data-field="${name}"]`);

test('defends a dispute, then records it as won', async ({ page }, testInfo) => {
  await expect(fact(page, 'amount')).toHaveText('€25.00');
  await expect(fact(page, 'nextActions')).toHaveText('DEFEND, WIN_DISPUTE, LOSE_DISPUTE');
  await saveScreenshot(page, testInfo, 'dispute');

  await page.getByRole('button', { name: /^Defend/ }).click();
  await expect(fact(page, 'status')).toHaveText('DEFENDED');
  await expect(fact(page, 'decision')).toHaveText('DEFENDED');
  await expect(fact(page, 'nextActions')).toHaveText('WIN_DISPUTE, LOSE_DISPUTE');
  await expect(page.getByRole('button', { name: 'Defend (not offered)' })).toBeVisible();

  await page.getByRole('button', { name: /^Record as won/ }).click();
  await expect(fact(page, 'status')).toHaveText('DISPUTED_WON');
  await expect(fact(page, 'nextActions')).toHaveText('none: the decision is final');
});

test('a decision the service no longer offers shows its refusal', async ({ page }, testInfo) => {
  await page.getByRole('button', { name: /^Record as lost/ }).click();
  await expect(fact(page, 'status')).toHaveText('DISPUTED_LOST');

  await page.getByRole('button', { name: 'Defend (not offered)' }).click();
  await expect(page.getByRole('alert')).toContainText('HTTP 400');
  await expect(page.getByRole('alert')).toContainText('DEFENDED');
  await expect(fact(page, 'status')).toHaveText('DISPUTED_LOST');
  await saveScreenshot(page, testInfo, 'dispute-refused');
});
