// When the card cannot load, the shopper reads why in the page's language, in the card's own
// space, with a way back; the developer's message goes to `card-error` and the console; and the
// form posts nothing. The four ways it fails: the frame's page answers 404, never answers, is
// blocked by the page's frame-src, or the element's script never loads. A failure module that
// arrives after a newer frame has answered shows nothing.
import { expect, type Page } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import {
  startFirstPaintServers,
  type CheckoutPage,
  type FirstPaintServers,
} from '../test/support/first-paint-server.js';

const FRAME_SCRIPT = '<script src="/dist/card-tokenizer-frame.iife.js"></script>';
/** The README's markup for a script that never loads: a message, and a control that stops the post. */
const FALLBACK = `<div class="card-tokenizer-fallback" role="alert">
    The card form could not load. <a href="">Reload the page</a>
    <input required hidden />
  </div>`;

let servers: FirstPaintServers;
test.beforeAll(async () => {
  servers = await startFirstPaintServers();
});
test.afterAll(() => servers.close());
test.beforeEach(() => {
  servers.delay = 0;
  servers.frameAnswer = 'page';
  servers.posts.length = 0;
});

/**
 * The page's first script, in its HTML rather than an init script (which would outlive the test
 * in a reused page): the form's `invalid` events, `card-error` messages and each `aria-busy` before.
 */
const WATCHER = `<script>
  window.invalid = [];
  window.cardErrors = [];
  // What aria-busy was before each change: kept however fast the failure comes.
  window.busyBefore = [];
  new MutationObserver((changes) => {
    for (const change of changes) busyBefore.push(change.oldValue);
  }).observe(document, { subtree: true, attributeFilter: ['aria-busy'], attributeOldValue: true });
  addEventListener('invalid', (event) => invalid.push(event.target.localName), true);
  addEventListener('card-error', (event) => cardErrors.push(event.detail.message));
</script>`;

let pages = 0;
/** Opens `checkout`, recording the form's `invalid` events, `card-error` codes and console errors. */
async function open(page: Page, checkout: CheckoutPage) {
  const path = `/failure-${++pages}.html`;
  servers.setPage(path, { ...checkout, head: WATCHER + checkout.head });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // Not the load event: a frame that never answers holds it.
  await page.goto(`${servers.origin}${path}`, { waitUntil: 'domcontentloaded' });
  return { consoleErrors, payTop: await payTop(page) };
}

const payTop = (page: Page) =>
  page.getByRole('button', { name: 'Pay' }).evaluate((pay) => pay.getBoundingClientRect().top);

/** Pay pressed: the browser's form validation refuses (an `invalid` event), and nothing is posted. */
async function payPostsNothing(page: Page, refusedBy: string): Promise<void> {
  const url = page.url();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { invalid: string[] }).invalid))
    .toContain(refusedBy);
  // A request after the click: a post the click had sent would have reached the server first.
  await page.evaluate(() => fetch('/dist/card-tokenizer.css').then((response) => response.text()));
  expect(servers.posts).toEqual([]);
  expect(page.url()).toBe(url);
}

/** The message's box lies inside the card element's box: the card's own space. */
async function insideCard(page: Page, selector: string): Promise<void> {
  const [card, box] = await page.evaluate((selector) => {
    const rect = (element: Element | null) => element!.getBoundingClientRect().toJSON();
    const card = document.querySelector('card-tokenizer, card-tokenizer-frame');
    return [rect(card), rect(document.querySelector(selector))];
  }, selector);
  expect(box.height).toBeGreaterThan(0);
  expect(box.top).toBeGreaterThanOrEqual(card.top - 0.5);
  expect(box.bottom).toBeLessThanOrEqual(card.bottom + 0.5);
}

const frameCard = (attributes = '') =>
  `<card-tokenizer-frame src="${servers.frameCrossSite}" name="card" ${attributes}></card-tokenizer-frame>`;

for (const [failure, answer, lang, message, retry] of [
  [
    'a frame page that answers 404',
    404,
    'de',
    'Das Formular für die Zahlungskarte konnte nicht geladen werden.',
    'Erneut versuchen',
  ],
  [
    'a frame page that never answers',
    'never',
    'fr',
    'Le formulaire de carte de paiement n’a pas pu être chargé.',
    'Réessayer',
  ],
] as const)
  test(`${failure}: the shopper reads why in the page's language and tries again; nothing is posted`, async ({
    page,
  }) => {
    servers.frameAnswer = answer;
    const { consoleErrors, payTop: first } = await open(page, {
      head: FRAME_SCRIPT,
      card: frameCard('frame-timeout="1500"'),
      lang,
    });
    const card = page.locator('card-tokenizer-frame');
    const failed = card.getByRole('alert');
    await expect(failed).toHaveText(`${message}${retry}`);
    await expect(card).not.toHaveAttribute('aria-busy');
    // Busy until the failure showed (the 1.5 s may pass before a loaded machine looks).
    const busyBefore = await page.evaluate(
      () => (window as unknown as { busyBefore: (string | null)[] }).busyBefore,
    );
    expect(busyBefore.at(-1)).toBe('true');
    await insideCard(page, '.card-tokenizer-failure');
    expect(await payTop(page)).toBeCloseTo(first, 1);
    // The developer's message: in card-error and the console, not in front of the shopper.
    const cardErrors = await page.evaluate(
      () => (window as unknown as { cardErrors: string[] }).cardErrors,
    );
    expect(cardErrors).toEqual([expect.stringContaining('did not answer within 1500 ms')]);
    expect(consoleErrors).toContainEqual(expect.stringContaining('did not answer within 1500 ms'));
    expect(await card.evaluate((element: HTMLInputElement) => element.validationMessage)).toBe(
      message,
    );
    await payPostsNothing(page, 'card-tokenizer-frame');

    // The frame's server is back: "Try again" loads the frame anew, and the form is there.
    servers.frameAnswer = 'page';
    const requests = servers.frameRequests;
    await card.getByRole('button', { name: retry }).click();
    await expect(failed).toHaveCount(0);
    await expect
      .poll(() => card.locator('iframe').evaluate((frame: HTMLElement) => frame.offsetHeight))
      .toBeGreaterThan(0);
    await expect(card).not.toHaveAttribute('aria-busy');
    expect(servers.frameRequests).toBe(requests + 1);
    expect(await payTop(page)).toBeCloseTo(first, 1);
  });

test('a failure module that arrives after a newer frame has answered shows nothing over the form', async ({
  page,
}) => {
  // A framework that connects the element before it sets src: the first frame fails, the module
  // is asked for, and the frame the framework then opens has answered before the module runs.
  servers.frameAnswer = 404;
  const module = servers.hold('/dist/card-tokenizer-frame-failure.js');
  const { consoleErrors } = await open(page, {
    head: FRAME_SCRIPT,
    card: frameCard('frame-timeout="1500"'),
  });
  await module.requested;
  servers.frameAnswer = 'page';
  const card = page.locator('card-tokenizer-frame');
  await card.evaluate((element) => element.setAttribute('src', element.getAttribute('src')!));
  await expect.poll(() => card.evaluate((element) => element.matches(':state(ready)'))).toBe(true);
  await expect(card).not.toHaveAttribute('aria-busy');
  // The page's own import of the module waits for the same response, behind the element's.
  const moduleRan = page.evaluate(
    (url) => import(url).then(() => new Promise(requestAnimationFrame)),
    `${servers.origin}/dist/card-tokenizer-frame-failure.js`,
  );
  module.release();
  await moduleRan;
  await expect(card.locator('.card-tokenizer-failure')).toHaveCount(0);
  await expect(card.locator('iframe')).toBeVisible();
  expect(await card.evaluate((element: HTMLInputElement) => element.validationMessage)).not.toBe(
    'The payment card form could not be loaded.',
  );
  // Nor the new frame's validation message logged as if it were the failure's.
  expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
});

test("a frame blocked by the page's frame-src: the shopper reads why at once; nothing is posted", async ({
  page,
}) => {
  const { consoleErrors, payTop: first } = await open(page, {
    head: FRAME_SCRIPT,
    card: frameCard(),
    csp: "frame-src 'self'",
  });
  const card = page.locator('card-tokenizer-frame');
  // Within the default 10 s frame-timeout: the policy's violation says it, not the clock.
  await expect(card.getByRole('alert')).toHaveText(
    'The payment card form could not be loaded.Try again',
  );
  await insideCard(page, '.card-tokenizer-failure');
  expect(await payTop(page)).toBeCloseTo(first, 1);
  const cardErrors = await page.evaluate(
    () => (window as unknown as { cardErrors: string[] }).cardErrors,
  );
  expect(cardErrors).toEqual([
    expect.stringContaining('Content-Security-Policy blocks the card frame'),
  ]);
  expect(consoleErrors).toContainEqual(expect.stringContaining('add http://localhost'));
  await payPostsNothing(page, 'card-tokenizer-frame');
});

for (const element of ['card-tokenizer', 'card-tokenizer-frame'] as const) {
  const markup = (script: string) => ({
    head: `<style>${element} { --card-tokenizer-fallback-delay: 500ms }</style>${script}`,
    card:
      element === 'card-tokenizer'
        ? `<card-tokenizer name="card">${FALLBACK}</card-tokenizer>`
        : frameCard().replace('></card', `>${FALLBACK}</card`),
  });

  test(`<${element}> whose script never loads: the page's own message shows in its space after the delay; nothing is posted`, async ({
    page,
  }) => {
    const { payTop: first } = await open(page, markup('<script src="/dist/missing.js"></script>'));
    const fallback = page.locator(`${element} div.card-tokenizer-fallback`);
    await expect(fallback).toBeVisible();
    await insideCard(page, 'div.card-tokenizer-fallback');
    expect(await payTop(page)).toBeCloseTo(first, 1);
    // The skeleton gives way to the message.
    expect(
      await page.locator(element).evaluate((card) => getComputedStyle(card).backgroundImage),
    ).toBe('none');
    await payPostsNothing(page, 'input');
  });

  test(`<${element}> whose script loads removes the page's fallback markup`, async ({ page }) => {
    const script =
      element === 'card-tokenizer'
        ? '<script src="/dist/card-tokenizer.iife.js"></script>'
        : FRAME_SCRIPT;
    await open(page, markup(script));
    await page
      .locator(element)
      .evaluate((card) => (card as HTMLElement & { ready: Promise<void> }).ready);
    await expect(page.locator('.card-tokenizer-fallback')).toHaveCount(0);
    await expect(page.locator(element)).not.toHaveAttribute('aria-busy');
  });
}
