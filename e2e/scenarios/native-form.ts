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
import { TEST_CARD } from '../../test/support/cards.js';
import type { Scenario, ScenarioContext } from '../../test/support/engine-driver.js';

const TOKENIZE = 'POST /api/vault/tokenize/b64blob';

/** The form of `element-form.html`, sent to the stand-in server, its submit button changed. */
async function prepareForm(
  context: ScenarioContext,
  change: { noValidate?: boolean; buttonDisabled?: boolean; buttonName?: string },
): Promise<void> {
  const { driver, server } = context;
  await configure(driver, server.url);
  await postFormTo(driver, `${server.origin}/submitted`);
  await driver.evaluate((wanted) => {
    const form = document.querySelector('form')!;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    form.noValidate = wanted.noValidate ?? false;
    button.disabled = wanted.buttonDisabled ?? false;
    if (wanted.buttonName) Object.assign(button, { name: wanted.buttonName, value: 'yes' });
  }, change);
}

function clickPay(context: ScenarioContext): Promise<void> {
  return context.driver.evaluate(() => {
    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
}

/** Long enough for a submit or a request to have happened if it were going to. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

async function novalidateEmptyCard(context: ScenarioContext): Promise<void> {
  await prepareForm(context, { noValidate: true });
  await clickPay(context);
  await expectField(context.driver, 'number', {
    focused: true,
    invalid: 'true',
    error: 'Enter a card number.',
  });
  await expectField(context.driver, 'expiry', { error: 'Enter the expiry date.' });
  await settle();
  assert.deepEqual(serverRequests(context), []);
}

async function novalidateIncompleteCard(context: ScenarioContext): Promise<void> {
  await prepareForm(context, { noValidate: true });
  await focusField(context.driver, 'number');
  await context.driver.type('4242424242424242');
  await clickPay(context);
  await expectField(context.driver, 'expiry', {
    focused: true,
    invalid: 'true',
    error: 'Enter the expiry date.',
  });
  await settle();
  assert.deepEqual(serverRequests(context), []);
}

async function enterThroughDefaultButton(context: ScenarioContext): Promise<void> {
  await prepareForm(context, { buttonName: 'pay' });
  await context.driver.fillCard(TEST_CARD);
  await context.driver.press('Enter');
  await eventually(() => assert.deepEqual(serverRequests(context), [TOKENIZE, 'POST /submitted']));
  const posted = context.server.requests.find((request) => request.url === '/submitted')!.body;
  // The default button's own name=value: it was the submitter, as for a native input.
  assert.equal(
    withoutBrowserData(posted),
    'email=shopper%40example.com&card=data%3Dregistration-data-1&pay=yes',
  );
  await eventually(async () =>
    assert.equal(await context.driver.evaluate(() => location.pathname), '/submitted'),
  );
}

async function enterWithDisabledButton(context: ScenarioContext): Promise<void> {
  await prepareForm(context, { buttonDisabled: true });
  await context.driver.fillCard(TEST_CARD);
  await context.driver.press('Enter');
  await settle();
  assert.deepEqual(serverRequests(context), []);
  assert.equal(
    await context.driver.evaluate(() => location.pathname),
    '/e2e/pages/element-form.html',
  );
}

/** The number's error, its own polite live region: its text, once it is one. */
function liveRegion(context: ScenarioContext): Promise<string> {
  return context.driver.evaluate(() => {
    const input = document.querySelector('card-tokenizer input[data-field="number"]')!;
    const error = document.getElementById(`${input.id}-error`)!;
    return error.getAttribute('aria-live') === 'polite' ? (error.textContent?.trim() ?? '') : '';
  });
}

async function announcementHolds(context: ScenarioContext): Promise<void> {
  const { driver } = context;
  await focusField(driver, 'number');
  await driver.type('4242');
  await focusField(driver, 'expiry');
  await eventually(async () =>
    assert.match(await liveRegion(context), /This card number is incomplete\./),
  );
  // Renders that announce nothing new: typing in another field, in real time.
  await driver.type('1');
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await driver.type('2');
  assert.match(await liveRegion(context), /This card number is incomplete\./);
}

export const nativeFormScenarios: Scenario[] = [
  {
    name: 'a <form novalidate> does not post an empty card: every error shows, number focused',
    page: 'element-form.html',
    run: novalidateEmptyCard,
  },
  {
    name: 'a <form novalidate> does not post an incomplete card: the expiry takes the focus',
    page: 'element-form.html',
    run: novalidateIncompleteCard,
  },
  {
    name: 'Enter submits through the form default button, which is the submitter',
    page: 'element-form.html',
    run: enterThroughDefaultButton,
  },
  {
    name: 'Enter submits nothing when the form default button is disabled',
    page: 'element-form.html',
    run: enterWithDisabledButton,
  },
  {
    name: "a field's error, its own live region, keeps its text through later renders",
    page: 'element-form.html',
    run: announcementHolds,
  },
];
