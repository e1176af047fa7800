import { expect, type Page } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import { SERVICE_CARD_NUMBER } from '../test/support/cards.js';
import { fillCard } from '../test/support/fill.js';

/** The bodies the page posts to the demo backend's BIN lookup route. */
function lookups(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/card-networks')) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

test('SPA: a CB + Visa card offers both networks; the saved card shows the one chosen', async ({
  page,
}) => {
  const bodies = lookups(page);
  await page.goto('/spa.html');
  await fillCard(page, { cardNumber: SERVICE_CARD_NUMBER });
  const group = page.getByRole('group', { name: 'Card network' });
  await expect(group.getByRole('radio')).toHaveCount(2);
  await expect(group.getByRole('radio', { name: 'Cartes Bancaires' })).toBeChecked();
  await group.getByRole('radio', { name: 'Visa' }).check();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('card-network')).toHaveText('VISA');
  expect(bodies).toEqual([JSON.stringify({ bin: SERVICE_CARD_NUMBER.slice(0, 8) })]);
});

test('SPA: a single-network card offers no choice and pays with its default network', async ({
  page,
}) => {
  await page.goto('/spa.html');
  await fillCard(page);
  await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled();
  // The saved cards above the element are radios too: only the element's are counted.
  await expect(page.locator('card-tokenizer').getByRole('radio')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('card-network')).toHaveText('the card’s default (no choice)');
});

test('script tag: the chosen network posts as registrationData-network and shows on the saved card', async ({
  page,
}) => {
  const bodies = lookups(page);
  await page.goto('/script-tag.html');
  await expect(page.getByRole('status')).toContainText('ready');
  await page.getByLabel('E-mail').fill('ada@example.com');
  await fillCard(page, { cardNumber: SERVICE_CARD_NUMBER });
  await page
    .getByRole('group', { name: 'Card network' })
    .getByRole('radio', { name: 'Visa' })
    .check();
  await page.getByRole('checkbox', { name: 'Save this card for future payments' }).check();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Card saved' })).toBeVisible();
  await expect(page.getByTestId('card-network')).toHaveText('VISA');
  await expect(page.getByText('Form fields received')).toContainText('registrationData-network');
  expect(bodies).toEqual([JSON.stringify({ bin: SERVICE_CARD_NUMBER.slice(0, 8) })]);
});
