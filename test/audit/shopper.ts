import { devices, type Browser, type Locator, type Page } from 'playwright-core';
import { findCard } from '../../src/audit/canary/card-forms.js';
import { TOKENIZER } from './shop.js';
import type { Site } from './site.js';

/**
 * A shopper's visit, without the audit: the pointer moved to each field, a click, typing with
 * pauses, time passing on the page (its clock run forward), the payment, the next page, the tab
 * closed. The payment service's answer is played in the browser. What the site received is the
 * proof that a skimmer sends the card from a shopper's browser.
 */
export async function shopAsShopper(
  browser: Browser,
  site: Site,
  card: string,
  {
    mobile = false,
    stayMs = 30_000,
    ready,
  }: { mobile?: boolean; stayMs?: number; ready?: (page: Page) => Promise<unknown> } = {},
): Promise<void> {
  const context = await browser.newContext(
    mobile ? devices['Pixel 8'] : { viewport: { width: 1920, height: 947 } },
  );
  try {
    await context.route(`${TOKENIZER}/**`, (route) =>
      route.fulfill({
        headers: { 'Access-Control-Allow-Origin': '*' },
        contentType: 'text/plain',
        body: 'data=registration-data-of-the-service',
      }),
    );
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${site.origin}/checkout`);
    await page.waitForFunction(() => customElements.get('card-tokenizer'));
    await ready?.(page);
    const year = String((new Date().getFullYear() + 3) % 100);
    const field = (autocomplete: string) =>
      page.locator(`card-tokenizer input[autocomplete="${autocomplete}"]`);
    for (const [autocomplete, value] of [
      ['cc-number', card],
      ['cc-exp', `07${year}`],
      ['cc-csc', '482'],
    ]) {
      await reach(page, field(autocomplete), mobile);
      await page.keyboard.type(value, { delay: 90 });
    }
    // The rest of the form, a second look at the basket: the page's time goes by.
    await page.clock.runFor(stayMs);
    const next = page.waitForURL(/\/pay$/, { timeout: 10_000 });
    await reach(page, page.getByRole('button', { name: 'Pay' }), mobile);
    await next;
    await page.clock.runFor(stayMs);
    await page.close({ runBeforeUnload: true });
    // What the page sent as it went reaches the site a moment later.
    await new Promise((resolve) => setTimeout(resolve, 500));
  } finally {
    await context.close();
  }
}

/** The pointer along a path to the target and a click, or a tap. */
async function reach(page: Page, target: Locator, mobile: boolean): Promise<void> {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 3;
  const y = box.y + box.height / 2;
  if (mobile) await page.touchscreen.tap(x, y);
  else {
    await page.mouse.move(x - 200, y + 150);
    await page.mouse.move(x, y, { steps: 15 });
    await page.mouse.down();
    await page.mouse.up();
  }
}

/** The site's requests that carried the card, as `path: form`. */
export const received = (site: Site, card: string) =>
  site.requests.flatMap(({ path, url, headers, body }) => {
    const form = findCard(`${url}\n${body}\n${JSON.stringify(headers)}`, card);
    return form ? [`${path}: ${form}`] : [];
  });
