import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.mjs';

/**
 * What a browser started with `args` runs: the features disabled, from its own chrome://version
 * page, and the renderers of browser UI beside the page, by URL.
 */
async function launched(args: string[]): Promise<{ disabled: string[]; browserUi: string[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto('chrome://version');
    const line = (await page.locator('#command_line').textContent()) ?? '';
    const flag = line.match(/--disable-features=\S+/g)?.at(-1) ?? '--disable-features=';
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] })) as {
      targetInfos: { type: string; url: string }[];
    };
    return {
      disabled: flag.slice('--disable-features='.length).split(','),
      browserUi: targetInfos.filter(({ type }) => type === 'browser_ui').map(({ url }) => url),
    };
  } finally {
    await browser.close();
  }
}

describe('chromiumArgs', () => {
  it('keep every feature Playwright disables, and open no omnibox popup with each context', async () => {
    const playwright = await launched(['--no-sandbox']);
    const ours = await launched(chromiumArgs);
    // A second --disable-features replaces Playwright's: ours repeats its list.
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...playwright.disabled].sort());
    expect(ours.disabled).toEqual(expect.arrayContaining(playwright.disabled));
    expect(playwright.browserUi).toContainEqual(expect.stringContaining('omnibox-popup'));
    expect(ours.browserUi).toEqual([]);
  });
});
