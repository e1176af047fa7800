// card-tokenizer/testing/webdriver in WebKitGTK's MiniBrowser, as e2e/testing-kit.spec.ts runs the
// Playwright part in Chromium and Firefox: the same calls fill the card of either element, the
// frame on another site, read its errors, pick a network and pass the sandbox's challenge.
import assert from 'node:assert/strict';
import type { WebElement } from 'selenium-webdriver';
import { expect, test } from 'vitest';
import {
  chooseNetwork,
  fillCard,
  passChallenge,
  shownCard,
  TEST_CARDS,
  tickSaveCard,
} from '../../src/testing/webdriver.js';
import { eventually } from '../../test/support/card-page.js';
import { registrationFor } from '../../test/support/registration.js';
import { openTestSandbox } from '../../test/support/sandbox.js';
import { useIsolatedWebKit } from './isolated-webkit.js';

const webkit = useIsolatedWebKit({ networkChoice: true });
const { session, run } = webkit;

/** Runs in the page: the entries of each submit that posts, kept in `window.posts`, no navigation. */
const CAPTURE_POSTS = `window.posts = [];
document.addEventListener('submit', (event) => {
  window.posts.push([...new FormData(event.target, event.submitter)].map(([k, v]) => [k, String(v)]));
  event.preventDefault();
});`;

/** Opens `page`, creates the element `tag` with `attributes` and a registration in its form. */
async function open(page: string, tag: string, attributes: Record<string, string>) {
  await session().get(new URL(`/e2e/pages/${page}.html`, webkit.pagesUrl).href);
  await run(`return customElements.whenDefined('${tag}').then(() => true)`);
  await run(
    `const [tag, attributes, registration] = arguments;
    ${CAPTURE_POSTS}
    const element = document.querySelector(tag) ?? document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.registration = registration;
    if (!element.isConnected) document.getElementById('slot').append(element);`,
    tag,
    attributes,
    registrationFor(webkit.tokenization.url),
  );
  return session().findElement({ css: tag });
}

/** Each way a checkout holds the card: the element, or the frame element on another site. */
const MODES: Record<string, (attributes?: Record<string, string>) => Promise<WebElement>> = {
  '<card-tokenizer>': (attributes = {}) =>
    open('element-form', 'card-tokenizer', { name: 'card', ...attributes }),
  '<card-tokenizer-frame> on another site': (attributes = {}) =>
    open('isolated', 'card-tokenizer-frame', {
      src: `${webkit.frames.crossSite}/card-frame.html`,
      name: 'card',
      ...attributes,
    }),
};

const pay = async () => (await session().findElement({ css: 'button[type="submit"]' })).click();

for (const [mode, mount] of Object.entries(MODES)) {
  test(`${mode}: fillCard types the card over another, tickSaveCard ticks the box, the form posts both`, async () => {
    const element = await mount({ 'save-card': 'ask' });
    await fillCard(element, TEST_CARDS.amex);
    await fillCard(element, TEST_CARDS.mastercard);
    await tickSaveCard(element);
    await pay();
    await eventually(async () => assert.equal(await run<number>('return window.posts.length'), 1));
    const [posted] = await run<[string, string][][]>('return window.posts');
    expect(Object.fromEntries(posted!)).toMatchObject({ 'card-save': 'true' });
    expect(webkit.tokenization.requests.at(-1)!.body).toContain('cardNumber=5555555555554444');
  });

  test(`${mode}: shownCard reads the errors the shopper sees`, async () => {
    const element = await mount();
    await fillCard(element, TEST_CARDS.expired);
    await pay();
    await eventually(async () =>
      expect((await shownCard(element)).fields.expiry).toEqual({
        invalid: true,
        error: 'This card has expired.',
      }),
    );
    expect((await shownCard(element)).fields.number).toEqual({ invalid: false, error: '' });
  });

  test(`${mode}: fillCard by autofill sets each field in one edit, the card tokenizes`, async () => {
    const element = await mount({ 'holder-name': 'required' });
    await fillCard(element, TEST_CARDS.visa, { by: 'autofill', holderName: 'Ada Lovelace' });
    expect(await run<string>('return arguments[0].tokenize()', element)).toMatch(/^data=/);
    const [month, year] = TEST_CARDS.visa.expiry.split('/');
    expect(webkit.tokenization.requests.at(-1)!.body).toContain(
      `cardExpirationDate=${month}${year}`,
    );
  });
}

test('<card-tokenizer-frame>: chooseNetwork picks the co-branded card’s network in the frame', async () => {
  const element = await MODES['<card-tokenizer-frame> on another site']!({ 'network-choice': '' });
  await run(
    "arguments[0].binLookup = (bin) => Promise.resolve(bin.startsWith('497010') ? ['CB', 'VISA'] : [])",
    element,
  );
  await run(
    "window.changes = []; document.addEventListener('card-change', (event) => window.changes.push(event.detail))",
  );
  await fillCard(element, TEST_CARDS.coBrandedVisa);
  await chooseNetwork(element, 'VISA');
  await eventually(async () =>
    expect(await run<unknown>('return window.changes.at(-1)')).toMatchObject({
      complete: true,
      preferredCardNetwork: 'VISA',
    }),
  );
});

test('passChallenge authenticates on the sandbox’s challenge page, back on the return URL', async () => {
  const sandbox = await openTestSandbox();
  try {
    const card = await sandbox.createCard(TEST_CARDS.challenge.number);
    const returnUrl = new URL('/e2e/pages/index.html', webkit.pagesUrl).href;
    const validation = await sandbox.createValidation(card, { SecureModeReturnURL: returnUrl });
    await session().get(validation.SecureModeRedirectURL!);
    await passChallenge(session());
    expect(await session().getCurrentUrl()).toBe(`${returnUrl}?cardValidationId=${validation.Id}`);
    const path = `${sandbox.v2}/cards/${card.Id}/validation/${validation.Id}`;
    expect((await sandbox.call('GET', path)).body).toMatchObject({ Status: 'SUCCEEDED' });
  } finally {
    await sandbox.close();
  }
});
