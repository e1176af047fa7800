import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import type { AxeResults } from 'axe-core';
import type { CardValidation } from '../src/service/types.js';
import { openTestSandbox, type TestSandbox } from '../test/support/sandbox.js';

/** The sandbox's issuer page, as a shopper reaches it from a Card Validation: by keyboard only. */

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CHALLENGE_CARD = '4970105181818183';

let t: TestSandbox;
test.beforeAll(async () => {
  t = await openTestSandbox();
});
test.afterAll(() => t.close());

async function waitingValidation(returnUrl: string) {
  const card = await t.createCard(CHALLENGE_CARD);
  const validation = await t.createValidation(card, { SecureModeReturnURL: returnUrl });
  const read = async (): Promise<CardValidation> =>
    (await t.call('GET', `${t.v2}/cards/${card.Id}/validation/${validation.Id}`)).body;
  return { validation, read };
}

/** axe under WCAG 2.2 AA; evaluated rather than added as a script, which the page's CSP refuses. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(o: object): Promise<AxeResults> } }).axe.run({
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_22_AA,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`),
  );
}

test('the challenge page passes axe (WCAG 2.2 AA) and says what it is', async ({ page }) => {
  const { validation } = await waitingValidation('https://shop.example/back');
  await page.goto(validation.SecureModeRedirectURL!);
  await expect(page).toHaveTitle(/test 3-D Secure/);
  await expect(page.getByText('Test page of the card-tokenizer sandbox')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm it is you');
  await expect(page.getByRole('definition')).toHaveText([
    'sandbox',
    '€0.00 (a card check: nothing is charged)',
    'VISA ending in 8183',
  ]);
  expect(await axeViolations(page)).toEqual([]);
});

test('Authenticate, by keyboard only, lands on the return URL with cardValidationId', async ({
  page,
  baseURL,
}) => {
  const returnUrl = `${baseURL}/e2e/pages/index.html?order=7`;
  const { validation, read } = await waitingValidation(returnUrl);
  await page.goto(validation.SecureModeRedirectURL!);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Authenticate', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${returnUrl}&cardValidationId=${validation.Id}`);
  expect(await read()).toMatchObject({ Status: 'SUCCEEDED', Validity: 'VALID' });
});

test('Fail authentication, by keyboard only, lands there too with a FAILED validation', async ({
  page,
  baseURL,
}) => {
  const returnUrl = `${baseURL}/e2e/pages/index.html`;
  const { validation, read } = await waitingValidation(returnUrl);
  await page.goto(validation.SecureModeRedirectURL!);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Fail authentication' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.waitForURL(`${returnUrl}?cardValidationId=${validation.Id}`);
  expect(await read()).toMatchObject({
    Status: 'FAILED',
    ResultCode: '101301',
    Validity: 'UNKNOWN',
  });
});

test('the page of an ended challenge passes axe and only links back', async ({ page, baseURL }) => {
  const { validation } = await waitingValidation(`${baseURL}/e2e/pages/index.html`);
  await page.goto(validation.SecureModeRedirectURL!);
  await page.getByRole('button', { name: 'Fail authentication' }).press('Enter');
  // The return page first, so that the next navigation does not interrupt this one.
  await page.waitForURL(validation.SecureModeReturnURL);
  await page.goto(validation.SecureModeRedirectURL!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This authentication has ended');
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Return to the merchant' })).toHaveAttribute(
    'href',
    validation.SecureModeReturnURL,
  );
  expect(await axeViolations(page)).toEqual([]);
});
