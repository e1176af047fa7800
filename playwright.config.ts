import { defineConfig, type Project } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/** Debian's Firefox ESR by default; FIREFOX_PATH points to another build elsewhere. */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** `BROWSERS=chromium` runs the Chromium project alone (WebKit runs outside Playwright). */
const browsers = (process.env.BROWSERS ?? 'chromium,firefox,webkit').split(',');
const requested = (projects: Project[]) =>
  projects.filter((project) => browsers.includes(project.name!));
const pagesPort = Number(process.env.E2E_PORT ?? 5179);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${pagesPort}`,
    trace: 'retain-on-failure',
  },
  projects: requested([
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
    {
      name: 'firefox',
      // The shared scenarios and the specs written for any engine. The rest stay Chromium's:
      // autofill needs the DevTools protocol, privacy reads request bodies (BiDi reports none).
      testMatch: [
        'engines.spec.ts',
        'element-a11y.spec.ts',
        'element-form.spec.ts',
        'element-typing.spec.ts',
      ],
      use: {
        browserName: 'firefox',
        // Playwright's WebDriver BiDi path, for a stock Firefox (TOOLCHAIN: pinned 1.64.1).
        channel: 'moz-firefox',
        launchOptions: { executablePath: firefoxPath },
        // Tracing over BiDi doubles Firefox's run time; `--trace=on` records one when needed.
        trace: 'off',
      },
    },
  ]),
  webServer: [
    {
      command: `npx vite --config e2e/vite.config.ts --port ${pagesPort} --strictPort`,
      url: `http://127.0.0.1:${pagesPort}/e2e/pages/index.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The demo (e2e/demo-*.spec.ts): sandbox, backend and pages in one process, over dist/.
    {
      command: 'node scripts/demo.mjs --no-build --port 5181',
      url: 'http://127.0.0.1:5181/',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
