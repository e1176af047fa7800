import assert from 'node:assert/strict';
import {
  configure,
  eventually,
  focusField,
  postFormTo,
  serverRequests,
} from '../../test/support/card-page.js';
import { TEST_CARD } from '../../test/support/cards.js';
import type { Scenario, ScenarioContext } from '../../test/support/engine-driver.js';
import { answer, gate, type Gate } from '../../test/support/tokenization-server.js';
import { registrationFor } from '../../test/support/registration.js';

const TOKENIZE = 'POST /api/vault/tokenize/b64blob';
const POSTED = 'POST /submitted';

/** Posts the form into a frame: the page stays, to be submitted again and questioned. */
async function postIntoFrame(context: ScenarioContext): Promise<void> {
  await configure(context.driver, context.server.url);
  await postFormTo(context.driver, `${context.server.origin}/submitted`);
  await context.driver.evaluate(() => {
    const frame = document.createElement('iframe');
    Object.assign(frame, { name: 'sink', title: 'Result' });
    document.body.append(frame);
    Object.assign(window, { frameLoads: 0 });
    frame.addEventListener(
      'load',
      () => (window as unknown as { frameLoads: number }).frameLoads++,
    );
    document.querySelector('form')!.target = 'sink';
  });
}

/**
 * The stand-in server holds each post of the form unanswered until released: a repeat lands
 * while the first post's navigation is under way, as a shopper's second Enter does.
 */
async function holdPosts(context: ScenarioContext): Promise<Gate> {
  const held = gate(answer('<!doctype html><title>Thanks</title>'));
  const tokenized = answer('data=registration-data-1');
  context.server.behave((request, response) =>
    (request.url === '/submitted' ? held.behaviour : tokenized)(request, response),
  );
  await postIntoFrame(context);
  return held;
}

/** The card typed, the form submitted once and its post held at the server. */
async function firstPost(context: ScenarioContext, submit: () => Promise<void>): Promise<Gate> {
  const held = await holdPosts(context);
  await context.driver.fillCard(TEST_CARD);
  await submit();
  await eventually(() => assert.deepEqual(serverRequests(context), [TOKENIZE, POSTED]));
  return held;
}

/** Releases the held posts; once the frame has loaded, the form was posted once. */
async function postedOnce(context: ScenarioContext, held: Gate): Promise<void> {
  // Its first load, of `about:blank`, is long past: the post's is the next.
  await context.driver.evaluate(() => {
    Object.assign(window, { frameLoads: 0 });
  });
  held.release();
  // A second post would have replaced the first navigation: it reached the server before this.
  await eventually(async () =>
    assert.equal(
      await context.driver.evaluate(() => (window as unknown as { frameLoads: number }).frameLoads),
      1,
    ),
  );
  assert.deepEqual(serverRequests(context), [TOKENIZE, POSTED]);
}

function clickPay(context: ScenarioContext): Promise<void> {
  return context.driver.evaluate(() => {
    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
}

function requestSubmit(context: ScenarioContext, times = 1): Promise<void> {
  return context.driver.evaluate(async (count) => {
    for (let submit = 0; submit < count; submit++) {
      document.querySelector('form')!.requestSubmit();
      // Each in a task of its own, as a script's loop over timers or events would be.
      await new Promise((resolve) => setTimeout(resolve));
    }
  }, times);
}

async function enterTwice(context: ScenarioContext): Promise<void> {
  const held = await firstPost(context, () => context.driver.press('Enter'));
  await focusField(context.driver, 'cvx');
  await context.driver.press('Enter');
  await postedOnce(context, held);
}

async function payClickedTwice(context: ScenarioContext): Promise<void> {
  const held = await firstPost(context, () => clickPay(context));
  await clickPay(context);
  await postedOnce(context, held);
}

async function requestSubmitLoop(context: ScenarioContext): Promise<void> {
  const held = await firstPost(context, () => requestSubmit(context));
  await requestSubmit(context, 5);
  await postedOnce(context, held);
}

/** A page that prevents its submit and sends the form itself, or refuses it before sending. */
function handleSubmit(context: ScenarioContext): Promise<void> {
  return context.driver.evaluate(() => {
    const form = document.querySelector('form')!;
    Object.assign(window, { handled: [] });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      (window as unknown as { handled: unknown[] }).handled.push(new FormData(form).get('card'));
    });
  });
}

function handled(context: ScenarioContext): Promise<string[]> {
  return context.driver.evaluate(() => (window as unknown as { handled: string[] }).handled);
}

const DATA = 'data=registration-data-1';

async function preventedSubmits(context: ScenarioContext): Promise<void> {
  await configure(context.driver, context.server.url);
  await handleSubmit(context);
  await context.driver.fillCard(TEST_CARD);
  await requestSubmit(context);
  await eventually(async () => assert.deepEqual(await handled(context), [DATA]));
  // Refused before its backend used the data: the shopper submits again without typing again.
  await clickPay(context);
  await requestSubmit(context, 2);
  assert.deepEqual(await handled(context), Array(4).fill(DATA));
  assert.deepEqual(serverRequests(context), [TOKENIZE]);
}

/** A new registration, answered with its own data, and the card typed again. */
async function typeAgain(context: ScenarioContext, n: number): Promise<void> {
  const { driver, server } = context;
  server.behave(answer(`data=registration-data-${n}`));
  await driver.evaluate(
    (registration) => {
      document.querySelector('card-tokenizer')!.registration = registration;
    },
    registrationFor(server.url, n),
  );
  await driver.fillCard(TEST_CARD);
}

const posts = (context: ScenarioContext) =>
  serverRequests(context).filter((request) => request === POSTED).length;

async function heldUntilEditOrReset(context: ScenarioContext): Promise<void> {
  const { driver } = context;
  await postIntoFrame(context);
  await driver.fillCard(TEST_CARD);
  await requestSubmit(context);
  await eventually(() => assert.equal(posts(context), 1));
  await clickPay(context);
  await requestSubmit(context, 3);
  // The card edited: its new data is posted once more.
  await typeAgain(context, 2);
  await requestSubmit(context);
  await eventually(() => assert.equal(posts(context), 2));
  // reset(), then a card typed: posted too.
  await driver.evaluate(() => document.querySelector('card-tokenizer')!.reset());
  await typeAgain(context, 3);
  await clickPay(context);
  await eventually(() => assert.equal(posts(context), 3));
  const bodies = context.server.requests.filter((request) => request.url === '/submitted');
  assert.deepEqual(
    bodies.map((request) => new URLSearchParams(request.body).get('card')),
    [DATA, 'data=registration-data-2', 'data=registration-data-3'],
  );
}

export const postOnceScenarios: Scenario[] = [
  {
    name: 'Enter pressed again once the form is posting posts it once',
    page: 'element-form.html',
    run: enterTwice,
  },
  {
    name: 'Pay clicked again once the form is posting posts it once',
    page: 'element-form.html',
    run: payClickedTwice,
  },
  {
    name: "a script's requestSubmit() in a loop posts the form once",
    page: 'element-form.html',
    run: requestSubmitLoop,
  },
  {
    name: 'a page that prevents its submit gets each one, with the same data',
    page: 'element-form.html',
    run: preventedSubmits,
  },
  {
    name: 'once posted, a submit is held until the card is edited or reset()',
    page: 'element-form.html',
    run: heldUntilEditOrReset,
  },
];
