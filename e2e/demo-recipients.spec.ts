import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../test/support/screenshot.js';

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto('/recipients.html');
  await expect(page.getByLabel('User')).toBeEnabled();
});

test('issues a token for a Legal user and counts down its 15 minutes', async ({
  page,
}, testInfo) => {
  let fullToken = '';
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/recipient-token')) {
      fullToken = (await response.json()).accessToken;
    }
  });
  // Stopped: installed, the page's clock runs on, so a busy machine's seconds showed on the timer.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page
    .getByLabel('User')
    .selectOption({ label: 'Legal user: Lovelace Ceramics Ltd (OWNER)' });
  await page.getByRole('button', { name: 'Get a token' }).click();

  const token = page.locator('#token');
  await expect(token).toContainText('bankaccounts:r bankaccounts:w');
  await expect(page.getByRole('timer')).toHaveText('15:00');
  await page.clock.fastForward('05:01');
  await expect(page.getByRole('timer')).toHaveText('09:59');
  expect(fullToken).toMatch(/^rec_/);
  await expect(token).toContainText(`${fullToken.slice(0, 8)}…`);
  await expect(page.locator('body')).not.toContainText(fullToken);
  await saveScreenshot(page, testInfo, 'recipients');

  await page.getByRole('button', { name: 'Refresh the token' }).click();
  await expect(page.getByRole('timer')).toHaveText('15:00');
  await page.clock.fastForward('15:00');
  await expect(page.getByRole('timer')).toHaveText('expired: refresh it');
});

test('a user that does not exist gets the service’s 404', async ({ page }) => {
  await page.getByLabel('User').selectOption({ label: 'A user that does not exist' });
  await page.getByRole('button', { name: 'Get a token' }).click();
  await expect(page.getByRole('alert')).toContainText('HTTP 404');
  await expect(page.locator('#token')).toBeHidden();
});

test('a payer is refused: the token is for owners only', async ({ page }) => {
  await page.getByLabel('User').selectOption({ label: 'Natural user: Sam Shopper (PAYER)' });
  await page.getByRole('button', { name: 'Get a token' }).click();
  await expect(page.getByRole('alert')).toContainText('HTTP 400');
});
