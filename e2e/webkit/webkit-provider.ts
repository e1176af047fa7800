// Vitest's browser mode in WebKitGTK's MiniBrowser over WebKitWebDriver: Playwright's own WebKit
// build cannot be installed here, and Vitest's WebdriverIO provider knows no MiniBrowser.
import { playwright } from '@vitest/browser-playwright';
import type { BrowserProvider, BrowserProviderOption } from 'vitest/node';
import { startWebKit, type WebKitSession } from './webkit-session.js';

class WebKitProvider implements BrowserProvider {
  readonly name = 'webkit-webdriver';
  readonly supportsParallelism = false;
  private webkit: Promise<WebKitSession> | undefined;

  getCommandsContext(): Record<string, unknown> {
    return {};
  }

  async openPage(_sessionId: string, url: string): Promise<void> {
    this.webkit ??= startWebKit();
    await (await this.webkit).session.get(url);
  }

  async close(): Promise<void> {
    await (await this.webkit)?.stop();
  }
}

/** The provider; the tests' page is served by Vitest's own browser server, as for Playwright. */
export function webkitWebDriver(): BrowserProviderOption {
  return {
    name: 'webkit-webdriver',
    supportedBrowser: ['webkit'],
    options: {},
    providerFactory: () => new WebKitProvider(),
    serverFactory: playwright().serverFactory,
  };
}
