import type { Browser, Page } from 'playwright-core';
import { TOKENIZER } from './shop.js';
import type { Site } from './site.js';

/**
 * A person at the checkout, without the audit: real time, no clock of Playwright's, each key
 * held about 90 ms, the card typed, `stayMs` of real time on the page. `bot` types as the earlier
 * canary did: keys held a few milliseconds, the page's clock installed and run ahead, and a
 * DevTools session with the Debugger domain on. What the site received proves what a skimmer does.
 */
export async function visit(
  browser: Browser,
  site: Site,
  card: string,
  { stayMs, bot = false }: { stayMs: number; bot?: boolean },
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 947 } });
  try {
    await context.route(`${TOKENIZER}/**`, (route) =>
      route.fulfill({
        headers: { 'Access-Control-Allow-Origin': '*' },
        contentType: 'text/plain',
        body: 'data=registration-data-of-the-service',
      }),
    );
    const page = await context.newPage();
    if (bot) {
      const cdp = await context.newCDPSession(page);
      cdp.on('Debugger.paused', () => void cdp.send('Debugger.resume').catch(() => {}));
      await cdp.send('Debugger.enable');
      await page.clock.install();
    }
    await page.goto(`${site.origin}/checkout`);
    await page.waitForFunction(() => customElements.get('card-tokenizer'));
    const year = String((new Date().getFullYear() + 3) % 100);
    for (const [autocomplete, value] of [
      ['cc-number', card],
      ['cc-exp', `07${year}`],
      ['cc-csc', '482'],
    ]) {
      await page.locator(`card-tokenizer input[autocomplete="${autocomplete}"]`).click();
      if (bot)
        for (const key of value) {
          // Down and up at once, as a script types: keys held a few milliseconds.
          await page.keyboard.press(key);
          await page.waitForTimeout(100);
        }
      else await typeHeld(page, value);
    }
    if (bot) await page.clock.fastForward(stayMs);
    else await page.waitForTimeout(stayMs);
    // What the page sent reaches the site a moment later.
    await new Promise((resolve) => setTimeout(resolve, 500));
  } finally {
    await context.close();
  }
}

async function typeHeld(page: Page, value: string): Promise<void> {
  for (const key of value) {
    await page.keyboard.down(key);
    await page.waitForTimeout(90);
    await page.keyboard.up(key);
    await page.waitForTimeout(120);
  }
}
