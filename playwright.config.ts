import { defineConfig } from '@playwright/test';

/** Debian's Chromium by default; CHROMIUM_PATH points to another build elsewhere. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite --config e2e/vite.config.ts --port ${pagesPort} --strictPort`,
    url: `http://127.0.0.1:${pagesPort}/e2e/pages/index.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
