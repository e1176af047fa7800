import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { card } from '../test/support/playwright-page.js';
import { registrationFor } from '../test/support/registration.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

const server = useTokenizationServer(test);

test('the IIFE exposes window.CardTokenizer, with only what a script-tag page uses, and defines <card-tokenizer>', async ({
  page,
}) => {
  await page.goto('/e2e/pages/script-tag.html');
  const globals = await page.evaluate(() => {
    const api = (window as unknown as { CardTokenizer: Record<string, unknown> }).CardTokenizer;
    return {
      names: Object.keys(api).sort(),
      tokenizeCard: typeof api.tokenizeCard,
      TokenizationError: typeof api.TokenizationError,
      version: api.version,
      defined: customElements.get('card-tokenizer') === api.CardTokenizer,
    };
  });
  expect(globals).toEqual({
    names: [
      'CardTokenizer',
      'TokenizationError',
      'browserInfo',
      'defineLocale',
      'tokenizeCard',
      'validateCard',
      'version',
    ],
    tokenizeCard: 'function',
    TokenizationError: 'function',
    version: JSON.parse(readFileSync('package.json', 'utf8')).version,
    defined: true,
  });
  await expect(page.getByLabel('Card number')).toBeEditable();
});

test('the IIFE tokenizes headless with window.CardTokenizer.tokenizeCard', async ({ page }) => {
  await page.goto('/e2e/pages/script-tag.html');
  const answer = await page.evaluate(async (url) => {
    const { tokenizeCard } = (
      window as unknown as { CardTokenizer: typeof import('../src/index.js') }
    ).CardTokenizer;
    return tokenizeCard(
      { CardRegistrationURL: url, AccessKey: 'key', PreregistrationData: 'pre' },
      { cardNumber: '4242 4242 4242 4242', cardExpirationDate: '12/30', cardCvx: '123' },
    );
  }, server.url);
  expect(answer).toBe('data=registration-data-1');
  expect(server.requests.map((request) => request.method)).toEqual(['POST']);
});

test('the IIFE carries no name field: with holder-name.js added, holder-name shows it and the name goes with the token', async ({
  page,
}) => {
  expect(readFileSync('dist/card-tokenizer.iife.js', 'utf8')).not.toMatch(/cc-name|Name on card/);
  await page.goto('/e2e/pages/script-tag.html');
  const { el, number, expiry, cvx } = card(page);
  await el.evaluate(async (element: HTMLElementTagNameMap['card-tokenizer']) => {
    element.setAttribute('holder-name', 'required');
    await element.updateComplete;
  });
  const holder = page.locator('card-tokenizer input[data-field="holder"]');
  await expect(holder).toHaveCount(0);

  await page.addScriptTag({ url: '/dist/holder-name.js' });
  await expect(page.getByLabel('Name on card')).toBeEditable();
  await el.evaluate((element: HTMLElementTagNameMap['card-tokenizer'], registration) => {
    element.registration = registration;
  }, registrationFor(server.url));
  await number.fill('4242424242424242');
  await expiry.fill('12/30');
  await cvx.fill('123');
  await expect(
    el.evaluate((element: HTMLElementTagNameMap['card-tokenizer']) => element.tokenize()),
  ).rejects.toThrow('Enter the name on the card.');
  await holder.fill('Jane Doe');
  const name = await el.evaluate(
    (element: HTMLElementTagNameMap['card-tokenizer']) =>
      new Promise<string | undefined>((resolve) => {
        element.addEventListener('card-tokenized', (event) => resolve(event.detail.cardHolderName));
        void element.tokenize();
      }),
  );
  expect(name).toBe('Jane Doe');
  expect(server.requests.map((request) => request.body)).toEqual([
    'data=preregistration-1&accessKeyRef=access-key-1&cardNumber=4242424242424242&cardExpirationDate=1230&cardCvx=123',
  ]);
});
