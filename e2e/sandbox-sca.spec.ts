import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { test } from '../test/support/reused-page.js';
import { openTestSandbox, type TestSandbox } from '../test/support/sandbox.js';
import { createScaOwner } from '../test/support/sca.js';

/** The sandbox's SCA session page, as a user reaches it from a PendingUserAction: by keyboard. */

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let t: TestSandbox;
test.beforeAll(async () => {
  t = await openTestSandbox();
});
test.afterAll(() => t.close());

const sessionUrl = (redirectUrl: string, returnUrl: string) =>
  `${redirectUrl}?returnUrl=${encodeURIComponent(returnUrl)}`;
const scaStatus = async (userId: string) =>
  (await t.call('GET', `${t.v2}/sca/users/${userId}/sca-status`)).body;

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

test('the enrolment page is styled under its strict CSP, passes axe and says what it is', async ({
  page,
}) => {
  const owner = await createScaOwner(t);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(sessionUrl(owner.PendingUserAction.RedirectUrl, 'https://platform.example/'));
  await expect(page).toHaveTitle(/test SCA session/);
  await expect(page.getByText('Test page of the card-tokenizer sandbox')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure your account');
  // The style applies only if the browser accepts its hash: no unsafe-inline is allowed.
  const complete = page.getByRole('button', { name: 'Complete enrolment' });
  await expect(complete).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  expect(refused).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test('Complete enrolment, by keyboard only, lands on the returnUrl with the user ACTIVE', async ({
  page,
  baseURL,
}) => {
  const owner = await createScaOwner(t);
  const returnUrl = `${baseURL}/e2e/pages/index.html?step=enrolled`;
  await page.goto(sessionUrl(owner.PendingUserAction.RedirectUrl, returnUrl));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Complete enrolment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(returnUrl);
  expect(await scaStatus(owner.Id)).toMatchObject({ UserStatus: 'ACTIVE', IsEnrolled: true });
});

test('consent, by keyboard only: the scopes ticked are the scopes given', async ({
  page,
  baseURL,
}) => {
  const owner = await createScaOwner(t, { Email: 'ada+accept@example.com' });
  const consent = await t.call('POST', `${t.v2}/sca/users/${owner.Id}/consent`);
  const returnUrl = `${baseURL}/e2e/pages/index.html?step=consent`;
  await page.goto(sessionUrl(consent.body.PendingUserAction.RedirectUrl, returnUrl));
  await expect(page.getByRole('group', { name: 'sandbox may' })).toBeVisible();
  // Firefox does not always give the page the keyboard after a navigation: start at the first box.
  const scopes = page.getByRole('checkbox');
  await scopes.first().focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const transfers = page.getByRole('checkbox', { name: 'Make transfers from my wallets' });
  await expect(transfers).toBeFocused();
  await page.keyboard.press('Space');
  await expect(transfers).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save my choices' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(returnUrl);
  expect((await scaStatus(owner.Id)).ConsentScope).toEqual({
    ContactInformationUpdate: 'INACTIVE',
    RecipientRegistration: 'INACTIVE',
    Transfer: 'ACTIVE',
    ViewAccountInformation: 'INACTIVE',
  });
});
