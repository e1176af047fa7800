import assert from 'node:assert/strict';
import { withoutBrowserData } from '../../test/support/browser-data.js';
import {
  configure,
  eventually,
  postFormTo,
  serverRequests,
  tokenize,
} from '../../test/support/card-page.js';
import { TEST_CARD } from '../../test/support/cards.js';
import type { Scenario, ScenarioContext } from '../../test/support/engine-driver.js';

const TOKENIZE = 'POST /api/vault/tokenize/b64blob';
const CARD_BODY =
  'data=preregistration-1&accessKeyRef=access-key-1&cardNumber=4242424242424242&cardExpirationDate=1230&cardCvx=123';

/** What a page finds of the card fields without entering any shadow root. */
function pageView() {
  const scope = document.querySelector('form') ?? document;
  const inputs = [...document.querySelectorAll<HTMLInputElement>('card-tokenizer input')];
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return {
    found: ['cc-number', 'cc-exp', 'cc-csc'].map(
      (token) => scope.querySelectorAll(`input[autocomplete="${token}"]`).length,
    ),
    labelled: inputs.every((input) => (input.labels?.length ?? 0) > 0),
    described: inputs.every((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .every((id) => document.getElementById(id) !== null),
    ),
    named: inputs.filter((input) => input.hasAttribute('name') || input.name !== '').length,
    duplicateIds: ids.filter((id, index) => ids.indexOf(id) !== index),
  };
}

async function structure({ driver }: ScenarioContext, elements: number): Promise<void> {
  const view = await driver.evaluate(pageView);
  assert.deepEqual(view, {
    found: [elements, elements, elements],
    labelled: true,
    described: true,
    named: 0,
    duplicateIds: [],
  });
}

/** How a password manager may fill the three inputs. */
type Fill = 'input' | 'change' | 'none';

function fill(context: ScenarioContext, how: Fill): Promise<void> {
  return context.driver.evaluate((signal) => {
    const values = { number: '4242424242424242', expiry: '12/30', cvx: '123' };
    for (const [field, value] of Object.entries(values)) {
      const input = document.querySelector<HTMLInputElement>(
        `card-tokenizer input[data-field="${field}"]`,
      )!;
      input.value = value;
      // Neither bubbling nor composed: only a listener on the input itself hears it.
      if (signal !== 'none') input.dispatchEvent(new Event(signal));
    }
  }, how);
}

async function fillThenTokenize(context: ScenarioContext, how: Fill): Promise<void> {
  await configure(context.driver, context.server.url);
  await fill(context, how);
  assert.equal(await tokenize(context.driver), 'data=registration-data-1');
  assert.deepEqual(
    context.server.requests.map((request) => request.body),
    [CARD_BODY],
  );
}

async function fillThenSubmit(context: ScenarioContext, how: Fill): Promise<void> {
  const { driver, server } = context;
  await configure(driver, server.url);
  await postFormTo(driver, `${server.origin}/submitted`);
  await fill(context, how);
  await driver.evaluate(() => {
    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
  await eventually(() => assert.deepEqual(serverRequests(context), [TOKENIZE, 'POST /submitted']));
  const [tokenization, form] = server.requests;
  assert.equal(tokenization!.body, CARD_BODY);
  assert.equal(
    withoutBrowserData(form!.body),
    'email=shopper%40example.com&card=data%3Dregistration-data-1',
  );
  await eventually(async () =>
    assert.equal(await driver.evaluate(() => location.pathname), '/submitted'),
  );
}

async function holderName(context: ScenarioContext): Promise<void> {
  const { driver, server } = context;
  await configure(driver, server.url);
  await postFormTo(driver, `${server.origin}/submitted`);
  await driver.evaluate(() =>
    document.querySelector('card-tokenizer')!.setAttribute('holder-name', 'required'),
  );
  await driver.fillCard(TEST_CARD, { holderName: 'Jane Doe' });
  await driver.press('Enter');
  await eventually(() => assert.deepEqual(serverRequests(context), [TOKENIZE, 'POST /submitted']));
  const [tokenization, form] = server.requests;
  assert.equal(tokenization!.body, CARD_BODY);
  assert.equal(
    withoutBrowserData(form!.body),
    'email=shopper%40example.com&card=data%3Dregistration-data-1&card-holder=Jane+Doe',
  );
  await eventually(async () =>
    assert.equal(await driver.evaluate(() => location.pathname), '/submitted'),
  );
}

const FILLS: [Fill, string][] = [
  ['input', 'value then an input event that neither bubbles nor crosses shadow roots'],
  ['change', 'value then a change event only'],
  ['none', 'value with no event at all'],
];

export const lightDomScenarios: Scenario[] = [
  {
    name: 'a form finds each card input by its autocomplete token, labelled, described, unnamed',
    page: 'element-form.html',
    run: (context) => structure(context, 1),
  },
  {
    name: 'a page without a form finds them in the document',
    page: 'element-basic.html',
    run: (context) => structure(context, 1),
  },
  {
    name: 'two elements on one page share no id',
    page: 'element-two.html',
    run: (context) => structure(context, 2),
  },
  ...FILLS.flatMap(([how, described]): Scenario[] => [
    {
      name: `a password manager's fill (${described}) is what tokenize() sends`,
      page: 'element-basic.html',
      run: (context) => fillThenTokenize(context, how),
    },
    {
      name: `a password manager's fill (${described}) is what a click on Pay sends`,
      page: 'element-form.html',
      run: (context) => fillThenSubmit(context, how),
    },
  ]),
  {
    name: 'the name on the card goes to the form as card-holder, never to the tokenization server',
    page: 'element-form.html',
    run: holderName,
  },
];
