// "A frame navigated away from its page gives card-error with code frame … the form cannot post
// and tokenize() rejects with the same code" (docs/isolated.md). A page's script that removes the
// adopted iframe once connected unloads the frame's page as a navigation does: the frame says
// `gone`. The element must then fail as it does for a navigation, not hang: card-error code frame,
// and tokenize() rejecting. Its failure called setValidity() with the removed iframe as anchor,
// which throws in Chromium ("should be a shadow-including inclusive descendant"): no card-error
// came, and tokenize() waited on a failure that never settled (a submit held for good).
import { expect } from '@playwright/test';
import { WATCHER } from '../../test/support/adopted-frame.js';
import { test } from '../../test/support/reused-page.js';
import {
  startFirstPaintServers,
  type FirstPaintServers,
} from '../../test/support/first-paint-server.js';

let servers: FirstPaintServers;
test.beforeAll(async () => {
  servers = await startFirstPaintServers();
});
test.afterAll(() => servers.close());

test("the adopted iframe removed by a page's script once connected: card-error code frame, and tokenize() rejects", async ({
  page,
}) => {
  servers.setPage('/removed.html', {
    head: `${WATCHER}<script src="/dist/card-tokenizer-frame.iife.js" defer></script>`,
    card:
      `<card-tokenizer-frame src="${servers.frameCrossSite}" name="card">` +
      `<iframe src="${servers.frameCrossSite}" title="Payment card form" allow="autofill; manual-text"></iframe>` +
      '</card-tokenizer-frame>',
  });
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await page.goto(`${servers.origin}/removed.html`);
  const card = page.locator('card-tokenizer-frame');
  await expect.poll(() => card.evaluate((el) => el.matches(':state(ready)'))).toBe(true);
  await card.locator('iframe').evaluate((frame) => frame.remove());
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { cardErrors: unknown[] }).cardErrors))
    .toEqual([{ code: 'frame', message: 'The card frame was navigated away from its page' }]);
  expect(
    await card.evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) =>
      Promise.race([
        el.tokenize().then(
          () => 'tokenized',
          (error: Error & { code: string }) => error.code,
        ),
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2000)),
      ]),
    ),
  ).toBe('frame');
  expect(thrown).toEqual([]);
});
