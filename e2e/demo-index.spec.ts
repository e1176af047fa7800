import { expect } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import { saveScreenshot } from '../test/support/screenshot.js';
import { AUTHENTICATION_TEST_NUMBERS } from '../src/sandbox/store/authentication-cards.js';

test('links the demos and lists the test cards', async ({ page }, testInfo) => {
  await page.goto('/');
  for (const name of [
    'Checkout with a script tag',
    'Single-page app',
    'the Recipients token',
    'the dispute decision',
  ]) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  const cards = page.getByRole('table');
  await expect(cards).toContainText('4000 0000 0000 0002');
  await expect(cards).toContainText('02628');
  // Every 3-D Secure test card the sandbox knows, with the flow it shows.
  const shown = { challenge: 'challenge', frictionless: 'frictionless', failing: 'fails' };
  for (const [number, flow] of Object.entries(AUTHENTICATION_TEST_NUMBERS)) {
    const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    const row = cards.getByRole('row').filter({ hasText: spaced });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(shown[flow]);
  }
  const expired = page.locator('p', { hasText: 'Expired registration (02631).' });
  await expect(expired).toContainText('Tick “Create an expired registration” on the SPA page');
  await saveScreenshot(page, testInfo, 'index');
});

test('the theme switch turns the page dark and back, and remembers it', async ({ page }) => {
  await page.goto('/');
  const body = () => page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor);
  const theme = page.getByRole('button', { name: 'Dark theme' });
  await expect(theme).toHaveAttribute('aria-pressed', 'false');
  expect(await body()).toBe('rgb(246, 247, 249)');

  await theme.click();
  await expect(theme).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await body()).toBe('rgb(13, 17, 23)');

  await page.reload();
  await expect(theme).toHaveAttribute('aria-pressed', 'true');
  await theme.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await body()).toBe('rgb(246, 247, 249)');
});
