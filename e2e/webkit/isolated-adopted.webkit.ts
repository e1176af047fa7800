// The frame written in the page's HTML, in WebKitGTK's MiniBrowser, as e2e/isolated-adopted.spec.ts
// in Chromium and Firefox: adopted without a second load, connected when it greeted before the
// element was defined, an iframe of another URL refused, and Pay where the first layout put it.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, expect, test } from 'vitest';
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

const run = <T>(script: string, ...args: unknown[]) =>
  webkit!.session.executeScript<T>(script, ...args);

const adopted = (iframeSrc = servers.frameCrossSite) =>
  `<card-tokenizer-frame src="${servers.frameCrossSite}" name="card">` +
  `<iframe src="${iframeSrc}" title="Payment card form" allow="autofill; manual-text"></iframe>` +
  '</card-tokenizer-frame>';

let pages = 0;
async function open(checkout: CheckoutPage): Promise<void> {
  const path = `/webkit-adopted-${++pages}.html`;
  servers.setPage(path, checkout);
  const url = `${servers.origin}${path}`;
  await webkit!.session.get(url);
  await eventually(async () =>
    assert.equal(
      await run<string>("return location.href + ' ' + (document.readyState !== 'loading')"),
      `${url} true`,
    ),
  );
}

/** The frame answered, and sized its iframe. */
const drawn = () =>
  eventually(async () => {
    assert.equal(
      await run<string>(
        `const card = document.querySelector('card-tokenizer-frame:state(ready)');
        return card ? String(card.querySelector('iframe').offsetHeight > 0) : 'not ready';`,
      ),
      'true',
    );
  }, 15_000);

test("the iframe in the page's HTML is adopted, not loaded again, and Pay does not move", async () => {
  const before = servers.frameRequests;
  await open({
    head: '<script defer src="/dist/card-tokenizer-frame.iife.js"></script>',
    card: adopted(),
  });
  await drawn();
  expect(await run<number>("return document.querySelectorAll('iframe').length")).toBe(1);
  expect(servers.frameRequests - before).toBe(1);
  const [first, now] = await run<number[]>(
    "return [window.payTopFirst, document.querySelector('form > button').getBoundingClientRect().top]",
  );
  expect(Math.abs(now! - first!)).toBeLessThan(0.05);
});

test('a frame that greeted before the element was defined still connects, loaded once', async () => {
  const before = servers.frameRequests;
  await open({
    head: `<script>addEventListener('message', (event) => {
      if (event.data && event.data.ct === 'card-tokenizer-frame:hello') window.greeted = true;
    });</script>`,
    card: adopted(),
  });
  await eventually(async () =>
    assert.equal(await run<boolean>('return window.greeted === true'), true),
  );
  await run(
    "document.head.append(Object.assign(document.createElement('script'), { src: '/dist/card-tokenizer-frame.iife.js' }))",
  );
  await drawn();
  expect(servers.frameRequests - before).toBe(1);
});

test('an iframe of another URL is refused with code frame', async () => {
  await open({
    head: `<script>addEventListener('card-error', (event) => { window.cardError = event.detail; });</script>
      <script defer src="/dist/card-tokenizer-frame.iife.js"></script>`,
    card: adopted(`${servers.origin}/elsewhere.html`),
  });
  await eventually(async () =>
    expect(
      await run<{ code: string; message: string } | null>('return window.cardError || null'),
    ).toEqual({
      code: 'frame',
      message: `Expected the iframe inside <card-tokenizer-frame> to load its src ${servers.frameCrossSite}, got ${servers.origin}/elsewhere.html: refused, not adopted`,
    }),
  );
});
