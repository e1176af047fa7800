import { expect, test } from '@playwright/test';
import { fillCard as fillByKit } from '../src/testing/playwright.js';
import { TEST_CARD } from '../test/support/cards.js';
import { withoutBrowserData } from '../test/support/browser-data.js';
import { confineCardData } from '../test/support/confine-card-data.js';
import { fillCard } from '../test/support/fill.js';
import { elementTokenize } from '../test/support/page-tokenize.js';
import { captureSubmissions } from '../test/support/page-watchers.js';
import { card, openPage } from '../test/support/playwright-page.js';
import { registrationFor } from '../test/support/registration.js';
import { answer, gate } from '../test/support/tokenization-server.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';
import { en } from '../src/core/messages.js';

// e2e/element-form.spec.ts covers two clicks on Pay while the card is being tokenized, and
// e2e/scenarios/tokenize.ts a second tokenize() of the same card; these add the other ways.

const server = useTokenizationServer(test);
confineCardData(test, server);

/**
 * Holds the answer until released: the shopper's repeats land while the card is being
 * tokenized, once the server holds the request.
 */
function holdAnswer() {
  const held = gate();
  server.behave(held.behaviour);
  return held;
}

/** The form as posted, once its browser data is checked and taken out. */
const TOKENIZED_FORM = 'email=shopper%40example.com&card=data%3Dregistration-data-1';

test('a double click on Pay tokenizes once and posts the form once', async ({ page }) => {
  await openPage(page, 'form', server.url);
  const posts = await captureSubmissions(page);
  await fillByKit(card(page).el, TEST_CARD);
  const held = holdAnswer();
  await page.getByRole('button', { name: 'Pay' }).dblclick();
  await expect.poll(() => server.requests.length).toBe(1);
  held.release();
  await page.waitForURL('**/e2e/submitted');
  expect(server.requests).toHaveLength(1);
  expect(posts.map((body) => withoutBrowserData(body))).toEqual([TOKENIZED_FORM]);
});

test('Enter held down tokenizes once and posts the form once', async ({ page }) => {
  await openPage(page, 'form', server.url);
  const posts = await captureSubmissions(page);
  await fillByKit(card(page).el, TEST_CARD);
  const held = holdAnswer();
  await page.keyboard.down('Enter');
  await expect.poll(() => server.requests.length).toBe(1);
  // A held key repeats keydown: while the card is being tokenized…
  for (let repeat = 0; repeat < 10; repeat++) await page.keyboard.down('Enter');
  held.release();
  // …and on while the answer comes and the checkout page loads.
  await expect
    .poll(async () => {
      await page.keyboard.down('Enter').catch(() => {}); // the page may be going
      return page.url();
    })
    .toMatch(/\/e2e\/submitted$/);
  await page.keyboard.up('Enter').catch(() => {});
  expect(server.requests).toHaveLength(1);
  expect(posts.map((body) => withoutBrowserData(body))).toEqual([TOKENIZED_FORM]);
});

test('submits requested while the card is being tokenized post the form once', async ({ page }) => {
  await openPage(page, 'form', server.url);
  const posts = await captureSubmissions(page);
  await fillByKit(card(page).el, TEST_CARD);
  const held = holdAnswer();
  const form = page.locator('form');
  await form.evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect.poll(() => server.requests.length).toBe(1);
  await form.evaluate((form: HTMLFormElement) => form.requestSubmit());
  held.release();
  await page.waitForURL('**/e2e/submitted');
  expect(server.requests).toHaveLength(1);
  expect(posts.map((body) => withoutBrowserData(body))).toEqual([TOKENIZED_FORM]);
});

test('concurrent tokenize() calls share one request and one answer', async ({ page }) => {
  await openPage(page, 'basic', server.url);
  await fillCard(page);
  const held = holdAnswer();
  type Pending = { pending: Promise<string>[] };
  const { el } = card(page);
  // Two calls at once, then a third once the server holds the request.
  await el.evaluate((el: HTMLElementTagNameMap['card-tokenizer']) => {
    (window as unknown as Pending).pending = [el.tokenize(), el.tokenize()];
  });
  await expect.poll(() => server.requests.length).toBe(1);
  await el.evaluate((el: HTMLElementTagNameMap['card-tokenizer']) => {
    (window as unknown as Pending).pending.push(el.tokenize());
  });
  held.release();
  const answers = await page.evaluate(() => Promise.all((window as unknown as Pending).pending));
  expect(answers).toEqual(Array(3).fill('data=registration-data-1'));
  expect(server.requests).toHaveLength(1);
});

test('after success, another card is not posted to the spent registration', async ({ page }) => {
  await openPage(page, 'basic');
  await fillCard(page);
  const registration = registrationFor(server.url);
  expect(await elementTokenize(page, registration)).toEqual({ data: 'data=registration-data-1' });
  // The same card again: the same answer, nothing posted.
  expect(await elementTokenize(page)).toEqual({ data: 'data=registration-data-1' });
  expect(server.requests).toHaveLength(1);
  await card(page).number.fill('5555555555554444');
  const second = await elementTokenize(page);
  expect(second.error).toMatchObject({
    code: 'configuration',
    message: expect.stringMatching(/^Expected a new Card Registration/),
  });
  await expect(page.locator('card-tokenizer [part="error"]')).toHaveText(en.configuration);
  expect(server.requests).toHaveLength(1);
  // A fresh registration takes the new card.
  server.behave(answer('data=registration-data-2'));
  expect(await elementTokenize(page, registrationFor(server.url, 2))).toEqual({
    data: 'data=registration-data-2',
  });
  expect(server.requests).toHaveLength(2);
});

test('with a registration function, a changed card asks for a new registration', async ({
  page,
}) => {
  await openPage(page, 'basic');
  await fillCard(page);
  server.behave((request, response) => {
    const data = new URLSearchParams(request.body).get('data');
    answer(`data=for-${data}`)(request, response);
  });
  type Asked = { asked: number };
  await card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer'], url) => {
    Object.assign(window, { asked: 0 });
    el.registration = ({ cardType }) => {
      const n = ++(window as unknown as Asked).asked;
      return {
        CardRegistrationURL: url,
        AccessKey: `k${n}`,
        PreregistrationData: `pre-${n}`,
        CardType: cardType,
      };
    };
  }, server.url);
  const tokenizeWithFunction = () =>
    card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer']) => el.tokenize());

  expect(await tokenizeWithFunction()).toBe('data=for-pre-1');
  expect(await tokenizeWithFunction()).toBe('data=for-pre-1');
  await card(page).number.fill('5555555555554444');
  expect(await tokenizeWithFunction()).toBe('data=for-pre-2');
  expect(await page.evaluate(() => (window as unknown as Asked).asked)).toBe(2);
  expect(server.requests).toHaveLength(2);
});
