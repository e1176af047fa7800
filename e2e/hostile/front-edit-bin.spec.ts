// The claim (docs/isolated.md, "What leaves the page's reach"): with `network-choice` and a
// `binLookup`, the page is asked only about the first 8 digits of a number the shopper has typed
// to its brand's longest length or left, never about a window a front edit moved. Attacked as
// the issue measured it: a Maestro number typed, its first digit deleted (Home, Delete) and typed
// again; the frame before this gate asked the page about 67596498, then 75964985, handing it a
// 9th digit, and one more with each further front edit.
import { expect, type Page } from '@playwright/test';
import { useFrameServer } from '../../test/support/frame-server.js';
import { frameCard, frameReady, mountFrame } from '../../test/support/isolated-page.js';
import { registrationFor } from '../../test/support/registration.js';
import { test } from '../../test/support/reused-page.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';

const MAESTRO = '6759649853770018';
/** The service's 3-D Secure challenge card: co-branded CB + Visa (BIN 497010). */
const CO_BRANDED = '4970105181818183';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization, { networkChoice: true });

/** Mounts the frame with a page lookup that records every BIN it is asked about. */
async function mountRecording(page: Page, browserName: string) {
  // Firefox's BiDi sends keys typed into a cross-site frame to the top document (ISOLATION.md §5).
  const origin = browserName === 'firefox' ? frames.sameSite : frames.crossSite;
  await mountFrame(
    page,
    { src: `${origin}/card-frame.html`, name: 'card', 'network-choice': '' },
    registrationFor(tokenization.url),
  );
  await page
    .locator('card-tokenizer-frame')
    .evaluate((el: HTMLElementTagNameMap['card-tokenizer-frame']) => {
      const win = window as unknown as { bins: string[] };
      win.bins = [];
      el.binLookup = (bin) => {
        win.bins.push(bin);
        return Promise.resolve(bin.startsWith('497010') ? ['CB', 'VISA'] : []);
      };
    });
  await frameReady(page);
}

const bins = (page: Page) => page.evaluate(() => (window as unknown as { bins: string[] }).bins);

test('a front edit never moves the BIN question: the page is asked about the first 8 digits of the number as left', async ({
  page,
  browserName,
}) => {
  await mountRecording(page, browserName);
  const { number, expiry } = frameCard(page);
  await number.click();
  await number.pressSequentially(MAESTRO);
  for (let edit = 0; edit < 3; edit++) {
    await number.press('Home');
    await number.press('Delete');
    await expect
      .poll(async () => (await number.inputValue()).replace(/\D/g, ''))
      .toBe(MAESTRO.slice(1));
    await number.pressSequentially(MAESTRO[0]!);
    await expect.poll(async () => (await number.inputValue()).replace(/\D/g, '')).toBe(MAESTRO);
  }
  // Nothing asked while the shopper is in the field short of Maestro's 19 digits.
  expect(await bins(page)).toEqual([]);
  await expiry.click();
  await expect.poll(() => bins(page)).toEqual([MAESTRO.slice(0, 8)]);
});

test('the co-branded choice still shows before Pay: asked once the number is left', async ({
  page,
  browserName,
}) => {
  await mountRecording(page, browserName);
  const { frame, number, expiry } = frameCard(page);
  await number.click();
  await number.pressSequentially(CO_BRANDED);
  await expiry.click();
  await expect(frame.getByRole('radio', { name: 'Cartes Bancaires' })).toBeChecked();
  expect(await bins(page)).toEqual([CO_BRANDED.slice(0, 8)]);
});
