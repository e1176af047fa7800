// Layout shifts as the browser scores them (Chromium's `layout-shift` entries), for the
// first-paint specs: nothing on a checkout may move while the card loads.
import type { Page } from '@playwright/test';

/**
 * The page's cumulative layout shift since its navigation (no input here, so every shift counts).
 * The browser keeps a document's layout shifts from its start for an observer registered with
 * `buffered`, so no script needs to run before the page's own: the page may be a reused one.
 */
export async function layoutShift(page: Page): Promise<number> {
  const shifts = await page.evaluate(async () => {
    const values: number[] = [];
    const read = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number })[])
        values.push(entry.value);
    };
    const observer = new PerformanceObserver((list) => read(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The buffered entries come in the observer's task; a timer queued after it runs after it.
    await new Promise((resolve) => setTimeout(resolve));
    read(observer.takeRecords());
    observer.disconnect();
    return values;
  });
  return shifts.reduce((sum, value) => sum + value, 0);
}
