import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { WCAG_22_AA } from '../test/support/axe.js';
import { useFrameServer } from '../test/support/frame-server.js';
import { frameCard, frameReady, openFrame, recorded } from '../test/support/isolated-page.js';
import { countPageListeners, livePageListeners } from '../test/support/page-listeners.js';
import { test } from '../test/support/reused-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization);

const open = (page: Page, attributes: Record<string, string> = {}) =>
  openFrame(page, frames.crossSite, tokenization.url, attributes);

const cardFrame = (page: Page): Frame => page.frames().find((frame) => frame !== page.mainFrame())!;

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe in one document, its frames left to their own run. */
async function violations(target: Page | Frame): Promise<string[]> {
  await target.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_22_AA }, iframes: false };
  const results = await target.evaluate(
    (options) =>
      (window as unknown as { axe: { run(options: RunOptions): Promise<AxeResults> } }).axe.run(
        options,
      ),
    options,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`),
  );
}

test('Tab goes from the page through the four fields and back out, and Shift+Tab back', async ({
  page,
}) => {
  await open(page, { 'holder-name': 'optional' });
  const { frame, number, expiry, cvx } = frameCard(page);
  const holder = frame.getByLabel(/Name on card/);
  const email = page.getByLabel('Email');
  const pay = page.getByRole('button', { name: 'Pay' });
  await email.focus();
  for (const next of [number, expiry, cvx, holder, pay]) {
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  }
  for (const previous of [holder, cvx, expiry, number, email]) {
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
  }
});

test('the frame is as tall as the card, errors and a new field included, with no scrollbar', async ({
  page,
}) => {
  await open(page);
  const iframe = page.locator('card-tokenizer-frame iframe');
  const heights = async () => ({
    iframe: (await iframe.boundingBox())!.height,
    content: await cardFrame(page).evaluate(() =>
      Math.ceil(document.body.getBoundingClientRect().height),
    ),
  });
  await expect
    .poll(async () => {
      const { iframe, content } = await heights();
      return Math.abs(iframe - content) <= 1 && content > 100;
    })
    .toBe(true);
  const before = (await heights()).iframe;
  // Every field's error shown, each in its reserved line: the card keeps its height.
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(frameCard(page).number).toHaveAttribute('aria-invalid', 'true');
  expect((await heights()).iframe).toBe(before);
  // The name on the card asked for: the card grows, the frame with it.
  await page
    .locator('card-tokenizer-frame')
    .evaluate((el) => el.setAttribute('holder-name', 'required'));
  await expect.poll(async () => (await heights()).iframe).toBeGreaterThan(before + 20);
  await expect
    .poll(async () => {
      const { iframe, content } = await heights();
      return Math.abs(iframe - content) <= 1;
    })
    .toBe(true);
  // Nothing cut, nothing to scroll.
  expect(
    await cardFrame(page).evaluate(
      () => document.documentElement.scrollHeight <= window.innerHeight,
    ),
  ).toBe(true);
});

test('axe finds nothing in the page nor in the frame, and the frame has a title', async ({
  page,
}) => {
  await open(page);
  await expect(page.locator('card-tokenizer-frame iframe')).toHaveAttribute(
    'title',
    'Payment card form',
  );
  expect(await violations(page)).toEqual([]);
  expect(await violations(cardFrame(page))).toEqual([]);
});

test('the iframe title follows the language, from the frame', async ({ page }) => {
  await open(page, { lang: 'de' });
  // The frame page here has English only: it names itself in English until a locale loads.
  await expect(page.locator('card-tokenizer-frame iframe')).toHaveAttribute(
    'title',
    'Payment card form',
  );
  expect(await cardFrame(page).evaluate(() => document.documentElement.lang)).toBe('de');
  const iframe = page.locator('card-tokenizer-frame iframe');
  expect(await iframe.getAttribute('allow')).toBe('autofill; manual-text');
  expect(await iframe.getAttribute('sandbox')).toBeNull();
});

test('a single-page app mounting it 100 times leaves no frame and no listener', async ({
  page,
}) => {
  // A hundred cross-site frames, each a process: 29 s of the 30 s default on a loaded machine.
  test.slow();
  await open(page);
  await page.evaluate(() => document.querySelector('card-tokenizer-frame')!.remove());
  await expect.poll(() => page.frames().length).toBe(1);
  await page.evaluate(countPageListeners);
  const most = await page.evaluate(async (src) => {
    const slot = document.getElementById('slot')!;
    const live = (window as unknown as { liveListeners: Set<unknown> }).liveListeners;
    let most = 0;
    for (let i = 0; i < 100; i++) {
      const element = document.createElement('card-tokenizer-frame');
      element.setAttribute('src', src);
      slot.append(element);
      // Every tenth waits for its frame to answer (it sets the frame's height), the others go
      // at once.
      if (i % 10 === 0) {
        await new Promise((resolve) => {
          const iframe = element.querySelector('iframe')!;
          new MutationObserver(resolve).observe(iframe, { attributeFilter: ['style'] });
        });
        most = Math.max(most, live.size);
      } else await new Promise((resolve) => setTimeout(resolve, 5));
      element.remove();
    }
    return most;
  }, `${frames.crossSite}/card-frame.html`);
  await expect.poll(() => page.frames().length).toBe(1);
  expect(await page.locator('iframe').count()).toBe(0);
  // Each one's listeners were counted while it was there (window, document, form), none is left.
  expect(most).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(livePageListeners)).toEqual([]);
  expect((await recorded(page)).filter((event) => event.type === 'card-error')).toEqual([]);
});

test('the page styles the frame through --card-tokenizer-* properties, checked by the frame', async ({
  page,
}) => {
  await page.goto('/e2e/pages/isolated.html');
  await page.addStyleTag({
    content: `card-tokenizer-frame {
      --card-tokenizer-error-color: rgb(1, 2, 3);
      --card-tokenizer-background: url(https://tracker.example/pixel.png);
    }`,
  });
  await page.evaluate(
    ([src, url]) => {
      const element = document.createElement('card-tokenizer-frame');
      element.setAttribute('src', src!);
      element.setAttribute('card-registration-url', url!);
      document.getElementById('slot')!.append(element);
    },
    [`${frames.crossSite}/card-frame.html`, tokenization.url],
  );
  await frameReady(page);
  const styled = await cardFrame(page).evaluate(() => {
    const element = document.querySelector('card-tokenizer')!;
    return {
      error: element.style.getPropertyValue('--card-tokenizer-error-color'),
      background: element.style.getPropertyValue('--card-tokenizer-background'),
    };
  });
  expect(styled).toEqual({ error: 'rgb(1, 2, 3)', background: '' });
});
