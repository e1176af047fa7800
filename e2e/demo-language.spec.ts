import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from '../test/support/reused-page.js';

const card = (page: Page) => page.locator('card-tokenizer');
const menu = (page: Page) => page.getByRole('combobox', { name: 'Language' });
const go = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Demos' }).getByRole('link', { name }).click();

test('the language menu speaks German, then Arabic right to left, on every demo page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(menu(page).locator('option')).toHaveCount(36);
  await expect(card(page).getByLabel('Card number')).toBeVisible();

  await menu(page).selectOption({ label: 'Deutsch' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(card(page).getByLabel('Kartennummer')).toBeVisible();
  await expect(card(page).getByLabel('Ablaufdatum')).toBeVisible();

  await menu(page).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(card(page).getByLabel('رقم البطاقة')).toBeVisible();

  // The script-tag page: the locale's classic script, under its hash from dist/integrity.json.
  await go(page, 'Script tag');
  await expect(page).toHaveURL(/\/script-tag\.html$/);
  await expect(menu(page)).toHaveValue('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(card(page).getByLabel('رقم البطاقة')).toBeVisible();
  const hashes = JSON.parse(
    readFileSync(new URL('../dist/integrity.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  await expect(page.locator('script[src="/locales/ar.js"]')).toHaveAttribute(
    'integrity',
    hashes['locales/ar.js']!,
  );

  // The SPA page: the npm build's locale module.
  await go(page, 'SPA');
  await expect(page).toHaveURL(/\/spa\.html$/);
  await expect(card(page).getByLabel('رقم البطاقة')).toBeVisible();

  // The tab keeps the language tag, and the script-tag page its registration's request id.
  expect(await page.evaluate(() => ({ ...sessionStorage }))).toEqual({
    'card-tokenizer-demo-lang': 'ar',
    'card-tokenizer-demo:registration-request': expect.stringMatching(/^[0-9a-f-]{36}$/),
  });

  await menu(page).selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(card(page).getByLabel('Card number')).toBeVisible();
});
