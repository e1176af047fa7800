import { expect, type Page } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import { chooseNetwork, fillCard, TEST_CARDS } from '../src/testing/playwright.js';
import { withoutBrowserData } from '../test/support/browser-data.js';
import { CARD, CARD_NUMBER, TEST_CARD } from '../test/support/cards.js';
import { refusingUrl } from '../test/support/confine-card-data.js';
import { allowClipboard } from '../test/support/fill.js';
import { elementTokenize, headlessTokenize } from '../test/support/page-tokenize.js';
import { captureSubmissions } from '../test/support/page-watchers.js';
import { card, openPage, shownCard } from '../test/support/playwright-page.js';
import { registrationFor } from '../test/support/registration.js';
import { answer, stall } from '../test/support/tokenization-server.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';
import { watchCardData, type CardDataCrawler } from './card-data-crawler.js';

// Each scenario types the card with the keyboard, as a shopper does, then the crawler looks
// everywhere the page could have put it. The inputs and the registration request are the only
// places card digits may be.

const server = useTokenizationServer(test);

const EMPTY = ['', '', ''];

/** Opens a page of e2e/pages/ under the crawler's watch; the card may be posted to `urls`. */
async function watched(page: Page, name: string, urls = [server.url]): Promise<CardDataCrawler> {
  const crawler = await watchCardData(page, urls);
  await openPage(page, name);
  await card(page).el.evaluate(
    (el: HTMLElementTagNameMap['card-tokenizer'], timeout) => el.setAttribute('timeout', timeout),
    '1000',
  );
  return crawler;
}

test('after a successful tokenize()', async ({ page }) => {
  const crawler = await watched(page, 'basic');
  await fillCard(card(page).el, TEST_CARD);
  expect(await elementTokenize(page, registrationFor(server.url))).toEqual({
    data: 'data=registration-data-1',
  });
  expect(new URLSearchParams(server.requests[0]!.body).get('cardNumber')).toBe(CARD_NUMBER);
  expect(await crawler.leaks(CARD_NUMBER)).toEqual([]);
});

test('after the server refuses the card, which stays in the field', async ({ page }) => {
  server.behave(answer('errorCode=02625'));
  const crawler = await watched(page, 'basic');
  await fillCard(card(page).el, TEST_CARD);
  const { error } = await elementTokenize(page, registrationFor(server.url));
  expect(error).toMatchObject({ code: 'server', field: 'number' });
  expect(await shownCard(page)).toEqual(['4242 4242 4242 4242', '12/30', '123']);
  expect(await crawler.leaks(CARD_NUMBER)).toEqual([]);
});

test('after a refused connection and a timeout', async ({ page }) => {
  const nowhere = await refusingUrl();
  const crawler = await watched(page, 'basic', [nowhere, server.url]);
  await fillCard(card(page).el, TEST_CARD);
  expect((await elementTokenize(page, registrationFor(nowhere))).error?.code).toBe('network');
  server.behave(stall);
  const stalled = registrationFor(server.url, 2);
  expect((await elementTokenize(page, stalled)).error?.code).toBe('timeout');
  expect(await crawler.leaks(CARD_NUMBER)).toEqual([]);
});

test('after headless tokenizeCard() calls, one answered by a page quoting the card', async ({
  page,
}) => {
  const crawler = await watched(page, 'basic');
  expect(await headlessTokenize(page, registrationFor(server.url))).toEqual({
    data: 'data=registration-data-1',
  });
  server.behave(answer(`<!doctype html><p>Refused card ${CARD.cardNumber}</p>`, 500));
  const { error } = await headlessTokenize(page, registrationFor(server.url, 2));
  expect(error?.code).toBe('bad_response');
  await page.evaluate((message) => console.error(message), error!.message);
  expect(await crawler.leaks(CARD_NUMBER)).toEqual([]);
});

test('after the form posts and the page navigates', async ({ page }) => {
  const crawler = await watched(page, 'form');
  await card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer'], url) => {
    el.registration = { CardRegistrationURL: url, AccessKey: 'k', PreregistrationData: 'p' };
  }, server.url);
  const posts = await captureSubmissions(page);
  await fillCard(card(page).el, TEST_CARD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/e2e/submitted');
  expect(posts.map((body) => withoutBrowserData(body))).toEqual([
    'email=shopper%40example.com&card=data%3Dregistration-data-1',
  ]);
  expect(await crawler.leaks(CARD_NUMBER)).toEqual([]);
});

test('after the form posts through the page script, which then resets it', async ({ page }) => {
  const crawler = await watched(page, 'form');
  const posts = await captureSubmissions(page);
  await page.locator('form').evaluate((form: HTMLFormElement, url) => {
    const el = form.querySelector('card-tokenizer')!;
    el.registration = { CardRegistrationURL: url, AccessKey: 'k', PreregistrationData: 'p' };
    // A single-page checkout: post with fetch, stay on the page, clear the form.
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      await fetch(form.action, {
        method: 'POST',
        body: new URLSearchParams([...new FormData(form)] as [string, string][]),
      });
      form.reset();
      form.dataset.sent = 'yes';
    });
  }, server.url);
  await fillCard(card(page).el, TEST_CARD);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.locator('form')).toHaveAttribute('data-sent', 'yes');
  expect(posts.map((body) => withoutBrowserData(body))).toEqual([
    'email=shopper%40example.com&card=data%3Dregistration-data-1',
  ]);
  expect(await shownCard(page)).toEqual(EMPTY);
  expect(await crawler.leaks(CARD_NUMBER)).toEqual([]);
});

test('after a single-page checkout submits the form, which stays on the page', async ({ page }) => {
  const crawler = await watched(page, 'form');
  const form = page.locator('form');
  await form.evaluate((form: HTMLFormElement, registration) => {
    form.querySelector('card-tokenizer')!.registration = registration;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      form.dataset.sent = `${form.dataset.sent ?? ''} ${new FormData(form).get('card')}`.trim();
    });
  }, registrationFor(server.url));
  await fillCard(card(page).el, TEST_CARD);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(form).toHaveAttribute('data-sent', 'data=registration-data-1');
  expect(await shownCard(page)).toEqual(EMPTY);
  await expect(card(page).number).toHaveAttribute('aria-invalid', 'false');
  // The form value outlives the inputs: the page may submit again, with no new request.
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(form).toHaveAttribute('data-sent', /^(data=registration-data-1 ?){2}$/);
  expect(server.requests).toHaveLength(1);
  await card(page).number.pressSequentially('4');
  await expect
    .poll(() => form.evaluate((form: HTMLFormElement) => new FormData(form).has('card')))
    .toBe(false);
  expect(await crawler.leaks(CARD_NUMBER)).toEqual([]);
});

test('after the page is hidden, as it enters the back/forward cache', async ({ page }) => {
  const crawler = await watched(page, 'basic');
  await fillCard(card(page).el, TEST_CARD);
  await page.evaluate(() =>
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })),
  );
  await expect.poll(() => shownCard(page)).toEqual(EMPTY);
  expect(await crawler.leaks(CARD_NUMBER)).toEqual([]);
});

test('after reset()', async ({ page }) => {
  const crawler = await watched(page, 'basic');
  await fillCard(card(page).el, TEST_CARD);
  await elementTokenize(page, registrationFor(server.url));
  await card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer']) => el.reset());
  expect(await shownCard(page)).toEqual(EMPTY);
  expect(
    await card(page).el.evaluate(
      (el: HTMLElementTagNameMap['card-tokenizer']) => el.registrationData,
    ),
  ).toBeUndefined();
  expect(await crawler.leaks(CARD_NUMBER)).toEqual([]);
});

test('a paste reaches the page only through the browser own input events', async ({
  page,
  context,
  browserName,
}) => {
  await allowClipboard(context, browserName);
  const crawler = await watched(page, 'basic');
  await page.evaluate((number) => navigator.clipboard.writeText(number), CARD_NUMBER);
  await card(page).number.click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(card(page).number).toHaveValue('4242 4242 4242 4242');
  await elementTokenize(page, registrationFor(server.url));
  // beforeinput and input carry the pasted text in `data`; capture listeners on window run before
  // the element's shadow root can see them. Any script on the page can read the inputs anyway:
  // that is why the page's scripts must be pinned (README, "Security model").
  const places = (await crawler.leaks(CARD_NUMBER)).map(({ where }) => where);
  expect(places).toEqual(['event beforeinput', 'event input']);
});

test('the crawler itself finds card digits wherever a page could leave them', async ({ page }) => {
  const crawler = await watched(page, 'basic');
  await page.evaluate(async (digits) => {
    const el = document.querySelector('card-tokenizer')!;
    el.querySelector('input')!.setAttribute('data-last', digits.slice(-6));
    el.dispatchEvent(new CustomEvent('card-change', { detail: { number: digits } }));
    // Any type, not bubbling, inside the shadow root, with a detail JSON alone would not show.
    el.querySelector('input')!.dispatchEvent(
      new CustomEvent('checkout-step', { detail: new Map([['card', digits]]) }),
    );
    console.info(`card ${digits.slice(0, 4)} ${digits.slice(4, 8)}`);
    localStorage.setItem('card', digits);
    sessionStorage.setItem('card', digits);
    document.cookie = `card=${digits}`;
    // Created once opened: a crawl started before then may not see the database yet.
    await new Promise((done) => (indexedDB.open(`cards-${digits}`).onsuccess = done));
    history.replaceState({ digits }, '', `#${digits}`);
    window.name = digits;
    // A control's value, set as a property: in a shadow root, and in a form's entries.
    const shadow = document.body.appendChild(document.createElement('div'));
    shadow
      .attachShadow({ mode: 'open' })
      .append(Object.assign(document.createElement('input'), { value: digits }));
    const form = document.body.appendChild(document.createElement('form'));
    form.append(Object.assign(document.createElement('input'), { name: 'card', value: digits }));
    await fetch('/e2e/pages/index.html', { method: 'POST', body: `card=${digits}` });
    await fetch(`/e2e/pages/index.html?card=${digits}`);
  }, CARD_NUMBER);
  const leaks = (await crawler.leaks(CARD_NUMBER)).map(({ where }) => where);
  expect(leaks).toEqual(
    expect.arrayContaining([
      'request POST',
      'request GET',
      'event checkout-step',
      'document div::shadow <input> value',
      'form entries',
    ]),
  );
  const places = leaks.map((where) => where.split(' ')[0]);
  for (const where of [
    'document',
    'event',
    'console',
    'localStorage',
    'sessionStorage',
    'cookies',
    'document.cookie',
    'IndexedDB',
    'location',
    'location.href',
    'history.state',
    'window.name',
    'request',
  ]) {
    expect(places).toContain(where);
  }
});

test('with the network choice: the BIN goes to the lookup function only, 8 digits', async ({
  page,
}) => {
  const coBranded = TEST_CARDS.coBrandedVisa.number;
  const crawler = await watched(page, 'network');
  await fillCard(page.locator('card-tokenizer'), TEST_CARDS.coBrandedVisa);
  await chooseNetwork(page.locator('card-tokenizer'), 'VISA');
  expect(await elementTokenize(page, registrationFor(server.url))).toEqual({
    data: 'data=registration-data-1',
  });
  expect(await page.evaluate(() => (window as unknown as { lookups: string[] }).lookups)).toEqual([
    '49701071',
  ]);
  const entries = await page.evaluate(() => [...new FormData(document.forms[0])]);
  expect(entries).toContainEqual(['card-network', 'VISA']);
  expect(await crawler.leaks(coBranded)).toEqual([]);
});
