// Layout shifts as the browser scores them (Chromium's `layout-shift` entries), for the
// first-paint specs: nothing on a checkout may move while the card loads.
import type { Page } from '@playwright/test';

/** Runs in the page before its scripts: each layout shift it scores, from the navigation on. */
export function watchLayoutShifts(): void {
  const shifts: number[] = [];
  (window as unknown as { shifts: number[] }).shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The page's cumulative layout shift so far (no input here, so every shift counts). */
export async function layoutShift(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}
