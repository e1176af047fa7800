import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { StayClock } from '../../src/audit/canary/time.js';
import type { Browser } from '../../src/audit/browser/driver.js';
import { browserAndSite, type Site } from './site.js';

let browser: Browser;
let site: Site;
browserAndSite((started, shop) => ([browser, site] = [started, shop]));

const STAY_MS = 300_000;

/**
 * Every clock a script of the page can read, each second on a 1 s interval and on every animation
 * frame: what a skimmer that compares two clocks sees. A dedicated worker's clock and
 * `performance.mark` are read too.
 */
const PROBE = `window.ticks = [];
window.frames_ = [];
const read = () => ({
  date: Date.now(),
  newDate: new Date().getTime(),
  perf: performance.now(),
  timeline: document.timeline.currentTime,
  event: new Event('probe').timeStamp,
  mark: performance.mark('probe').startTime,
});
setInterval(() => ticks.push(read()), 1000);
const frame = (time) => { frames_.push({ raf: time, ...read() }); requestAnimationFrame(frame); };
requestAnimationFrame(frame);
window.worker = new Worker(URL.createObjectURL(new Blob(['onmessage = () => postMessage(Date.now())'])));
window.workerNow = () => new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); worker.postMessage(0); });
`;

async function openProbe(extra = ''): Promise<{ page: Page; clock: StayClock }> {
  site.files.set('/clock', `<!doctype html><title>Clock</title><script>${PROBE}${extra}</script>`);
  site.headers = {};
  const context = await browser.newContext();
  const clock = new StayClock({ real: false });
  await clock.install(context);
  const page = await context.newPage();
  await page.goto(`${site.origin}/clock`);
  // A few real seconds on the page, as the canary's typing takes.
  await page.waitForFunction(() => (window as unknown as { ticks: unknown[] }).ticks.length >= 2);
  return { page, clock };
}

type Reading = Record<'date' | 'newDate' | 'perf' | 'timeline' | 'event' | 'mark', number>;
const readAll = (page: Page) =>
  page.evaluate(async () => {
    const probe = window as unknown as {
      ticks: Reading[];
      frames_: (Reading & { raf: number })[];
      workerNow: () => Promise<number>;
    };
    return {
      ticks: probe.ticks.slice(),
      frames: probe.frames_.slice(),
      worker: await probe.workerNow(),
    };
  });

describe('card-tokenizer-audit --canary: a stay the page cannot tell from time passing', () => {
  it('moves every clock the page reads together: Date, performance.now, document.timeline, event time stamps, animation frames and 1 s ticks a second apart', async () => {
    const { page, clock } = await openProbe();
    try {
      const before = await readAll(page);
      await clock.stayOn(page, STAY_MS, 60_000);
      await page.waitForFunction(
        (count) => (window as unknown as { frames_: unknown[] }).frames_.length > count,
        before.frames.length,
      );
      const after = await readAll(page);
      const first = before.ticks.at(-1)!;
      const last = after.ticks.at(-1)!;
      const moved = (name: keyof Reading) => last[name] - first[name];
      for (const name of ['date', 'newDate', 'perf', 'timeline', 'event'] as const) {
        // The last tick read: the stay's last second, or the first after it.
        expect(moved(name), name).toBeGreaterThanOrEqual(STAY_MS - 1000);
        // Together: what one clock moved, the others moved, within a second of real time.
        expect(Math.abs(moved(name) - moved('date')), name).toBeLessThan(1000);
      }
      // Each second of the stay ticks once, every clock a second on from the tick before: the
      // skimmer that compares Date with document.timeline each second sees no jump.
      const during = after.ticks.slice(before.ticks.length - 1);
      expect(during.length).toBeGreaterThanOrEqual(STAY_MS / 1000 - 1);
      for (let index = 1; index < during.length; index++) {
        const step = (name: keyof Reading) => during[index][name] - during[index - 1][name];
        expect(step('date')).toBeLessThan(2000);
        expect(Math.abs(step('date') - step('timeline'))).toBeLessThan(200);
        expect(Math.abs(step('date') - step('perf'))).toBeLessThan(200);
      }
      // An animation frame after the stay is stamped after it.
      const lastFrame = after.frames.at(-1)!;
      expect(lastFrame.raf - before.frames.at(-1)!.raf).toBeGreaterThanOrEqual(STAY_MS);
      expect(Math.abs(lastFrame.raf - lastFrame.perf)).toBeLessThan(1000);
      // Open tells, measured: a worker's own clock and performance.mark's time stay in real time.
      expect(after.worker - before.worker).toBeLessThan(STAY_MS / 2);
      expect(moved('mark')).toBeLessThan(STAY_MS / 2);
    } finally {
      await page.context().close();
    }
  });

  it('jumps past a 1 ms interval: a timeout due 45 s on fires, the page’s Date 5 minutes on', async () => {
    const { page, clock } = await openProbe(
      `setInterval(() => {}, 1);
window.late = 0;
setTimeout(() => { window.late = Date.now(); }, 45_000);
window.loaded = Date.now();`,
    );
    try {
      // The jammed page's real seconds before the jump: the earlier clock's backlog grew with them.
      await page.waitForTimeout(5000);
      await clock.stayOn(page, STAY_MS, 60_000);
      const { late, loaded, now } = await page.evaluate(() => {
        const state = window as unknown as { late: number; loaded: number };
        return { late: state.late, loaded: state.loaded, now: Date.now() };
      });
      expect(late - loaded).toBeGreaterThanOrEqual(45_000);
      expect(late - loaded).toBeLessThan(STAY_MS);
      expect(now - loaded).toBeGreaterThanOrEqual(STAY_MS);
    } finally {
      await page.context().close();
    }
  });
});
