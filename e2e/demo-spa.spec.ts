import { expect } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import { SERVICE_CARD_NUMBER } from '../test/support/cards.js';
import { fillCard } from '../test/support/fill.js';
import { saveScreenshot } from '../test/support/screenshot.js';

test.beforeEach(async ({ page }) => {
  await page.goto('/spa.html');
  await expect(page.getByLabel('Card number')).toBeEditable();
});

test('pays with a Visa card: lazy registration, tokenize, saved card', async ({
  page,
}, testInfo) => {
  const pay = page.getByRole('button', { name: 'Pay' });
  await expect(pay).toBeDisabled();
  await fillCard(page, { cardNumber: SERVICE_CARD_NUMBER });
  await expect(pay).toBeEnabled();
  await expect(page.getByText('card type CB_VISA_MASTERCARD, valid')).toBeVisible();
  await pay.click();

  const saved = page.getByTestId('saved-card');
  await expect(saved).toContainText('497010XXXXXX1119');
  await expect(saved).toContainText('VISA');
  await expect(saved).toContainText('12/30');
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await saveScreenshot(page, testInfo, 'spa');
});

for (const { brand, number, code, cardType, alias } of [
  {
    brand: 'American Express',
    number: '378282246310005',
    code: '1234',
    cardType: 'AMEX',
    alias: '378282XXXXX0005',
  },
  {
    brand: 'Maestro',
    number: '5033951000000004',
    code: '',
    cardType: 'MAESTRO',
    alias: '503395XXXXXX0004',
  },
]) {
  test(`${brand}: the registration is created with CardType ${cardType}`, async ({ page }) => {
    await fillCard(page, { cardNumber: number, cardCvx: code });
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page.getByTestId('saved-card')).toContainText(cardType);
    await expect(page.getByTestId('saved-card')).toContainText(alias);
    await expect(page.locator('#registration')).toHaveText(/^cardreg_\w+ \(\w+\)$/);
    await expect(page.locator('#registration')).toContainText(`(${cardType})`);
  });
}

test('an invalid number keeps Pay disabled and asks the backend nothing', async ({ page }) => {
  let registrations = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/card-registrations')) registrations += 1;
  });
  await fillCard(page, { cardNumber: '4242424242424241' });
  await expect(page.getByRole('button', { name: 'Pay' })).toBeDisabled();
  await expect(page.getByText('not valid yet')).toBeVisible();
  expect(registrations).toBe(0);
});

test('a card that is not active shows the card-error code', async ({ page }) => {
  await fillCard(page, { cardNumber: '4000000000000069' });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'card-error' })).toContainText(
    'card-error (server 01902)',
  );
  await expect(page.getByTestId('saved-card')).toBeHidden();
});

test('an expired registration is refused with 02631', async ({ page }) => {
  await page.getByLabel('Create an expired registration').check();
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'card-error' })).toContainText(
    'card-error (server 02631): This payment session has expired.',
  );
});

test('the dark theme restyles the element through its custom properties', async ({
  page,
}, testInfo) => {
  const number = page.getByLabel('Card number');
  const background = () => number.evaluate((input) => getComputedStyle(input).backgroundColor);
  expect(await background()).toBe('rgb(255, 255, 255)');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await background()).toBe('rgb(13, 17, 23)');
  await fillCard(page, { cardNumber: '4242424242424241' });
  await page.getByLabel('Security code').blur();
  await saveScreenshot(page, testInfo, 'spa-dark');
});
