import { CannotJudge } from '../terms/cannot-judge.js';
import { chromiumArgs, chromiumPath } from './chromium.js';

type PlaywrightCore = typeof import('playwright-core');
export type Browser = Awaited<ReturnType<PlaywrightCore['chromium']['launch']>>;

/** The line printed when the optional peer dependency is missing. */
export const INSTALL_DRIVER =
  'card-tokenizer-audit needs playwright-core: npm install --save-dev playwright-core@1.64.1';

/** Loads the driver; an optional peer dependency, so a missing one is a message, not a crash. */
export async function loadDriver(
  load: () => Promise<PlaywrightCore> = () => import('playwright-core'),
): Promise<PlaywrightCore> {
  try {
    return await load();
  } catch {
    throw new CannotJudge(INSTALL_DRIVER);
  }
}

/**
 * Headless Chromium at CHROMIUM_PATH (default /usr/bin/chromium), without the automation flag a
 * skimmer reads to stay dormant (`navigator.webdriver`).
 */
export const auditLaunchOptions = () => ({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--disable-blink-features=AutomationControlled'],
  headless: true,
});

export async function launchChromium(driver: Pick<PlaywrightCore, 'chromium'>): Promise<Browser> {
  try {
    return await driver.chromium.launch(auditLaunchOptions());
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new CannotJudge(
      `Chromium did not start from ${chromiumPath} (set CHROMIUM_PATH): ${reason}`,
    );
  }
}
