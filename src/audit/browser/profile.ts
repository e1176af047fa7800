import type { BrowserContextOptions, Page } from 'playwright-core';
import { CannotJudge } from '../terms/cannot-judge.js';
import type { Browser } from './driver.js';

/** Who the audit presents as: a desktop shopper (default), a phone, or a named Playwright device. */
export type ProfileChoice = { as: 'desktop' | 'mobile' } | { device: string };

/** The phone `--as mobile` presents as: a current Android Chrome, as most mobile shoppers run. */
export const MOBILE_DEVICE = 'Pixel 8';

/** A common desktop: a 1920×1080 screen, the window less the browser's own bars. */
const DESKTOP = {
  viewport: { width: 1920, height: 947 },
  screen: { width: 1920, height: 1080 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

/** What the page saw of the browser, read in the page itself: the report's "browser profile". */
export interface ProfileSeen {
  /** `desktop`, `mobile (Pixel 8)`, or the device named with `--device`. */
  name: string;
  userAgent: string;
  /** `navigator.userAgentData.brands`, as `Brand/version`. */
  brands: string[];
  mobile: boolean;
  webdriver: boolean;
  languages: string[];
  viewport: string;
  screen: string;
  deviceScaleFactor: number;
  touchPoints: number;
}

/**
 * The browser's own User-Agent as a headed Chrome of that version sends it: headless Chromium
 * writes `HeadlessChrome`, which a cloaking server answers with its clean body.
 */
export function shopperUserAgent(headlessUserAgent: string): string {
  return headlessUserAgent.replace(/HeadlessChrome\//g, 'Chrome/');
}

/** A device's User-Agent with its Chrome version made the running browser's (reduced, as Chrome sends it). */
export function withChromeVersion(userAgent: string, browserVersion: string): string {
  const major = browserVersion.split('.')[0];
  return userAgent.replace(/(Chrome|CriOS)\/[\d.]+/g, `$1/${major}.0.0.0`);
}

function choiceName(choice: ProfileChoice): string {
  if ('device' in choice) return choice.device;
  return choice.as === 'mobile' ? `mobile (${MOBILE_DEVICE})` : 'desktop';
}

/** The context options of a profile, but its language (the page's: see `pageLanguage`). */
export async function profileOptions(
  browser: Browser,
  choice: ProfileChoice,
): Promise<BrowserContextOptions & { userAgent: string }> {
  const deviceName = 'device' in choice ? choice.device : choice.as === 'mobile' && MOBILE_DEVICE;
  if (deviceName) {
    // The driver is loaded by then (an optional peer dependency, hence not imported above).
    const { devices } = await import('playwright-core');
    const device = devices[deviceName];
    if (!device)
      throw new CannotJudge(
        `expected --device to be a name of Playwright's device list (such as "${MOBILE_DEVICE}" or "iPhone 15"), got "${deviceName}"`,
      );
    // The engine stays Chromium whatever the device's usual browser: only what it presents changes.
    const options: BrowserContextOptions & { defaultBrowserType?: string } = { ...device };
    delete options.defaultBrowserType;
    return {
      ...options,
      userAgent: withChromeVersion(device.userAgent, browser.version()),
    };
  }
  const session = await browser.newBrowserCDPSession();
  try {
    const { userAgent } = await session.send('Browser.getVersion');
    return { ...DESKTOP, userAgent: shopperUserAgent(userAgent) };
  } finally {
    await session.detach();
  }
}

/** What the page itself reads of the browser: the evidence that the profile held. */
export async function profileSeen(page: Page, choice: ProfileChoice): Promise<ProfileSeen> {
  const seen = await page.evaluate(() => {
    const data = (
      navigator as Navigator & {
        userAgentData?: { brands: { brand: string; version: string }[]; mobile: boolean };
      }
    ).userAgentData;
    return {
      userAgent: navigator.userAgent,
      brands: data?.brands.map(({ brand, version }) => `${brand}/${version}`) ?? [],
      mobile: data?.mobile ?? /Mobile/.test(navigator.userAgent),
      webdriver: navigator.webdriver,
      languages: [...navigator.languages],
      viewport: `${innerWidth}×${innerHeight}`,
      screen: `${screen.width}×${screen.height}`,
      deviceScaleFactor: devicePixelRatio,
      touchPoints: navigator.maxTouchPoints,
    };
  });
  return { name: choiceName(choice), ...seen };
}

/**
 * The page's language, for a shopper who reads it: `<html lang>` of the checkout, asked once
 * with the profile's User-Agent; `en-US` when it declares none or cannot be read.
 */
export async function pageLanguage(
  url: string,
  userAgent: string,
  timeoutMs: number,
): Promise<string> {
  try {
    const response = await fetch(url, {
      headers: { 'User-Agent': userAgent, Accept: 'text/html' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const head = (await response.text()).slice(0, 4096);
    const lang = /<html\b[^>]*\blang\s*=\s*["']?([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)/i.exec(
      head,
    )?.[1];
    if (!lang) return 'en-US';
    // A browser sends a region with its language (`fr-FR`, not `fr`).
    const { language, region } = new Intl.Locale(lang).maximize();
    return region ? `${language}-${region}` : language;
  } catch {
    return 'en-US';
  }
}
