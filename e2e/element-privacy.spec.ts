import { expect, test, type Page } from '@playwright/test';
import { fillCard } from '../src/testing/playwright.js';
import { assertBrowserData, withoutBrowserData } from '../test/support/browser-data.js';
import { CARD_NUMBER_FORMS, TEST_CARD } from '../test/support/cards.js';
import { captureSubmissions } from '../test/support/page-watchers.js';
import { card, openPage } from '../test/support/playwright-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

const server = useTokenizationServer(test);

/** The card number, grouped or not, or URL-encoded with `+` for spaces. */
const holdsCardNumber = (text: string) => CARD_NUMBER_FORMS.some((form) => text.includes(form));

/** Every attribute value of every node, shadow roots included. */
function allAttributes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const values: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        for (const attribute of element.attributes) values.push(attribute.value);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return values;
  });
}

test('the card number goes in exactly one request, to the registration URL, and nowhere else', async ({
  page,
}) => {
  const requests: { method: string; url: string; body: string }[] = [];
  page.on('request', (request) =>
    requests.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' }),
  );
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  const posted = await captureSubmissions(page);
  const details: string[] = [];
  await page.exposeFunction('recordDetail', (detail: string) => details.push(detail));
  await openPage(page, 'form', server.url);
  await page.evaluate(() => {
    for (const type of ['card-change', 'card-tokenized', 'card-error']) {
      document.addEventListener(type, (event) =>
        (window as unknown as { recordDetail(detail: string): void }).recordDetail(
          `${type} ${JSON.stringify((event as CustomEvent).detail)}`,
        ),
      );
    }
  });

  await fillCard(card(page).el, TEST_CARD);
  await card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer']) => el.tokenize());
  const attributes = await allAttributes(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/e2e/submitted');

  const carrying = requests.filter((request) => holdsCardNumber(request.url + request.body));
  expect(carrying.map(({ method, url }) => `${method} ${url}`)).toEqual([`POST ${server.url}`]);
  expect(server.requests.map((request) => request.method)).toEqual(['POST']);
  expect(server.requests[0]!.headers['content-type']).toMatch(
    /^application\/x-www-form-urlencoded/,
  );
  expect(server.requests[0]!.headers.cookie).toBeUndefined();
  expect(attributes.filter(holdsCardNumber)).toEqual([]);
  const [tokenized, ...others] = details.filter((detail) => !detail.startsWith('card-change '));
  expect(others).toEqual([]);
  const { registrationData, browserInfo, ...more } = JSON.parse(
    tokenized!.replace(/^card-tokenized /, ''),
  );
  expect([registrationData, more]).toEqual(['data=registration-data-1', {}]);
  assertBrowserData(browserInfo);
  expect(holdsCardNumber(tokenized!)).toBe(false);
  expect(details.length).toBeGreaterThan(20);
  expect(
    details.filter((detail) => detail.startsWith('card-change ') && /\d/.test(detail)),
  ).toEqual([]);
  expect(consoleLines.filter(holdsCardNumber)).toEqual([]);
  expect(posted.map((body) => withoutBrowserData(body))).toEqual([
    'email=shopper%40example.com&card=data%3Dregistration-data-1',
  ]);
});
