// "An iframe of any other URL (another origin, another path, put there by a page's script) is
// refused with card-error code frame, and nothing is sent to it" (docs/isolated.md). An iframe's
// `src` is not the page it shows: a tag of the page may navigate the page's own iframe
// (`contentWindow.location`, allowed across origins) to another page of the frame's origin and
// leave `src` as the markup wrote it. That page must get nothing either: no port, no connect,
// none of the registration attributes. The frame's hello names its own URL, and the element
// answers only a hello that names its `src`.
import { expect, type Page } from '@playwright/test';
import { test } from '../../test/support/reused-page.js';
import {
  startFirstPaintServers,
  type CheckoutPage,
  type FirstPaintServers,
} from '../../test/support/first-paint-server.js';
import { GREETER, SCRIPT, SECRET, WATCHER } from '../../test/support/adopted-frame.js';

let servers: FirstPaintServers;
test.beforeAll(async () => {
  servers = await startFirstPaintServers();
  servers.framePages.set('/greeter.html', GREETER);
});
test.afterAll(() => servers.close());

const greeterUrl = () => servers.frameCrossSite.replace('/card-frame.html', '/greeter.html');
const markup = () =>
  `<card-tokenizer-frame src="${servers.frameCrossSite}" name="card" frame-timeout="1500" registration-ticket="${SECRET}">` +
  `<iframe src="${servers.frameCrossSite}" title="Payment card form" allow="autofill; manual-text"></iframe>` +
  '</card-tokenizer-frame>';
/** The tag: once the frame has loaded (and greeted a page with no element yet), sent elsewhere. */
const navigate = () => `<script>
  document.querySelector('card-tokenizer-frame iframe').addEventListener('load', (event) =>
    event.target.contentWindow.location.replace(${JSON.stringify(greeterUrl())}), { once: true });
</script>`;

let pages = 0;
async function open(page: Page, checkout: CheckoutPage): Promise<void> {
  const path = `/navigated-${++pages}.html`;
  servers.setPage(path, { ...checkout, head: WATCHER + checkout.head });
  await page.goto(`${servers.origin}${path}`, { waitUntil: 'commit' });
}

for (const placement of ['defer', 'async'])
  test(`the page's iframe navigated to another page of the frame's origin before the ${placement} script defines the element: that page gets nothing, and the element fails with code frame`, async ({
    page,
  }) => {
    // The element's script comes once the other page has loaded in the page's own iframe.
    const script = servers.hold('/dist/card-tokenizer-frame.iife.js');
    await open(page, { head: `${SCRIPT} ${placement}></script>`, card: markup(), end: navigate() });
    const greeter = () => page.frames().find((frame) => frame.url() === greeterUrl());
    await expect.poll(() => Boolean(greeter())).toBe(true);
    await greeter()!.waitForFunction(() => document.readyState === 'complete');
    await script.requested;
    script.release();
    // The iframe still says the src the markup wrote.
    const card = page.locator('card-tokenizer-frame');
    expect(await card.locator('iframe').getAttribute('src')).toBe(servers.frameCrossSite);
    const cardErrors = () =>
      page.evaluate(() => (window as unknown as { cardErrors: unknown[] }).cardErrors);
    const ready = () => card.evaluate((el) => el.matches(':state(ready)'));
    // Either the element took that page for its frame, or it failed.
    await expect.poll(async () => (await ready()) || (await cardErrors()).length > 0).toBe(true);
    // Asked to greet, and handed nothing: no port, no connect, none of the attributes.
    const received = JSON.stringify(
      await greeter()!.evaluate(() => (window as unknown as { received: unknown[] }).received),
    );
    expect(received).toContain('card-tokenizer-frame:hello');
    expect(received).not.toContain('"ports":1');
    expect(received).not.toContain('connect');
    expect(received).not.toContain(SECRET);
    expect(await cardErrors()).toEqual([{ code: 'frame', message: expect.any(String) }]);
    expect(await card.evaluate((el) => el.matches(':state(ready)'))).toBe(false);
  });
