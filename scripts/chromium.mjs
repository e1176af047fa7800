// How the e2e tests (playwright.config.ts), the benchmarks (bench/browser.mjs) and the audit
// launch Chromium.

/** Debian's Chromium by default; CHROMIUM_PATH points to another build elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Playwright 1.64.1's own `--disable-features` list: Chromium reads only the last such flag, so
 * ours repeats it (scripts/chromium.test.ts fails when Playwright's list changes).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AutoDeElevate',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'BlockOriginHeaderModificationOnRedirect',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'Translate',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

/**
 * The address bar's WebUI popup, which headless Chromium 156 preloads in a renderer of its own
 * for every window, that is every context: no page sees it, and it cost a third of the CPU and
 * half the time of opening a context and a page on two cores (measured with 20 in a row).
 */
export const OMNIBOX_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

/** No sandbox or GPU in containers; no background traffic or updates to disturb a run. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];
