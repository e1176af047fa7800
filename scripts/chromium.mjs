// How the e2e tests (playwright.config.ts) and the benchmarks (bench/browser.mjs) launch Chromium.

/** Debian's Chromium by default; CHROMIUM_PATH points to another build elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox or GPU in containers; no background traffic or updates to disturb a run. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
