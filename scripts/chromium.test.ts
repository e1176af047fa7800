import { chromium, type Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.mjs';

let browser: Browser | undefined;
afterEach(() => browser?.close());

/** The features the browser was started with disabled, from its own chrome://version page. */
async function disabledFeatures(args: string[]): Promise<string[]> {
  browser = await chromium.launch({ executablePath: chromiumPath, args });
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const line = (await page.locator('#command_line').textContent()) ?? '';
  const flags = line.match(/--disable-features=\S+/g) ?? [];
  return flags.at(-1)?.slice('--disable-features='.length).split(',') ?? [];
}

/** The renderers of browser UI the browser runs beside the pages, by URL. */
async function browserUi(args: string[]): Promise<string[]> {
  browser = await chromium.launch({ executablePath: chromiumPath, args });
  const context = await browser.newContext();
  await (await context.newPage()).setContent('<p>page</p>');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] })) as {
    targetInfos: { type: string; url: string }[];
  };
  return targetInfos.filter(({ type }) => type === 'browser_ui').map(({ url }) => url);
}

describe('chromiumArgs', () => {
  it('keeps every feature Playwright disables, which a second --disable-features replaces', async () => {
    const playwright = await disabledFeatures(['--no-sandbox']);
    await browser!.close();
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...playwright].sort());
    expect(await disabledFeatures(chromiumArgs)).toEqual(expect.arrayContaining(playwright));
  });

  it('opens no omnibox popup renderer with each context', async () => {
    expect(await browserUi(['--no-sandbox'])).toContainEqual(
      expect.stringContaining('omnibox-popup'),
    );
    await browser!.close();
    expect(await browserUi(chromiumArgs)).toEqual([]);
  });
});
