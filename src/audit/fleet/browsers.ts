import { CannotJudge } from '../terms/cannot-judge.js';
import { launchChromium, loadDriver, type Browser } from '../browser/driver.js';

/** Where the audit's Chromium comes from: launched here, or a browser farm's. */
export type BrowserSource =
  | { launch: true }
  /** A Chromium's DevTools endpoint: `http://host:9222` or its `ws://…/devtools/browser/…`. */
  | { cdp: string }
  /** A Playwright browser server (`launchServer`, a grid): `ws://host:port/…`. */
  | { connect: string };

/** One line for the report: what ran the pages. */
export const describeSource = (source: BrowserSource) =>
  'cdp' in source
    ? `a Chromium reached over the DevTools Protocol at ${source.cdp}`
    : 'connect' in source
      ? `a Chromium of the Playwright browser server at ${source.connect}`
      : 'a Chromium launched by the audit';

/** A browser for one worker; closing a connected one closes its contexts and disconnects. */
export async function openBrowser(source: BrowserSource, timeoutMs = 30_000): Promise<Browser> {
  const driver = await loadDriver();
  if ('launch' in source) return launchChromium(driver);
  const endpoint = 'cdp' in source ? source.cdp : source.connect;
  try {
    const browser =
      'cdp' in source
        ? await driver.chromium.connectOverCDP(endpoint, { timeout: timeoutMs })
        : await driver.chromium.connect(endpoint, { timeout: timeoutMs });
    return browser;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new CannotJudge(`cannot reach the browser at ${endpoint}: ${reason}`);
  }
}
