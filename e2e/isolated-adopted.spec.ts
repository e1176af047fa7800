// The frame that arrives with the page: an <iframe> written inside <card-tokenizer-frame> in the
// page's own HTML starts loading with the page, and the element, once defined, adopts it without
// loading it again and completes the handshake, even when the frame greeted before the element
// existed. An iframe of any other URL is refused, whoever put it there, and learns nothing. And
// nothing on the checkout moves while it loads.
import { expect, test, type Page } from '@playwright/test';
import { layoutShift } from '../test/support/layout-shifts.js';
import {
  startFirstPaintServers,
  type CheckoutPage,
  type FirstPaintServers,
} from '../test/support/first-paint-server.js';

const SCRIPT = '<script src="/dist/card-tokenizer-frame.iife.js"';
/** A stand-in for a page's tag: it greets as the frame does, and records all it is sent. */
const GREETER = `<!doctype html><title>Greeter</title><script>
  window.received = [];
  const hello = { ct: 'card-tokenizer-frame:hello', theme: 'color' };
  addEventListener('message', (event) => {
    received.push({ data: JSON.stringify(event.data), ports: event.ports.length });
    if (event.data?.ct === hello.ct) parent.postMessage(hello, '*');
  });
  parent.postMessage(hello, '*');
</script>`;
/** What the registration attributes carry: none of it may reach a frame not adopted. */
const SECRET = 'ticket-for-the-frame-only';

let servers: FirstPaintServers;
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

/** The documented markup: the element, and inside it the iframe of the same `src`. */
const adopted = (src = servers.frameCrossSite, iframeSrc = src) =>
  `<card-tokenizer-frame src="${src}" name="card" registration-ticket="${SECRET}">` +
  `<iframe src="${iframeSrc}" title="Payment card form" allow="autofill; manual-text" data-markup></iframe>` +
  '</card-tokenizer-frame>';

let pages = 0;
/** Opens `checkout`, recording `card-error` details and which windows said the frame's hello. */
async function open(page: Page, checkout: CheckoutPage): Promise<void> {
  const path = `/adopted-${++pages}.html`;
  servers.setPage(path, checkout);
  await page.addInitScript(() => {
    const win = window as unknown as { cardErrors: unknown[]; hellos: MessageEventSource[] };
    win.cardErrors = [];
    win.hellos = [];
    addEventListener('card-error', (event) => win.cardErrors.push((event as CustomEvent).detail));
    // The element's listener hears the same event: a hello heard here was heard there.
    addEventListener('message', (event) => {
      const data = event.data as { ct?: unknown } | null;
      if (data?.ct === 'card-tokenizer-frame:hello' && event.source) win.hellos.push(event.source);
    });
  });
  await page.goto(`${servers.origin}${path}`, { waitUntil: 'domcontentloaded' });
}

const cardErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { cardErrors: unknown[] }).cardErrors);

/** The handshake done and the frame sized: the fields are on screen. */
async function drawn(page: Page): Promise<void> {
  const card = page.locator('card-tokenizer-frame');
  await expect.poll(() => card.evaluate((el) => el.matches(':state(ready)'))).toBe(true);
  await expect
    .poll(() => card.locator('iframe').evaluate((frame: HTMLElement) => frame.offsetHeight))
    .toBeGreaterThan(0);
  await expect(card).not.toHaveAttribute('aria-busy');
}

/** Every message the greeter page received. */
async function greeterReceived(page: Page): Promise<{ data: string; ports: number }[]> {
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
async function greeterGot(
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
async function payPostsNothing(page: Page): Promise<void> {
  const url = page.url();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.evaluate(() => fetch('/dist/card-tokenizer.css').then((response) => response.text()));
  expect(servers.posts).toEqual([]);
  expect(page.url()).toBe(url);
}

for (const [placement, script] of [
  ['the script in <head>', `${SCRIPT}></script>`],
  ['the script deferred', `${SCRIPT} defer></script>`],
  ['the script async', `${SCRIPT} async></script>`],
] as const)
  test(`${placement}: the iframe in the page's HTML is adopted, not loaded again`, async ({
    page,
  }) => {
    const before = servers.frameRequests;
    await open(page, { head: script, card: adopted() });
    await drawn(page);
    // The markup's own iframe, the only one, and the frame's page asked for once.
    expect(
      await page.evaluate(() => [...document.querySelectorAll('iframe')].map((f) => f.dataset)),
    ).toEqual([{ markup: '' }]);
    expect(servers.frameRequests - before).toBe(1);
    expect(await cardErrors(page)).toEqual([]);
  });

test('a frame that greeted before the element was defined still connects, loaded once', async ({
  page,
}) => {
  const before = servers.frameRequests;
  await open(page, {
    head: `<script>
      addEventListener('message', (event) => {
        if (event.data?.ct === 'card-tokenizer-frame:hello') window.greeted = true;
      });
    </script>`,
    card: adopted(),
  });
  // The frame has said its hello to a page that had no element to hear it.
  await page.waitForFunction(() => (window as unknown as { greeted?: boolean }).greeted);
  expect(await page.evaluate(() => customElements.get('card-tokenizer-frame'))).toBeUndefined();
  await page.evaluate(() =>
    document.head.append(
      Object.assign(document.createElement('script'), {
        src: '/dist/card-tokenizer-frame.iife.js',
      }),
    ),
  );
  await drawn(page);
  expect(servers.frameRequests - before).toBe(1);
  expect(await cardErrors(page)).toEqual([]);
});

for (const [where, greeter] of [
  [
    'on another origin',
    () => `${servers.frameSameSite.replace('/card-frame.html', '')}/greeter.html`,
  ],
  [
    "on the frame's own origin, at another path",
    () => `${servers.frameCrossSite.replace('/card-frame.html', '')}/greeter.html`,
  ],
] as const)
  test(`an iframe of another URL ${where}, put in by the page's script, is refused: nothing reaches it`, async ({
    page,
  }) => {
    // A tag that runs before the element's deferred script swaps the markup's iframe for its own.
    await open(page, {
      head: `${SCRIPT} defer></script>`,
      card: adopted(),
      end: `<script>
        const foreign = Object.assign(document.createElement('iframe'), { src: ${JSON.stringify(greeter())} });
        document.querySelector('card-tokenizer-frame iframe').replaceWith(foreign);
      </script>`,
    });
    await expect
      .poll(() => cardErrors(page))
      .toEqual([
        {
          code: 'frame',
          message: `Expected the iframe inside <card-tokenizer-frame> to load its src ${servers.frameCrossSite}, got ${greeter()}: refused, not adopted`,
        },
      ]);
    const card = page.locator('card-tokenizer-frame');
    expect(
      await card.evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) =>
        el.tokenize().then(
          () => 'tokenized',
          (error: Error & { code: string }) => error.code,
        ),
      ),
    ).toBe('frame');
    await expect(card.getByRole('alert')).toHaveText(
      'The payment card form could not be loaded.Try again',
    );
    // The greeter greeted, and got no port, no connect and none of the attributes.
    const got = await greeterGot(page);
    expect(got).not.toContain(SECRET);
    expect(got).not.toContain('connect');
    await payPostsNothing(page);
    // "Try again" opens the element's own frame, which loads and connects.
    const before = servers.frameRequests;
    await card.getByRole('button', { name: 'Try again' }).click();
    await drawn(page);
    expect(servers.frameRequests - before).toBe(1);
  });

test("a foreign iframe swapped in by the page's script once connected gets nothing", async ({
  page,
}) => {
  await open(page, { head: `${SCRIPT} defer></script>`, card: adopted() });
  await drawn(page);
  const greeter = `${servers.frameCrossSite.replace('/card-frame.html', '')}/greeter.html`;
  await page.evaluate((src) => {
    const foreign = Object.assign(document.createElement('iframe'), { src });
    document.querySelector('card-tokenizer-frame iframe')!.replaceWith(foreign);
  }, greeter);
  // Its hello gets no answer: the element listens to its own frame's window only.
  const got = await greeterGot(page);
  expect(got).not.toContain(SECRET);
  expect(got).not.toContain('connect');
  // The element's own frame, removed, said `gone`: it fails as for a navigation, not silently.
  await expect
    .poll(() => cardErrors(page))
    .toEqual([{ code: 'frame', message: 'The card frame was navigated away from its page' }]);
});

test('an adopted frame navigated away from its page fails with code frame', async ({ page }) => {
  await open(page, { head: `${SCRIPT} defer></script>`, card: adopted() });
  await drawn(page);
  await page
    .locator('card-tokenizer-frame iframe')
    .evaluate(
      (frame: HTMLIFrameElement, src) => frame.contentWindow!.location.replace(src),
      `${servers.frameCrossSite.replace('/card-frame.html', '')}/greeter.html`,
    );
  await expect
    .poll(() => cardErrors(page))
    .toEqual([{ code: 'frame', message: 'The card frame was navigated away from its page' }]);
  expect(await greeterGot(page, page.locator('card-tokenizer-frame iframe'))).not.toContain(SECRET);
});

test("an adopted frame page that answers 404: the shopper's message, and Try again loads it anew", async ({
  page,
}) => {
  servers.frameAnswer = 404;
  await open(page, {
    head: `${SCRIPT} defer></script>`,
    card: adopted().replace('name="card"', 'name="card" frame-timeout="1500"'),
  });
  const card = page.locator('card-tokenizer-frame');
  await expect(card.getByRole('alert')).toHaveText(
    'The payment card form could not be loaded.Try again',
  );
  expect(await cardErrors(page)).toEqual([
    { code: 'frame', message: expect.stringContaining('did not answer within 1500 ms') },
  ]);
  await payPostsNothing(page);
  servers.frameAnswer = 'page';
  const before = servers.frameRequests;
  await card.getByRole('button', { name: 'Try again' }).click();
  await drawn(page);
  expect(servers.frameRequests - before).toBe(1);
});

test("adopted markup whose script never loads: the frame stays hidden, the page's own message shows, nothing is posted", async ({
  page,
}) => {
  await open(page, {
    head: `<style>card-tokenizer-frame { --card-tokenizer-fallback-delay: 300ms }</style><script src="/dist/missing.js"></script>`,
    card: adopted().replace(
      '</iframe>',
      '</iframe><div class="card-tokenizer-fallback" role="alert">The card form could not load.<input required hidden /></div>',
    ),
  });
  await expect(page.locator('.card-tokenizer-fallback')).toBeVisible();
  // The frame loaded, and cannot be seen or reached by Tab: no element shows it.
  await expect.poll(() => servers.frameRequests).toBeGreaterThan(0);
  expect(
    await page
      .locator('card-tokenizer-frame iframe')
      .evaluate((frame) => getComputedStyle(frame).visibility),
  ).toBe('hidden');
  await payPostsNothing(page);
});

test('a failure module that cannot load leaves the reason code in card-error; nothing is posted', async ({
  page,
}) => {
  await page.route('**/card-tokenizer-frame-failure.js', (route) => route.abort());
  await open(page, {
    head: `${SCRIPT} defer></script>`,
    card: adopted(servers.frameCrossSite, `${servers.origin}/elsewhere.html`),
  });
  await expect
    .poll(() => cardErrors(page))
    .toEqual([
      {
        code: 'frame',
        message: `foreign ${servers.origin}/elsewhere.html ${servers.frameCrossSite}`,
      },
    ]);
  await payPostsNothing(page);
});

for (const [network, delay] of [
  ['loopback', 0],
  ['each response 150 ms late', 150],
] as const)
  test(`adopted, the script deferred, ${network}: nothing moves while the card loads`, async ({
    page,
    browserName,
  }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    servers.delay = delay;
    await open(page, { head: `${SCRIPT} defer></script>`, card: adopted() });
    await drawn(page);
    // The frame's later heights (its language, its options) and any render after them.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
        ),
    );
    const [first, now] = await page.evaluate(() => [
      (window as unknown as { payTopFirst: number }).payTopFirst,
      document.querySelector('form > button')!.getBoundingClientRect().top,
    ]);
    expect(Math.abs(now! - first!), "Pay's top, first layout to ready").toBeLessThan(0.05);
    if (browserName === 'chromium') expect(await layoutShift(page), 'CLS').toBeLessThan(0.001);
  });
