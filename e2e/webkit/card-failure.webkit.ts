// The card while it loads and when it cannot, in WebKitGTK's MiniBrowser, as
// e2e/first-paint-layout.spec.ts and e2e/card-failure.spec.ts in Chromium and Firefox: Pay's top
// the same at the first layout and at ready; a frame that answers 404, never answers or is blocked
// by frame-src, and each element whose script never loads, show the shopper's message in the
// card's space, and Pay posts nothing. The session does not wait for `load` (a page whose frame
// never answers never fires it): each test waits for its page's document.
import assert from 'node:assert/strict';
import { By } from 'selenium-webdriver';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { eventually } from '../../test/support/card-page.js';
import {
  startFirstPaintServers,
  type CheckoutPage,
  type FirstPaintServers,
} from '../../test/support/first-paint-server.js';
import { startWebKit, type WebKitSession } from './webkit-session.js';

let servers: FirstPaintServers;
let webkit: WebKitSession | undefined;

beforeAll(async () => {
  servers = await startFirstPaintServers();
  webkit = await startWebKit({}, { pageLoadStrategy: 'none' });
});
afterAll(async () => {
  try {
    await webkit?.stop();
  } finally {
    await servers?.close();
  }
});
beforeEach(() => {
  servers.frameAnswer = 'page';
  servers.posts.length = 0;
});

const session = () => webkit!.session;
const run = <T>(script: string, ...args: unknown[]) => session().executeScript<T>(script, ...args);

let pages = 0;
/** Opens `checkout`; the page's first layout is recorded by its own inline script. */
async function open(checkout: CheckoutPage): Promise<void> {
  const path = `/webkit-${++pages}.html`;
  servers.setPage(path, checkout);
  const url = `${servers.origin}${path}`;
  await session().get(url);
  // Parsed past the card, Pay and the script that records their first layout.
  await eventually(async () =>
    assert.equal(
      await run<string>("return location.href + ' ' + (document.readyState !== 'loading')"),
      `${url} true`,
    ),
  );
}

/** Pay's top in the document. */
const payTop = () =>
  run<number>(
    "return document.querySelector('form > button').getBoundingClientRect().top + scrollY",
  );
const payTopFirst = () => run<number>('return window.payTopFirst');

/** Pay pressed: the form's validation refuses it, and nothing reaches the server. */
async function payPostsNothing(): Promise<void> {
  const url = await session().getCurrentUrl();
  await session().findElement(By.css('form > button')).click();
  // A request after the click: a post the click had sent would have reached the server first.
  await run("return fetch('/dist/card-tokenizer.css').then((response) => response.text())");
  expect(servers.posts).toEqual([]);
  expect(await session().getCurrentUrl()).toBe(url);
}

/** The box of `selector` lies inside the card element's box. */
async function insideCard(selector: string): Promise<void> {
  const [card, box] = await run<DOMRect[]>(
    `const rect = (element) => element.getBoundingClientRect().toJSON();
    return [rect(document.querySelector('card-tokenizer, card-tokenizer-frame')), rect(document.querySelector(arguments[0]))];`,
    selector,
  );
  expect(box!.height).toBeGreaterThan(0);
  expect(box!.top).toBeGreaterThanOrEqual(card!.top - 0.5);
  expect(box!.bottom).toBeLessThanOrEqual(card!.bottom + 0.5);
}

const frameCard = () =>
  `<card-tokenizer-frame src="${servers.frameCrossSite}" name="card" frame-timeout="1500"></card-tokenizer-frame>`;
const FALLBACK = `<div class="card-tokenizer-fallback" role="alert">
    The card form could not load. <a href="">Reload the page</a>
    <input required hidden />
  </div>`;

for (const [element, script] of [
  ['card-tokenizer', '<script defer src="/dist/card-tokenizer.iife.js"></script>'],
  ['card-tokenizer-frame', '<script defer src="/dist/card-tokenizer-frame.iife.js"></script>'],
] as const)
  test(`<${element}> with a deferred script: Pay's top is the same at the first layout and at ready`, async () => {
    await open({
      head: script,
      card:
        element === 'card-tokenizer'
          ? '<card-tokenizer name="card"></card-tokenizer>'
          : frameCard().replace(' frame-timeout="1500"', ''),
    });
    await eventually(
      async () =>
        assert.equal(
          await run<string | null>(
            `const card = document.querySelector('${element}:state(ready)');
            return card ? card.getAttribute('aria-busy') : 'not ready';`,
          ),
          null,
        ),
      15_000,
    );
    // The frame's height comes with its own message, after ready.
    if (element === 'card-tokenizer-frame')
      await eventually(async () =>
        assert.ok((await run<number>("return document.querySelector('iframe').offsetHeight")) > 0),
      );
    expect(Math.abs((await payTop()) - (await payTopFirst()))).toBeLessThan(0.05);
  });

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
  test(`${failure}: the shopper reads why in the page's language, tries again, and nothing is posted`, async () => {
    servers.frameAnswer = answer;
    await open({
      head: '<script src="/dist/card-tokenizer-frame.iife.js"></script>',
      card: frameCard(),
      lang,
    });
    await eventually(
      async () =>
        expect(
          await run<string>(
            "return document.querySelector('card-tokenizer-frame .card-tokenizer-failure')?.textContent ?? ''",
          ),
        ).toBe(`${message}${retry}`),
      10_000,
    );
    // The page is still loading when its frame never answers: the frame in its HTML holds `load`.
    if (answer === 'never')
      expect(await run<string>('return document.readyState')).toBe('interactive');
    await insideCard('.card-tokenizer-failure');
    expect(Math.abs((await payTop()) - (await payTopFirst()))).toBeLessThan(0.05);
    expect(
      await run<string>("return document.querySelector('card-tokenizer-frame').validationMessage"),
    ).toBe(message);
    await payPostsNothing();

    servers.frameAnswer = 'page';
    const requests = servers.frameRequests;
    await session().findElement(By.css('.card-tokenizer-failure button')).click();
    await eventually(async () => {
      assert.equal(
        await run<number>("return document.querySelectorAll('.card-tokenizer-failure').length"),
        0,
      );
      assert.ok((await run<number>("return document.querySelector('iframe').offsetHeight")) > 0);
      assert.equal(
        await run<string | null>(
          "return document.querySelector('card-tokenizer-frame').getAttribute('aria-busy')",
        ),
        null,
      );
    }, 15_000);
    expect(servers.frameRequests).toBe(requests + 1);
    expect(Math.abs((await payTop()) - (await payTopFirst()))).toBeLessThan(0.05);
  });

test("a frame blocked by the page's frame-src: the shopper reads why; nothing is posted", async () => {
  await open({
    head: '<script src="/dist/card-tokenizer-frame.iife.js"></script>',
    card: frameCard(),
    csp: "frame-src 'self'",
  });
  await eventually(
    async () =>
      expect(
        await run<string>(
          "return document.querySelector('card-tokenizer-frame .card-tokenizer-failure')?.textContent ?? ''",
        ),
      ).toBe('The payment card form could not be loaded.Try again'),
    10_000,
  );
  await insideCard('.card-tokenizer-failure');
  await payPostsNothing();
});

for (const element of ['card-tokenizer', 'card-tokenizer-frame'] as const)
  test(`<${element}> whose script never loads: the page's own message shows in its space; nothing is posted`, async () => {
    await open({
      head: `<style>${element} { --card-tokenizer-fallback-delay: 500ms }</style><script src="/dist/missing.js"></script>`,
      card:
        element === 'card-tokenizer'
          ? `<card-tokenizer name="card">${FALLBACK}</card-tokenizer>`
          : frameCard().replace('></card', `>${FALLBACK}</card`),
    });
    await eventually(async () =>
      assert.ok(await session().findElement(By.css('.card-tokenizer-fallback')).isDisplayed()),
    );
    await insideCard('.card-tokenizer-fallback');
    expect(Math.abs((await payTop()) - (await payTopFirst()))).toBeLessThan(0.05);
    await payPostsNothing();
  });
