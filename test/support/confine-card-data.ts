import { expect, type test as playwrightTest } from '@playwright/test';
import { createServer, type AddressInfo } from 'node:net';
import { watchCardData, type CardDataCrawler } from '../../e2e/card-data-crawler.js';
import { CARD_NUMBER } from './cards.js';
import type { TokenizationServer } from './tokenization-server.js';

/** Every card number the reliability specs type or paste. */
const CARD_NUMBERS = [CARD_NUMBER, '5555555555554444'];

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
