import { expect, type Page, type test as playwrightTest } from '@playwright/test';
import { createServer, type AddressInfo } from 'node:net';
import type { CardInput } from '../src/core/card.js';
import type * as Core from '../src/core/index.js';
import type { CardRegistration } from '../src/core/registration.js';
import type { TokenizeOptions } from '../src/core/tokenize.js';
import type { Behaviour, TokenizationServer } from '../test/tokenization-server.js';
import { watchCardData, type CardDataCrawler } from './card-data-crawler.js';
import { card } from './element-helpers.js';

export const CARD: CardInput = {
  cardNumber: '4242424242424242',
  cardExpirationDate: '12/30',
  cardCvx: '123',
};

/** Every card number the reliability specs type or paste. */
const CARD_NUMBERS = [CARD.cardNumber, '5555555555554444'];

/** URLs handed out by `refusingUrl()`: tokenization URLs where nothing listens. */
const refusedUrls = new Set<string>();

/**
 * Crawls the page after each passing test of the file for card digits (e2e/card-data-crawler.ts).
 * They may be only in the inputs, in what is posted to the tokenization server (or to a refusing
 * URL standing for it), and in the browser's own `beforeinput` and `input` events, which carry
 * what the shopper typed or pasted to every script on the page before the element sees it.
 */
export function confineCardData(test: typeof playwrightTest, server: TokenizationServer): void {
  let crawler: CardDataCrawler | undefined;
  const toTokenization = (url: string) =>
    url.startsWith(`${server.origin}/`) || refusedUrls.has(url);
  test.beforeEach(async ({ page }) => {
    crawler = await watchCardData(page, toTokenization);
  });
  test.afterEach(async ({ page }, testInfo) => {
    if (testInfo.status !== 'passed' || page.isClosed()) return;
    const leaks = (await crawler!.leaks(CARD_NUMBERS))
      .filter(({ where, native }) => !(native && /^event (before)?input$/.test(where)))
      .map(({ where, text }) => `${where}: ${text.length > 200 ? `${text.slice(0, 200)}…` : text}`);
    expect(leaks, 'card digits outside the inputs and the tokenization request').toEqual([]);
  });
}

/** A fresh single-use registration for `url`: a new one is a new tokenization, even for one card. */
export function registrationFor(url: string, n = 1): CardRegistration {
  return {
    Id: `registration-${n}`,
    CardRegistrationURL: url,
    AccessKey: `access-key-${n}`,
    PreregistrationData: `preregistration-${n}`,
    CardType: 'CB_VISA_MASTERCARD',
  };
}

/** A loopback URL where nothing listens: the connection is refused. */
export async function refusingUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  const url = `http://127.0.0.1:${port}/api/vault/tokenize/gone`;
  refusedUrls.add(url);
  return url;
}

/** Sends the head and part of a `data=` answer, then closes the connection. */
export const hangUpMidAnswer: Behaviour = (_request, response) => {
  response.writeHead(200, {
    'Content-Type': 'text/plain',
    'Content-Length': '100',
    'Access-Control-Allow-Origin': '*',
  });
  response.write('data=part', () => response.socket?.destroy());
};

/** What a tokenization ended with, as plain data the page can hand back. */
export interface Outcome {
  data?: string;
  error?: { name: string; code: string; field?: string; serverCode?: string; message: string };
}

/** The three inputs, found by part so that any page language works. */
export function cardInputs(page: Page) {
  const input = (field: string) => page.locator(`card-tokenizer [part="${field}-input"]`);
  return { number: input('number'), expiry: input('expiry'), cvx: input('cvx') };
}

/** Fills the three fields, one edit each, as autofill would. */
export async function fillCard(page: Page, input: CardInput = CARD): Promise<void> {
  const { number, expiry, cvx } = cardInputs(page);
  await number.fill(input.cardNumber);
  await expiry.fill(input.cardExpirationDate);
  await cvx.fill(input.cardCvx);
}

/** The values the three inputs show. */
export async function shownCard(page: Page): Promise<string[]> {
  const { number, expiry, cvx } = cardInputs(page);
  return Promise.all([number.inputValue(), expiry.inputValue(), cvx.inputValue()]);
}

/** Starts `el.tokenize()` without waiting, with a new registration if given. */
export async function startElementTokenize(
  page: Page,
  registration?: CardRegistration,
): Promise<void> {
  await card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer'], given) => {
    if (given) el.registration = given;
    const plainError = ({ name, code, field, serverCode, message }: Core.TokenizationError) => ({
      name,
      code,
      field,
      serverCode,
      message,
    });
    const outcome = el.tokenize().then(
      (data): Outcome => ({ data }),
      (error: Core.TokenizationError): Outcome => ({ error: plainError(error) }),
    );
    Object.assign(window, { outcome });
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
      const plainError = ({ name, code, field, serverCode, message }: Core.TokenizationError) => ({
        name,
        code,
        field,
        serverCode,
        message,
      });
      const signal = controller.signal;
      const outcome = tokenizeCard(given, cardInput, { ...tokenizeOptions, signal }).then(
        (data): Outcome => ({ data }),
        (error: Core.TokenizationError): Outcome => ({ error: plainError(error) }),
      );
      Object.assign(window, { outcome, abortTokenize: () => controller.abort() });
    },
    { url: '/src/core/index.ts', given: registration, cardInput: input, tokenizeOptions: options },
  );
}

/** How the tokenization started above ended (the page's promise never rejects). */
export function outcome(page: Page): Promise<Outcome> {
  return page.evaluate(() => (window as unknown as { outcome: Promise<Outcome> }).outcome);
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

/** Requests the page sent to `url`, counted by the browser: refused or blocked ones included. */
export function countRequestsTo(page: Page, url: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url() === url) count += 1;
  });
  return () => count;
}
