import { existsSync, readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** Every screenshot saved as `<name>.png` is also attached as `<name>`, so the report shows it. */
test.afterEach(({ page: _page }, testInfo) => {
  const attached = testInfo.attachments
    .filter((attachment) => attachment.contentType === 'image/png')
    .map((attachment) => `${attachment.name}.png`);
  const saved = existsSync(testInfo.outputDir) ? readdirSync(testInfo.outputDir) : [];
  const shots = saved.filter((file) => file.endsWith('.png'));
  expect(shots.filter((file) => !attached.includes(file))).toEqual([]);
});

test.beforeEach(async ({ page }) => {
  await page.goto('/dispute.html');
  await expect(page.getByRole('region', { name: 'Intent' })).toContainText('DISPUTED');
});

const fact = (page: import('@playwright/test').Page, name: string) =>
  page.locator(`[data-field="${name}"]`);

test('defends a dispute, then records it as won', async ({ page }, testInfo) => {
  await expect(fact(page, 'amount')).toHaveText('€25.00');
  await expect(fact(page, 'nextActions')).toHaveText('DEFEND, WIN_DISPUTE, LOSE_DISPUTE');
  const disputeShot = testInfo.outputPath('dispute.png');
  await page.screenshot({ path: disputeShot, fullPage: true });
  await testInfo.attach('dispute', { path: disputeShot, contentType: 'image/png' });

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
  const disputeRefusedShot = testInfo.outputPath('dispute-refused.png');
  await page.screenshot({ path: disputeRefusedShot, fullPage: true });
  await testInfo.attach('dispute-refused', { path: disputeRefusedShot, contentType: 'image/png' });
});
