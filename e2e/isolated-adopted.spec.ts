// The frame that arrives with the page: an <iframe> written as <card-tokenizer-frame>'s child in
// the page's own HTML starts loading with the page, and the element, once defined, adopts it (no
// iframe deeper in its markup) without loading it again and completes the handshake, even when the
// frame greeted before the element existed; when it fails, the shopper is told; and nothing on the
// checkout moves while it loads.
import { expect } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import { layoutShift } from '../test/support/layout-shifts.js';
import {
  SCRIPT,
  SECRET,
  adopted,
  open,
  cardErrors,
  drawn,
  greeterGot,
  payPostsNothing,
  tokenizeOutcome,
  useAdoptionServers,
} from '../test/support/adopted-frame.js';

const servers = useAdoptionServers();

for (const [placement, script] of [
  ['the script in <head>', `${SCRIPT}></script>`],
  ['the script deferred', `${SCRIPT} defer></script>`],
  ['the script async', `${SCRIPT} async></script>`],
] as const)
  test(`${placement}: the iframe in the page's HTML is adopted, not loaded again`, async ({
    page,
  }) => {
    const before = servers().frameRequests;
    await open(page, { head: script, card: adopted() });
    await drawn(page);
    // The markup's own iframe, the only one, and the frame's page asked for once.
    expect(
      await page.evaluate(() => [...document.querySelectorAll('iframe')].map((f) => f.dataset)),
    ).toEqual([{ markup: '' }]);
    expect(servers().frameRequests - before).toBe(1);
    expect(await cardErrors(page)).toEqual([]);
  });

test("only the element's own child iframe is adopted: one inside its fallback markup is left alone", async ({
  page,
}) => {
  const before = servers().frameRequests;
  const greeter = servers().frameCrossSite.replace('/card-frame.html', '/greeter.html');
  // The page's way to pay without the script, in a frame of its own, before the card's iframe.
  const fallback = `<div class="card-tokenizer-fallback"><iframe src="${greeter}" title="Pay another way"></iframe></div>`;
  await open(page, {
    head: `${SCRIPT} defer></script>`,
    card: adopted().replace('<iframe', `${fallback}<iframe`),
  });
  await drawn(page);
  expect(await cardErrors(page)).toEqual([]);
  expect(await page.locator('card-tokenizer-frame > iframe').evaluate((f) => f.dataset)).toEqual({
    markup: '',
  });
  expect(servers().frameRequests - before).toBe(1);
});

test('an element written inside another: the outer one draws its own frame, and no tokenize() is left waiting', async ({
  page,
}) => {
  await open(page, {
    head: `${SCRIPT} defer></script>`,
    card: `<card-tokenizer-frame src="${servers().frameCrossSite}" name="outer">${adopted()}</card-tokenizer-frame>`,
  });
  // Its children are the element's: the inner element and its iframe give way to its own frame.
  await expect(page.locator('card-tokenizer-frame')).toHaveCount(1);
  await drawn(page);
  await expect(page.locator('card-tokenizer-frame')).toHaveAttribute('name', 'outer');
  expect(await cardErrors(page)).toEqual([]);
  // The empty card's answer: an element whose frame another took never gave one.
  expect(await tokenizeOutcome(page)).toBe('validation');
});

test("a tokenize() asked while the page's HTML is still being read rejects with a typed error", async ({
  page,
}) => {
  // The script in <head> defines the element as it is parsed; the page asks before DOMContentLoaded.
  await open(page, {
    head: `${SCRIPT}></script>`,
    card: `${adopted()}<script>
      window.outcome = 'pending';
      document.querySelector('card-tokenizer-frame').tokenize().then(
        () => (outcome = 'tokenized'),
        (error) => (outcome = \`\${error.name} \${error.code}\`),
      );
    </script>`,
  });
  await drawn(page);
  // Asked before the element opened its frame, once the HTML was read: that frame was never asked.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { outcome: string }).outcome))
    .toBe('TokenizationError frame');
});

// Fails today: a tokenize() before the handshake is sent to no port and kept, and the frame that
// then connects is never asked. Sending the kept ones on connecting fixes it, but puts the frame
// element at 3 082 B gzip, above its 3 072 B budget.
test('a tokenize() asked as the element is defined, before its adopted frame has answered, settles', async ({
  page,
}) => {
  test.fail();
  // In the task that defines the element: it has adopted the iframe, which has not answered yet.
  await open(page, {
    head: `${SCRIPT} defer></script>`,
    card: adopted(),
    end: `<script>
      window.outcome = 'pending';
      customElements.whenDefined('card-tokenizer-frame').then(() =>
        document.querySelector('card-tokenizer-frame').tokenize().then(
          () => (outcome = 'tokenized'),
          (error) => (outcome = error.code),
        ),
      );
    </script>`,
  });
  await drawn(page);
  // The empty card's answer, as a tokenize() asked once drawn gets at once; 5 s bounds the hang.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { outcome: string }).outcome), {
      timeout: 5000,
    })
    .toBe('validation');
});

test('a frame that greeted before the element was defined still connects, loaded once', async ({
  page,
}) => {
  const before = servers().frameRequests;
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
  expect(servers().frameRequests - before).toBe(1);
  expect(await cardErrors(page)).toEqual([]);
});

test('an adopted frame navigated away from its page fails with code frame', async ({ page }) => {
  await open(page, { head: `${SCRIPT} defer></script>`, card: adopted() });
  await drawn(page);
  await page
    .locator('card-tokenizer-frame iframe')
    .evaluate(
      (frame: HTMLIFrameElement, src) => frame.contentWindow!.location.replace(src),
      `${servers().frameCrossSite.replace('/card-frame.html', '')}/greeter.html`,
    );
  await expect
    .poll(() => cardErrors(page))
    .toEqual([{ code: 'frame', message: 'The card frame was navigated away from its page' }]);
  expect(await greeterGot(page, page.locator('card-tokenizer-frame iframe'))).not.toContain(SECRET);
});

test("an adopted frame page that answers 404: the shopper's message, and Try again loads it anew", async ({
  page,
}) => {
  servers().frameAnswer = 404;
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
  servers().frameAnswer = 'page';
  const before = servers().frameRequests;
  await card.getByRole('button', { name: 'Try again' }).click();
  await drawn(page);
  expect(servers().frameRequests - before).toBe(1);
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
  await expect.poll(() => servers().frameRequests).toBeGreaterThan(0);
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
    card: adopted(servers().frameCrossSite, `${servers().origin}/elsewhere.html`),
  });
  await expect
    .poll(() => cardErrors(page))
    .toEqual([
      {
        code: 'frame',
        message: `foreign ${servers().origin}/elsewhere.html ${servers().frameCrossSite}`,
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
    servers().delay = delay;
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
