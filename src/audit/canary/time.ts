import type { Page } from 'playwright-core';
import { CannotJudge } from '../terms/cannot-judge.js';

/** How long a shopper may still be on the checkout after typing the card: the address, a coupon… */
export const STILL_ON_CHECKOUT_MS = 5 * 60_000;
/** How long a shopper stays on the page the payment leads to before closing it. */
export const ON_NEXT_PAGE_MS = 5 * 60_000;

/**
 * How the canary stays: the page's clock jumped ahead (`forwarded`, the default), or real time
 * waited on the page (`--stay 5m`), which no comparison of the page's clocks tells from a shopper's.
 */
export type Stay = { real: false } | { real: true; ms: number };

/**
 * Before the page loads: its clock (timers, intervals, `Date`, `performance.now`) is Playwright's,
 * running at the wall clock's pace until it jumps. Not in real time: the page keeps its own.
 */
export async function installClock(page: Page, stay: Stay): Promise<void> {
  if (!stay.real) await page.clock.install();
}

/**
 * Stays `ms` on the page: the clock jumps (`fastForward`: each timer due fires once, so a page's
 * 1 ms interval cannot hold it back, as it held `runFor`), and the page's own `Date.now()` and a
 * timer of its clock are read to prove the jump; a shortfall ends the run as "cannot judge".
 * In real time, the whole stay is waited.
 */
export async function stayOnPage(
  page: Page,
  ms: number,
  stay: Stay,
  timeoutMs: number,
): Promise<void> {
  if (stay.real) {
    await new Promise((resolve) => setTimeout(resolve, stay.ms));
    return;
  }
  const before = await page.evaluate(() => Date.now()).catch(() => undefined);
  // A timer of the page's clock due just before the end of the jump: it must have fired.
  const timer = page
    .evaluate(
      (due) => new Promise<number>((resolve) => setTimeout(() => resolve(Date.now()), due)),
      ms - 1000,
    )
    .catch(() => undefined);
  await withTimeout(
    page.clock.fastForward(ms),
    timeoutMs,
    `the clock of ${page.url()} did not jump ${ms / 1000} s within ${timeoutMs} ms`,
  );
  if (before === undefined) return; // The page went away meanwhile (a navigation): nothing to read.
  const after = await page.evaluate(() => Date.now()).catch(() => undefined);
  const fired = await withTimeout(timer, Math.min(timeoutMs, 5000), '').catch(() => undefined);
  if (after === undefined) return;
  const moved = after - before;
  if (moved < ms)
    throw new CannotJudge(
      `the page's clock moved ${(moved / 1000).toFixed(1)} s of the ${ms / 1000} s the canary stays: the stay was shortened (try --stay with real time)`,
    );
  if (fired === undefined)
    throw new CannotJudge(
      `a timer due ${(ms - 1000) / 1000} s into the stay never fired: the page's timers did not follow its clock (try --stay with real time)`,
    );
}

async function withTimeout<T>(work: Promise<T>, ms: number, why: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new CannotJudge(why)), ms)),
      ),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** `--stay`: `90s`, `5m`, or milliseconds; real time. */
export function parseStay(value: string | undefined): Stay {
  if (value === undefined) return { real: false };
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(value.trim());
  if (!match)
    throw new CannotJudge(`expected --stay to be a duration such as 90s or 5m, got "${value}"`);
  const unit = { ms: 1, s: 1000, m: 60_000 }[(match[2] ?? 'ms') as 'ms' | 's' | 'm'];
  const ms = Number(match[1]) * unit;
  if (ms <= 0 || ms > 60 * 60_000)
    throw new CannotJudge(`expected --stay between 1 ms and 60m, got "${value}"`);
  return { real: true, ms };
}
