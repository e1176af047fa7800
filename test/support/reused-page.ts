import type { EventEmitter } from 'node:events';
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';

type Listeners = Map<string | symbol, Set<unknown>>;
type Viewport = ReturnType<Page['viewportSize']>;

/** Playwright's pages and contexts are Node event emitters, though typed without those methods. */
const emitter = (target: object) => target as EventEmitter;

const listenersOf = (target: object): Listeners =>
  new Map(
    emitter(target)
      .eventNames()
      .map((name) => [name, new Set(emitter(target).listeners(name))]),
  );

/** Removes the listeners added since `before`: a test's `page.on()` ends with the test. */
function removeAddedListeners(target: object, before: Listeners): void {
  const events = emitter(target);
  for (const name of events.eventNames()) {
    for (const listener of events.listeners(name)) {
      if (!before.get(name)?.has(listener)) events.off(name, listener as () => void);
    }
  }
}

/** Runs in the page: what the origin and the tab keep from one document to the next. */
async function forgetOrigin(): Promise<void> {
  // A document with an opaque origin (a sandboxed answer to a form post) has no storage to forget.
  if (window.origin === 'null') return;
  localStorage.clear();
  sessionStorage.clear();
  window.name = '';
  for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
  for (const name of await caches.keys()) await caches.delete(name);
}

/** Puts back what a test may have changed in its page and context. */
async function cleanUp(page: Page, before: [Listeners, Listeners], viewport: Viewport) {
  const context = page.context();
  removeAddedListeners(page, before[0]);
  removeAddedListeners(context, before[1]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await context.clearPermissions();
  await context.clearCookies();
  // Only when changed: setting it again costs Firefox about 50 ms.
  const now = page.viewportSize();
  if (viewport && (now?.width !== viewport.width || now?.height !== viewport.height)) {
    await page.setViewportSize(viewport);
  }
  // No blank page after: the next test opens its own, and a navigation costs Firefox 0.6 s of CPU.
  if (page.url().startsWith('http')) await forgetOriginOf(page);
}

/** A test that ends on a form post leaves its navigation in flight: its document is cleaned. */
async function forgetOriginOf(page: Page): Promise<void> {
  try {
    await page.evaluate(forgetOrigin);
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState();
    if (page.url().startsWith('http')) await page.evaluate(forgetOrigin);
  }
}

/**
 * Playwright's `test` but for its `page` (and `context`): one per worker and set of options, put
 * back in order between tests. A new context and page start a renderer each, about 1 s on two
 * cores, more than most tests here take. Each test still opens its own document; listeners,
 * routes, permissions, cookies, the origin's storage, `window.name`, offline and the viewport
 * are restored after it; a failed test ends its worker, so the next one starts afresh.
 * `exposeFunction()` and `addInitScript()` last for the page's life: a test that calls them, or
 * holds a key down, uses Playwright's `test`.
 */
export const test = base.extend<
  object,
  { reusedPage: (options: BrowserContextOptions) => Promise<Page> }
>({
  reusedPage: [
    async ({ browser }, use) => {
      const pages = new Map<string, Page>();
      await use(async (options) => {
        const key = JSON.stringify(options);
        const open = pages.get(key);
        if (open && !open.isClosed()) {
          // Another set of options opened its own window since: in Firefox, that window keeps
          // the focus, and keys typed here go to it (document.hasFocus() false: "inactive").
          await open.bringToFront();
          return open;
        }
        await open?.context().close();
        const page = await (await browser.newContext(options)).newPage();
        pages.set(key, page);
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  page: async (
    { reusedPage, baseURL, viewport, deviceScaleFactor, timezoneId, locale, colorScheme },
    use,
  ) => {
    const options = { baseURL, viewport, deviceScaleFactor, timezoneId, locale, colorScheme };
    const page = await reusedPage(options);
    const before: [Listeners, Listeners] = [listenersOf(page), listenersOf(page.context())];
    const initial = page.viewportSize();
    await use(page);
    if (!page.isClosed()) await cleanUp(page, before, initial);
  },
  context: async ({ page }, use) => use(page.context()),
});
