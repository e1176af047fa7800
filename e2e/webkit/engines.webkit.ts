// The shared scenarios (e2e/scenarios/) in WebKitGTK's MiniBrowser, over classic WebDriver.
import { createServer as createPagesServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, test } from 'vitest';
import { runScenario } from '../../test/support/card-page.js';
import {
  startTokenizationServer,
  type TokenizationServer,
} from '../../test/support/tokenization-server.js';
import { scenarios } from '../scenarios/index.js';
import { seleniumDriver } from './selenium-driver.js';
import { freePort, startWebKit, type WebKitSession } from './webkit-session.js';

let server: TokenizationServer | undefined;
let pages: ViteDevServer | undefined;
let webkit: WebKitSession | undefined;
let pagesUrl = '';

beforeAll(async () => {
  server = await startTokenizationServer();
  // In this process, as Playwright's webServer does with `vite --config e2e/vite.config.ts`.
  pages = await createPagesServer({
    configFile: 'e2e/vite.config.ts',
    server: { port: await freePort(), strictPort: true },
  });
  await pages.listen();
  pagesUrl = pages.resolvedUrls!.local[0]!;
  webkit = await startWebKit();
});

afterAll(async () => {
  try {
    await webkit?.stop();
  } finally {
    await pages?.close();
    await server?.close();
  }
});

for (const scenario of scenarios) {
  test(scenario.name, () =>
    runScenario(scenario, { driver: seleniumDriver(webkit!.session, pagesUrl), server: server! }),
  );
}
