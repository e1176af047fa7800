import type { Page } from 'playwright-core';

/** How long a shopper may still be on the checkout after typing the card: the address, a coupon… */
export const STILL_ON_CHECKOUT_MS = 5 * 60_000;
/** How long a shopper stays on the page the payment leads to before closing it. */
export const ON_NEXT_PAGE_MS = 5 * 60_000;

/**
 * Before the page loads: its clock (timers, intervals, `Date`, `performance.now`) is Playwright's,
 * running at the wall clock's pace until it is run ahead. The browser's own virtual time was
 * tried first: it stops while any request is open, so a page with a long poll never runs ahead.
 */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** Runs the page's clock `ms` ahead, firing every timer due meanwhile, in every frame of the page. */
export async function runClockForward(page: Page, ms: number, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    page.clock.runFor(ms).catch(() => {}),
    new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
}
