import type { Page } from '@playwright/test';
import type { CardInput } from '../../src/core/card.js';
import type * as Core from '../../src/core/index.js';
import type { CardRegistration } from '../../src/core/registration.js';
import type { TokenizeOptions } from '../../src/core/tokenize.js';
import { CARD } from './cards.js';
import { card } from './playwright-page.js';

/** What a tokenization ended with, as plain data the page can hand back. */
export interface Outcome {
  data?: string;
  error?: { name: string; code: string; field?: string; serverCode?: string; message: string };
}

/** The page's tokenization in flight, kept on `window` until `outcome()` reads it. */
type Tokenizing = { tokenizing: Promise<string> };

/** Starts `el.tokenize()` without waiting, with a new registration if given. */
export async function startElementTokenize(
  page: Page,
  registration?: CardRegistration,
): Promise<void> {
  await card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer'], given) => {
    if (given) el.registration = given;
    const tokenizing = el.tokenize();
    // Handled here so that a refusal is not an unhandled rejection before outcome() reads it.
    tokenizing.catch(() => {});
    Object.assign(window, { tokenizing });
  }, registration);
}

/** Starts the headless `tokenizeCard()` in the page; `window.abortTokenize()` cancels it. */
export async function startHeadlessTokenize(
  page: Page,
  registration: CardRegistration,
  options: Omit<TokenizeOptions, 'signal'> = {},
  input: CardInput = CARD,
): Promise<void> {
  await page.evaluate(
    async ({ url, given, cardInput, tokenizeOptions }) => {
      const { tokenizeCard } = (await import(url)) as typeof Core;
      const controller = new AbortController();
      const signal = controller.signal;
      const tokenizing = tokenizeCard(given, cardInput, { ...tokenizeOptions, signal });
      // Handled here so that a refusal is not an unhandled rejection before outcome() reads it.
      tokenizing.catch(() => {});
      Object.assign(window, { tokenizing, abortTokenize: () => controller.abort() });
    },
    { url: '/src/core/index.ts', given: registration, cardInput: input, tokenizeOptions: options },
  );
}

/** How the tokenization started above ended, its error as plain data. */
export function outcome(page: Page): Promise<Outcome> {
  return page.evaluate(() =>
    (window as unknown as Tokenizing).tokenizing.then(
      (data): Outcome => ({ data }),
      ({ name, code, field, serverCode, message }: Core.TokenizationError): Outcome => ({
        error: { name, code, field, serverCode, message },
      }),
    ),
  );
}

/** Runs the headless `tokenizeCard()` in the page to the end. */
export async function headlessTokenize(
  page: Page,
  registration: CardRegistration,
  options: Omit<TokenizeOptions, 'signal'> = {},
  input: CardInput = CARD,
): Promise<Outcome> {
  await startHeadlessTokenize(page, registration, options, input);
  return outcome(page);
}

/** Runs `el.tokenize()` to the end, with a new registration if given. */
export async function elementTokenize(
  page: Page,
  registration?: CardRegistration,
): Promise<Outcome> {
  await startElementTokenize(page, registration);
  return outcome(page);
}
