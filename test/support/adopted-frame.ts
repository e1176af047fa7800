// The frame in the page's HTML, adopted by <card-tokenizer-frame>: the servers, the documented
// markup and what the adoption specs read from the page and from a frame that is not adopted.
import { expect, type Page } from '@playwright/test';
import { test } from './reused-page.js';
import {
  startFirstPaintServers,
  type CheckoutPage,
  type FirstPaintServers,
} from './first-paint-server.js';

export const SCRIPT = '<script src="/dist/card-tokenizer-frame.iife.js"';
/** A stand-in for a page's tag: it greets as the frame does, and records all it is sent. */
export const GREETER = `<!doctype html><title>Greeter</title><script>
  window.received = [];
  const hello = { ct: 'card-tokenizer-frame:hello', theme: 'color' };
  addEventListener('message', (event) => {
    received.push({ data: JSON.stringify(event.data), ports: event.ports.length });
    if (event.data?.ct === hello.ct) parent.postMessage(hello, '*');
  });
  parent.postMessage(hello, '*');
</script>`;
/** What the registration attributes carry: none of it may reach a frame not adopted. */
export const SECRET = 'ticket-for-the-frame-only';

let servers: FirstPaintServers;
/** The servers of the spec file that calls it, started before its first test, reset before each. */
export function useAdoptionServers(): () => FirstPaintServers {
  test.beforeAll(async () => {
    servers = await startFirstPaintServers();
    servers.framePages.set('/greeter.html', GREETER);
  });
  test.afterAll(() => servers.close());
  test.beforeEach(() => {
    servers.delay = 0;
    servers.frameAnswer = 'page';
    servers.posts.length = 0;
  });
  return () => servers;
}

/** The documented markup: the element, and inside it the iframe of the same `src`. */
export const adopted = (src = servers.frameCrossSite, iframeSrc = src) =>
  `<card-tokenizer-frame src="${src}" name="card" registration-ticket="${SECRET}">` +
  `<iframe src="${iframeSrc}" title="Payment card form" allow="autofill; manual-text" data-markup></iframe>` +
  '</card-tokenizer-frame>';

/**
 * The page's first script, in its HTML rather than an init script (which would outlive the test
 * in a reused page): it records `card-error` details and which windows said the frame's hello.
 */
export const WATCHER = `<script>
  window.cardErrors = [];
  window.hellos = [];
  addEventListener('card-error', (event) => cardErrors.push(event.detail));
  // The element's listener hears the same event: a hello heard here was heard there.
  addEventListener('message', (event) => {
    if (event.data?.ct === 'card-tokenizer-frame:hello' && event.source) hellos.push(event.source);
  });
</script>`;

let pages = 0;
/** Opens `checkout`, recording `card-error` details and which windows said the frame's hello. */
export async function open(page: Page, checkout: CheckoutPage): Promise<void> {
  const path = `/adopted-${++pages}.html`;
  servers.setPage(path, { ...checkout, head: WATCHER + checkout.head });
  await page.goto(`${servers.origin}${path}`, { waitUntil: 'domcontentloaded' });
}

export const cardErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { cardErrors: unknown[] }).cardErrors);

/** The handshake done and the frame sized: the fields are on screen. */
export async function drawn(page: Page): Promise<void> {
  const card = page.locator('card-tokenizer-frame');
  await expect.poll(() => card.evaluate((el) => el.matches(':state(ready)'))).toBe(true);
  await expect
    .poll(() => card.locator('iframe').evaluate((frame: HTMLElement) => frame.offsetHeight))
    .toBeGreaterThan(0);
  await expect(card).not.toHaveAttribute('aria-busy');
}

/** What `tokenize()` of the page's element settles to: `tokenized`, or its error's code. */
export const tokenizeOutcome = (page: Page) =>
  page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) =>
      el.tokenize().then(
        () => 'tokenized',
        (error: Error & { code: string }) => error.code,
      ),
    );

/** Every message the greeter page received. */
export async function greeterReceived(page: Page): Promise<{ data: string; ports: number }[]> {
  const greeter = page.frames().find((frame) => frame.url().endsWith('/greeter.html'));
  if (!greeter) throw new Error('Expected the greeter page in a frame');
  return greeter.evaluate(
    () => (window as unknown as { received: { data: string; ports: number }[] }).received,
  );
}

/**
 * All the greeter was sent, once the page has heard its hello and then a ping sent after it has
 * arrived: an answer of the element to that hello would have come before the ping. No port.
 */
export async function greeterGot(
  page: Page,
  greeter = page.locator('iframe[src$="/greeter.html"]'),
): Promise<string> {
  await expect
    .poll(() =>
      greeter.evaluate((frame: HTMLIFrameElement) =>
        (window as unknown as { hellos: MessageEventSource[] }).hellos.includes(
          frame.contentWindow!,
        ),
      ),
    )
    .toBe(true);
  await greeter.evaluate((frame: HTMLIFrameElement) =>
    frame.contentWindow!.postMessage('ping', '*'),
  );
  await expect.poll(async () => JSON.stringify(await greeterReceived(page))).toContain('ping');
  const received = await greeterReceived(page);
  expect(received.filter((message) => message.ports > 0)).toEqual([]);
  return JSON.stringify(received);
}

/** Pay pressed: nothing reaches the server (a request sent after the click arrives after it). */
export async function payPostsNothing(page: Page): Promise<void> {
  const url = page.url();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.evaluate(() => fetch('/dist/card-tokenizer.css').then((response) => response.text()));
  expect(servers.posts).toEqual([]);
  expect(page.url()).toBe(url);
}
