import { expect, test } from '@playwright/test';

test('links the demos and lists the test cards', async ({ page }, testInfo) => {
  await page.goto('/');
  for (const name of ['Checkout with a script tag', 'Single-page app', 'the Recipients token']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  const cards = page.getByRole('table');
  await expect(cards).toContainText('4000 0000 0000 0002');
  await expect(cards).toContainText('02628');
  await page.screenshot({ path: testInfo.outputPath('index.png'), fullPage: true });
});
