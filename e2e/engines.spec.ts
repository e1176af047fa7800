import { test } from '@playwright/test';
import { startTokenizationServer, type TokenizationServer } from '../test/tokenization-server.js';
import { runScenario } from './scenarios/card-page.js';
import { scenarios } from './scenarios/index.js';
import { playwrightDriver } from './scenarios/playwright-driver.js';

// The scenarios WebKit also runs (e2e/webkit/); here in every Playwright project.
let server: TokenizationServer;

test.beforeAll(async () => {
  server = await startTokenizationServer();
});

test.afterAll(() => server.close());

for (const scenario of scenarios) {
  test(scenario.name, ({ page }) =>
    runScenario(scenario, { driver: playwrightDriver(page), server }),
  );
}
