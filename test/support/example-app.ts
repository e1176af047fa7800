import { expect, type Page } from '@playwright/test';
import { test } from './reused-page.js';
import { en } from '../../src/core/messages.js';
import { CARD, SERVICE_CARD_NUMBER } from './cards.js';
import { fillCard } from './fill.js';
import { cardInputs } from './playwright-page.js';

/** A card the sandbox refuses with the service's code 02628, "transaction refused". */
const REFUSED_CARD_NUMBER = '4000000000000002';

/** Console errors and warnings, and uncaught exceptions: a hydration mismatch is one of them. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Pays with a card the sandbox accepts, the shopper asking to save it, and sees it saved. */
async function paysWithACard(page: Page, beforePaying = () => {}): Promise<void> {
  const pay = page.getByRole('button', { name: 'Pay' });
  await expect(pay).toBeDisabled();
  await fillCard(page, { cardNumber: SERVICE_CARD_NUMBER });
  await expect(pay).toBeEnabled();
  // The app follows the element's validity both ways: a card made incomplete disables Pay again.
  const { cvx } = cardInputs(page);
  await cvx.press('Backspace');
  await expect(pay).toBeDisabled();
  await cvx.pressSequentially(CARD.cardCvx.slice(-1));
  await expect(pay).toBeEnabled();
  // Consent is opt-in: the box comes unticked.
  const save = page.getByLabel('Save this card for future payments');
  await expect(save).not.toBeChecked();
  await save.check();
  beforePaying();
  await pay.click();
  await expect(page.getByTestId('paid-card')).toHaveText(
    /^\s*Saved\s+\S+\s+497010XXXXXX1119,\s+expires\s+12\/30\s*$/,
  );
  await expect(page.getByLabel('Card number')).toHaveValue('');
  // The card emptied for the next one: Pay waits for it.
  await expect(pay).toBeDisabled();
}

/**
 * The scenarios every example app passes, in the build served by scripts/serve-examples.mjs
 * under `/<name>/` (and `/<name>/ssr/`, rendered on the server, when `serverRendered`).
 */
export function exampleAppScenarios(name: string, { serverRendered }: { serverRendered: boolean }) {
  test.describe(`the ${name} example`, () => defineScenarios(name, serverRendered));
}

function defineScenarios(name: string, serverRendered: boolean) {
  test('pays: lazy registration through the backend, Pay enabled by card-change', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    let registrations = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/card-registrations')) registrations += 1;
    });
    await page.goto(`/${name}/`);
    await expect(page.getByLabel('Card number')).toBeEditable();
    // Created when the shopper pays, not before.
    await paysWithACard(page, () => expect(registrations).toBe(0));
    expect(registrations).toBe(1);
    expect(problems).toEqual([]);
  });

  test('shows the error of a refused card', async ({ page }) => {
    await page.goto(`/${name}/`);
    await fillCard(page, { cardNumber: REFUSED_CARD_NUMBER });
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('alert')).toHaveText(en.refused);
    await expect(page.getByTestId('paid-card')).toBeHidden();
  });

  test('pays with the box unticked too, and says the backend did not keep the card', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const posted: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/cards')) posted.push(request.postDataJSON().saveCard);
    });
    await page.goto(`/${name}/`);
    await fillCard(page, { cardNumber: SERVICE_CARD_NUMBER });
    await expect(page.getByLabel('Save this card for future payments')).not.toBeChecked();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('paid-card')).toHaveText(
      /^\s*Used once, not kept:\s+\S+\s+497010XXXXXX1119,\s+expires\s+12\/30\s*$/,
    );
    expect(posted).toEqual([false]);
    expect(problems).toEqual([]);
  });

  if (!serverRendered) return;
  test('the page rendered on the server hydrates with no error or warning, and pays', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const response = await page.request.get(`/${name}/ssr/`);
    expect(await response.text()).toMatch(/<card-tokenizer[\s>]/);
    await page.goto(`/${name}/ssr/`);
    await paysWithACard(page);
    expect(problems).toEqual([]);
  });
}
