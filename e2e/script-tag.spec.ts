import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
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
