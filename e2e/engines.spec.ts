import { runScenario } from '../test/support/card-page.js';
import { playwrightDriver } from '../test/support/playwright-driver.js';
import { test } from '../test/support/reused-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';
import { scenarios } from './scenarios/index.js';

// The scenarios WebKit also runs (e2e/webkit/); here in every Playwright project.
const server = useTokenizationServer(test);

for (const scenario of scenarios) {
  test.describe(() => {
    // The browser's own time zone, as a shopper's, through Playwright's emulation.
    if (scenario.timeZone) test.use({ timezoneId: scenario.timeZone });
    test(scenario.name, ({ page }) =>
      runScenario(scenario, { driver: playwrightDriver(page), server }),
    );
  });
}
