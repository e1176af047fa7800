// The demo's Isolated checkout (demo/isolated.html): what the servers answer to its card, the same
// in every engine (playwright.config.ts's SERVER_FLOWS, Chromium only): verified without a
// challenge, refused, validated and then kept or not as the save box said; and the incomplete card
// that never posts (isolated-flow.spec.ts runs it in Firefox).
// Playwright's own `test`, not the reused page: capturePosts() binds a function for the page's life.
import { expect, test } from '@playwright/test';
import {
  cardFrame,
  challengeLoads,
  checkoutRequests,
  chooseSave,
  expectVerified,
  fillCardByMouse,
  useOpenCheckout,
  savedCardIds,
} from '../test/support/demo-isolated-checkout.js';
import { TEST_CARDS } from '../src/testing/playwright.js';

const posted = useOpenCheckout(test);

test('the frictionless card is verified with no challenge', async ({ page }) => {
  const challenges = challengeLoads(page);
  await fillCardByMouse(page, TEST_CARDS.frictionless);
  await chooseSave(page, true);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expectVerified(page);
  await expect(page.getByTestId('saved-card')).toContainText('497010XXXXXX1119');
  expect(challenges).toEqual([]);
});

test('an incomplete card stops the post and shows its errors in the frame', async ({ page }) => {
  const requests = checkoutRequests(page);
  await cardFrame(page).getByLabel('Card number').fill('4242');
  // Straight to Pay: the number's error takes its reserved line, so Pay stays under the pointer.
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(cardFrame(page).getByText('This card number is incomplete.')).toBeVisible();

  await expect(cardFrame(page).getByText('Enter the expiry date.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/isolated.html');
  expect(requests).toEqual([]);
  expect(posted()).toEqual([]);
});

test('a refused card stays on the page with the reason, and a new checkout ticket', async ({
  page,
}) => {
  const firstCheckout = await page.locator('input[name="checkoutId"]').inputValue();
  await fillCardByMouse(page, TEST_CARDS.refused);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(cardFrame(page).locator('card-tokenizer [part="error"]')).toHaveText(
    'The card was refused. Try another card.',
  );
  await expect(page.locator('input[name="checkoutId"]')).not.toHaveValue(firstCheckout);
  await expect(page.getByRole('status')).toContainText('ready');
  expect(new URL(page.url()).pathname).toBe('/isolated.html');
});

test('unticked: validated, then deactivated, "used once, not kept", not listed', async ({
  page,
}) => {
  await fillCardByMouse(page, TEST_CARDS.frictionless);
  await chooseSave(page, false);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByRole('heading', { name: 'Card used once, not kept' })).toBeVisible();
  await expect(page.getByTestId('validation-status')).toContainText('SUCCEEDED');
  await expect(page.getByTestId('card-kept')).toHaveText('no: used once, not kept');
  expect(new URLSearchParams(posted().at(-1)).get('registrationData-save')).toBe('false');
  const id = page.getByTestId('saved-card').locator('code');
  await expect(id).toHaveText(/^card_\w+$/);
  const cardId = (await id.textContent())!;
  expect(await savedCardIds(page)).not.toContain(cardId);
});

test('ticked: validated and kept, listed under "Saved cards"', async ({ page }) => {
  await fillCardByMouse(page, TEST_CARDS.frictionless);
  await chooseSave(page, true);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByRole('heading', { name: 'Card saved and verified' })).toBeVisible();
  await expect(page.getByTestId('card-kept')).toHaveText('yes, saved for future payments');
  const id = page.getByTestId('saved-card').locator('code');
  await expect(id).toHaveText(/^card_\w+$/);
  const cardId = (await id.textContent())!;
  expect(await savedCardIds(page)).toContain(cardId);
});
