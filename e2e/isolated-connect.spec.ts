// What docs/isolated.md says of the element around its frame's connect: the default wait, and
// the theme read then. A fresh page each: the clock installed by the first stays with its context.
import { expect, test, type Page } from '@playwright/test';
import { useFrameServer } from '../test/support/frame-server.js';
import { frameReady, recorded } from '../test/support/isolated-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization);

/** A `<card-tokenizer-frame>` for `src` in e2e/pages/isolated.html, its events recorded. */
async function mount(page: Page, src: string): Promise<void> {
  await page.evaluate(
    ([src, url]) => {
      const win = window as unknown as { recorded: unknown[] };
      win.recorded = [];
      document.addEventListener('card-error', (event) =>
        win.recorded.push({ type: 'card-error', detail: (event as CustomEvent).detail }),
      );
      const element = document.createElement('card-tokenizer-frame');
      element.setAttribute('src', src!);
      element.setAttribute('card-registration-url', url!);
      document.getElementById('slot')!.append(element);
    },
    [src, tokenization.url],
  );
}

test('frame-timeout is 10 000 ms by default: a frame that never answers fails then, not before', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/e2e/pages/isolated.html');
  // The page's clock stops: only runFor moves it, however slow the machine.
  await page.clock.pauseAt(Date.now() + 60_000);
  // A page of the frame's origin that is not the frame: it loads and never says hello.
  await mount(page, `${frames.crossSite}/elsewhere.html`);
  await page.clock.runFor(9_999);
  expect(await recorded(page)).toEqual([]);
  await page.clock.runFor(1);
  await expect
    .poll(() => recorded(page))
    .toEqual([
      {
        type: 'card-error',
        detail: {
          code: 'frame',
          message: expect.stringContaining('did not answer within 10000 ms'),
        },
      },
    ]);
});

test('a theme change reaches the frame at its next connect, not before', async ({ page }) => {
  await page.goto('/e2e/pages/isolated.html');
  await page.addStyleTag({
    content: 'card-tokenizer-frame { --card-tokenizer-error-color: rgb(1, 2, 3) }',
  });
  await mount(page, `${frames.crossSite}/card-frame.html`);
  await frameReady(page);
  const card = page.frameLocator('card-tokenizer-frame iframe').locator('card-tokenizer');
  const errorColor = () =>
    card.evaluate((element) =>
      (element as HTMLElement).style.getPropertyValue('--card-tokenizer-error-color'),
    );
  expect(await errorColor()).toBe('rgb(1, 2, 3)');
  // A dark theme switched on, then a message the frame acts on: the theme did not go with it.
  await page.evaluate(() => {
    const element = document.querySelector('card-tokenizer-frame') as HTMLElement;
    element.style.setProperty('--card-tokenizer-error-color', 'rgb(4, 5, 6)');
    element.setAttribute('lang', 'fr');
  });
  await expect(card).toHaveAttribute('lang', 'fr');
  expect(await errorColor()).toBe('rgb(1, 2, 3)');
  // The next connect: the same `src` set again opens a new frame.
  await page.evaluate(() => {
    const element = document.querySelector('card-tokenizer-frame')!;
    element.setAttribute('src', element.getAttribute('src')!);
  });
  await expect.poll(errorColor).toBe('rgb(4, 5, 6)');
  expect(await recorded(page)).toEqual([]);
});
