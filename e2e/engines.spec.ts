import { test } from '@playwright/test';
import { useTokenizationServer } from '../test/tokenization-server-hooks.js';
import { runScenario } from './scenarios/card-page.js';
import { scenarios } from './scenarios/index.js';
import { playwrightDriver } from './scenarios/playwright-driver.js';

// The scenarios WebKit also runs (e2e/webkit/); here in every Playwright project.
const server = useTokenizationServer(test);

for (const scenario of scenarios) {
  test(scenario.name, ({ page }) =>
    runScenario(scenario, { driver: playwrightDriver(page), server }),
  );
}
