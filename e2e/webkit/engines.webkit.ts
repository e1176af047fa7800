// The shared scenarios (e2e/scenarios/) in WebKitGTK's MiniBrowser, over classic WebDriver.
import { createServer as createPagesServer, type ViteDevServer } from 'vite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, test } from 'vitest';
import { runScenario } from '../../test/support/card-page.js';
import type { Scenario } from '../../test/support/engine-driver.js';
import {
  startTokenizationServer,
  type TokenizationServer,
} from '../../test/support/tokenization-server.js';
import { scenarios } from '../scenarios/index.js';
import { seleniumDriver } from './selenium-driver.js';
import { freePort, startWebKit, type WebKitSession } from './webkit-session.js';

let server: TokenizationServer | undefined;
let pages: ViteDevServer | undefined;
let pagesUrl = '';

// A server per test: one test's late request (the browser's, sent as its page was left) reaches
// that test's closed server, never the next test's log (it did, once, on a loaded clean run).
beforeEach(async () => {
  server = await startTokenizationServer();
});
afterEach(() => server?.close());

beforeAll(async () => {
  // In this process, as Playwright's webServer does with `vite --config e2e/vite.config.ts`.
  pages = await createPagesServer({
    configFile: 'e2e/vite.config.ts',
    server: { port: await freePort(), strictPort: true },
  });
  await pages.listen();
  pagesUrl = pages.resolvedUrls!.local[0]!;
});

afterAll(async () => {
  await pages?.close();
});

/** The scenarios by the time zone they ask for: one browser per zone, started in it. */
const byTimeZone = new Map<string | undefined, Scenario[]>();
for (const scenario of scenarios) {
  byTimeZone.set(scenario.timeZone, [...(byTimeZone.get(scenario.timeZone) ?? []), scenario]);
}

for (const [timeZone, group] of byTimeZone) {
  describe(timeZone ?? "the machine's time zone", () => {
    let webkit: WebKitSession | undefined;
    beforeAll(async () => {
      webkit = await startWebKit(timeZone ? { TZ: timeZone } : {});
    });
    afterAll(() => webkit?.stop());

    for (const scenario of group) {
      test(scenario.name, () =>
        runScenario(scenario, {
          driver: seleniumDriver(webkit!.session, pagesUrl),
          server: server!,
        }),
      );
    }
  });
}
