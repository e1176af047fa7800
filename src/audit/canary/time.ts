import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { carryScript, pageClockScript } from './clock.js';
import { CannotJudge } from '../terms/cannot-judge.js';
import { OWN_SOURCE_URL } from '../terms/own-code.js';

/** How long a shopper may still be on the checkout after typing the card: the address, a coupon… */
export const STILL_ON_CHECKOUT_MS = 5 * 60_000;
/**
 * The page's time (its performance.now()) at which every drive's stay on the checkout ends, when
 * the card was typed within its first minute: the same in every drive, so that its timers fire
 * as often in each.
 */
export const CHECKOUT_ENDS_AT_MS = 60_000 + STILL_ON_CHECKOUT_MS;
/** How long a shopper stays on the page the payment leads to before closing it. */
export const ON_NEXT_PAGE_MS = 5 * 60_000;

/**
 * How the canary stays: the page's clock jumped ahead (`forwarded`, the default), or real time
 * waited on the page (`--stay 5m`), which no clock of the page or of a server tells from a shopper's.
 */
export type Stay = { real: false } | { real: true; ms: number };

/** What the canary calls in a frame: the page clock's control (clock.ts). */
interface ClockControl {
  jump(ms: number): Promise<{ fired: number; offset: number }>;
}

/**
 * The page's clock, forwarded: before the page loads, every frame's clocks become one the canary
 * moves (clock.ts), running at the wall clock's pace until it jumps. Not in real time: the
 * page keeps its own.
 */
export class StayClock {
  readonly #key = `${OWN_SOURCE_URL}-clock-${randomUUID()}`;

  constructor(readonly stay: Stay) {}

  /** Before any script of the page, and before the canary's watchers. */
  async install(context: BrowserContext): Promise<void> {
    if (!this.stay.real) await context.addInitScript(pageClockScript(this.#key, OWN_SOURCE_URL));
  }

  /**
   * Stays `stayMs` on the page, or until the page's clock reads `endsAt` when that is later:
   * every frame's clock jumps, each timer due in the span firing in turn
   * at its time, and the page's own `Date.now()` and a timer of its clock are read to prove the
   * jump; a shortfall ends the run as "cannot judge", saying which. In real time, the whole stay
   * is waited.
   */
  async stayOn(page: Page, stayMs: number, timeoutMs: number, endsAt?: number): Promise<void> {
    const { stay } = this;
    if (stay.real) {
      await new Promise((resolve) => setTimeout(resolve, stay.ms));
      return;
    }
    const [before, since] =
      (await page.evaluate(() => [Date.now(), performance.now()]).catch(() => undefined)) ?? [];
    // At least the stay; to the end's time of the page's clock when it is further.
    const ms = Math.max(stayMs, Math.round((endsAt ?? 0) - (since ?? Infinity)));
    // A timer of the page's clock due just before the end of the jump: it must have fired.
    const timer = page
      .evaluate(
        (due) => new Promise<number>((resolve) => setTimeout(() => resolve(Date.now()), due)),
        ms - 1000,
      )
      .catch(() => undefined);
    const key = this.#key;
    const jumps = page
      .frames()
      .map((frame) =>
        frame.evaluate(
          ([name, span]) =>
            (globalThis as unknown as Record<symbol, ClockControl | undefined>)[
              Symbol.for(name)
            ]?.jump(span) ?? null,
          [key, ms] as const,
        ),
      );
    for (const other of jumps.slice(1)) other.catch(() => {});
    const main = await withTimeout(
      jumps[0].catch(() => undefined),
      timeoutMs,
      `a script of ${page.url()} held the page for ${timeoutMs} ms while its clock jumped ${(ms / 1000).toFixed(1)} s (a timer that does not return): the stay cannot be shown (try --stay with real time)`,
    );
    if (main === undefined || before === undefined) return; // The page went away meanwhile (a navigation): nothing to read.
    if (main === null)
      throw new CannotJudge(
        `the canary's clock is missing from ${page.url()}: its time cannot be moved (try --stay with real time)`,
      );
    // Documents loaded from now on start as far ahead as this one.
    await page.context().addInitScript(carryScript(key, main.offset, OWN_SOURCE_URL));
    await Promise.allSettled(jumps);
    const after = await page.evaluate(() => Date.now()).catch(() => undefined);
    const fired = await withTimeout(timer, Math.min(timeoutMs, 5000), '').catch(() => undefined);
    if (after === undefined) return;
    const moved = after - before;
    if (moved < ms)
      throw new CannotJudge(
        `the page's Date.now() moved ${(moved / 1000).toFixed(1)} s of the ${(ms / 1000).toFixed(1)} s its clock jumped: a script of ${page.url()} replaced Date, so the stay cannot be shown (try --stay with real time)`,
      );
    if (fired === undefined)
      throw new CannotJudge(
        `a timer due ${((ms - 1000) / 1000).toFixed(1)} s into the stay never fired: a script of ${page.url()} replaced setTimeout, so the page's timers did not follow its clock (try --stay with real time)`,
      );
  }
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
