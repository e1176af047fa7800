import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import { withoutBrowserData } from '../test/support/browser-data.js';
import { fillCard } from '../test/support/fill.js';
import { saveScreenshot } from '../test/support/screenshot.js';

/** Opens the page once its Card Registration is in the element's attributes. */
async function openCheckout(page: Page) {
  await page.goto('/script-tag.html');
  await expect(page.getByRole('status')).toContainText('ready');
  await expect(page.locator('card-tokenizer')).toHaveAttribute('card-registration-url', /tokenize/);
}

test('saves a card with a plain form post that carries no card digits', async ({
  page,
}, testInfo) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/checkout')) posts.push(request.postData() ?? '');
  });
  await openCheckout(page);
  await page.getByLabel('E-mail').fill('ada@example.com');
  await fillCard(page);
  await page.getByRole('checkbox', { name: 'Save this card for future payments' }).check();
  await saveScreenshot(page, testInfo, 'script-tag');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByRole('heading', { name: 'Card saved' })).toBeVisible();
  const saved = page.getByTestId('saved-card');
  await expect(saved).toContainText('424242XXXXXX4242');
  await expect(saved).toContainText('VISA');
  await expect(saved).toContainText('12/30');
  await expect(page.getByText('Form fields received')).toHaveText(
    'Form fields received: email, registrationId, registrationData, registrationData-browser, registrationData-save',
  );
  await expect(page.getByTestId('card-validity')).toHaveText('VALID');
  await saveScreenshot(page, testInfo, 'script-tag-saved');
  expect(posts).toHaveLength(1);
  expect(withoutBrowserData(posts[0]!, 'registrationData')).toMatch(
    /^email=ada%40example\.com&registrationId=cardreg_\w+&registrationData=data%3D[\w-]+&registrationData-save=true$/,
  );
  expect(posts[0]).not.toContain('4242');
});

test('a refused card stays on the page with the reason, and a new registration', async ({
  page,
}) => {
  await openCheckout(page);
  const firstRegistration = await page.locator('input[name="registrationId"]').inputValue();
  await page.getByLabel('E-mail').fill('ada@example.com');
  await fillCard(page, { cardNumber: '4000000000000002' });
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.locator('card-tokenizer [part="error"]')).toHaveText(
    'The card was refused. Try another card.',
  );
  await expect(page.locator('input[name="registrationId"]')).not.toHaveValue(firstRegistration);
  await expect(page.getByRole('status')).toContainText('ready');
  expect(new URL(page.url()).pathname).toBe('/script-tag.html');
});

test('loads the script-tag build under its SRI hash from dist', async ({ page }) => {
  await openCheckout(page);
  const sri = new URL('../dist/card-tokenizer.iife.js.sri', import.meta.url);
  const integrity = readFileSync(sri, 'utf8').trim();
  await expect(page.locator('script[src="/card-tokenizer.iife.js"]')).toHaveAttribute(
    'integrity',
    integrity,
  );
  expect(await page.evaluate(() => Boolean(customElements.get('card-tokenizer')))).toBe(true);
});

test('the browser refuses a script-tag build that does not match its hash', async ({ page }) => {
  await page.route('**/card-tokenizer.iife.js', async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\n// changed on the way`;
    await route.fulfill({ response, body });
  });
  await page.goto('/script-tag.html');
  await expect(page.getByRole('status')).toContainText('ready');
  expect(await page.evaluate(() => Boolean(customElements.get('card-tokenizer')))).toBe(false);
});
