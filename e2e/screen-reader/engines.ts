import { chromium, firefox, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import type { EngineDriver } from '../../test/support/engine-driver.js';
import { playwrightDriver } from '../../test/support/playwright-driver.js';
import { seleniumDriver } from '../webkit/selenium-driver.js';
import { startWebKit } from '../webkit/webkit-session.js';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A browser open on the pages server, its accessibility bridge on the bus of `env`. */
export interface Engine {
  driver: EngineDriver;
  close(): Promise<void>;
}

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Headed, on the virtual display: headless Firefox builds no GTK window and so no ATK tree;
 * Chromium is headed too, as a shopper's is.
 */
async function playwrightEngine(browser: Browser, pagesUrl: string): Promise<Engine> {
  const page = await browser.newPage({ baseURL: pagesUrl });
  return { driver: playwrightDriver(page), close: () => browser.close() };
}

export async function startEngine(
  name: EngineName,
  pagesUrl: string,
  env: Record<string, string>,
): Promise<Engine> {
  const launchEnv = { ...process.env, ...env } as Record<string, string>;
  if (name === 'chromium') {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      // Chromium builds its AT-SPI2 tree only for a screen reader it detects, or when forced.
      args: [...chromiumArgs, '--force-renderer-accessibility'],
      headless: false,
      env: launchEnv,
    });
    return playwrightEngine(browser, pagesUrl);
  }
  if (name === 'firefox') {
    const browser = await firefox.launch({
      // Playwright's WebDriver BiDi path, for a stock Firefox (as playwright.config.ts).
      channel: 'moz-firefox',
      executablePath: firefoxPath,
      headless: false,
      env: launchEnv,
      // Else Firefox fetches an accessible's name from the page only once first asked, and
      // answers that first question with an empty name.
      firefoxUserPrefs: { 'accessibility.enable_all_cache_domains': true },
    });
    return playwrightEngine(browser, pagesUrl);
  }
  const webkit = await startWebKit(env);
  return { driver: seleniumDriver(webkit.session, pagesUrl), close: () => webkit.stop() };
}
