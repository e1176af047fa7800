import assert from 'node:assert/strict';
import { withoutBrowserData } from '../../test/support/browser-data.js';
import {
  configure,
  eventually,
  expectField,
  focusField,
  postFormTo,
  serverRequests,
} from '../../test/support/card-page.js';
import { CARD_NUMBER_FORMS, TEST_CARD } from '../../test/support/cards.js';
import type { Scenario, ScenarioContext } from '../../test/support/engine-driver.js';

const TOKENIZE = 'POST /api/vault/tokenize/b64blob';

/** Enter in the card submits; the card is tokenized first, then the form posts. */
export async function submitCard(context: ScenarioContext): Promise<void> {
  const { driver, server } = context;
  await configure(driver, server.url);
  await postFormTo(driver, `${server.origin}/submitted`);
  await driver.fillCard(TEST_CARD);
  await driver.press('Enter');
  await eventually(() => assert.deepEqual(serverRequests(context), [TOKENIZE, 'POST /submitted']));
  const posted = server.requests.find((request) => request.url === '/submitted')!.body;
  assert.equal(
    withoutBrowserData(posted),
    'email=shopper%40example.com&card=data%3Dregistration-data-1',
  );
  assert.ok(!CARD_NUMBER_FORMS.some((form) => posted.includes(form)));
  // Ends on the answer page, not mid-navigation: closing a navigating page can hang teardown.
  await eventually(async () =>
    assert.equal(await driver.evaluate(() => location.pathname), '/submitted'),
  );
}

/** Enter with only an expiry date: the submit stops on the first field in error. */
export async function submitIncompleteCard(context: ScenarioContext): Promise<void> {
  const { driver, server } = context;
  await configure(driver, server.url);
  await postFormTo(driver, `${server.origin}/submitted`);
  await focusField(driver, 'expiry');
  await driver.type('1230');
  await driver.press('Enter');
  await expectField(driver, 'number', {
    focused: true,
    invalid: 'true',
    error: 'Enter a card number.',
  });
  assert.deepEqual(serverRequests(context), []);
}

/** Resetting the form clears the card and the registration data it carried. */
export async function resetForm(context: ScenarioContext): Promise<void> {
  const { driver, server } = context;
  await configure(driver, server.url);
  await driver.fillCard(TEST_CARD);
  await driver.evaluate(() => document.querySelector('card-tokenizer')!.tokenize());
  const formKeys = () =>
    driver.evaluate(() => [...new FormData(document.querySelector('form')!).keys()]);
  assert.deepEqual(await formKeys(), ['email', 'card', 'card-browser']);
  await driver.evaluate(() => document.querySelector('form')!.reset());
  for (const field of ['number', 'expiry', 'cvx'] as const)
    await expectField(driver, field, { value: '' });
  assert.deepEqual(await formKeys(), ['email']);
}

export const formScenarios: Scenario[] = [
  {
    name: 'submitting tokenizes first, then the form posts only the registration data',
    page: 'element-form.html',
    run: submitCard,
  },
  {
    name: 'an incomplete card stops the submit and focuses its first field in error',
    page: 'element-form.html',
    run: submitIncompleteCard,
  },
  {
    name: 'resetting the form clears the card and its form value',
    page: 'element-form.html',
    run: resetForm,
  },
];
