import type { CDPSession, Page } from 'playwright-core';
import { frameSession } from './frames.js';

/** How long a shopper may still be on the checkout after typing the card: the address, a coupon… */
export const STILL_ON_CHECKOUT_MS = 5 * 60_000;
/** How long a shopper stays on the page the payment leads to before closing it. */
export const ON_NEXT_PAGE_MS = 5 * 60_000;

/**
 * Runs the page's clock `ms` ahead, in the page and in each of its out-of-process frames, as fast
 * as their work allows: timers, intervals and `Date` move as if that time had passed, with the
 * browser's own clock (the DevTools Protocol's virtual time), no script in the page. Time stops
 * while a request is under way, so none times out for want of an answer. Afterwards the clock
 * keeps running ahead whenever the page is idle: a later timer fires at once, not after its delay.
 */
export async function runClockForward(page: Page, ms: number, timeoutMs: number): Promise<void> {
  const sessions: CDPSession[] = [];
  for (const frame of page.frames()) {
    const session =
      frame === page.mainFrame()
        ? await page.context().newCDPSession(page)
        : await frameSession(page, frame);
    if (session) sessions.push(session);
  }
  // The sessions stay attached: the browser drops a session's emulation when it detaches.
  await Promise.all(sessions.map((session) => forward(session, ms, timeoutMs)));
}

async function forward(session: CDPSession, ms: number, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<void>((resolve) => {
    session.once('Emulation.virtualTimeBudgetExpired', () => resolve());
    timer = setTimeout(resolve, timeoutMs);
  });
  const started = await session
    .send('Emulation.setVirtualTimePolicy', { policy: 'pauseIfNetworkFetchesPending', budget: ms })
    .then(
      () => true,
      () => false,
    );
  if (!started) return;
  await expired;
  clearTimeout(timer);
  await session
    .send('Emulation.setVirtualTimePolicy', { policy: 'pauseIfNetworkFetchesPending' })
    .catch(() => {});
}
