import { defineConfig } from '@playwright/test';

const port = Number(process.env.PORT ?? 3000);

export default defineConfig({
  testMatch: '*.spec.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // The system's Chromium, where Playwright's own build is not downloaded.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  webServer: { command: 'node shop.js', url: `http://127.0.0.1:${port}/checkout` },
});
