// The page list as a Playwright Test project, as docs/audit.md's CI recipe writes it: one test per
// page, spread over tests (not files) so that shards split the list.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: 'pages.spec.ts',
  fullyParallel: true,
  workers: Number(process.env.AUDIT_WORKERS ?? 1),
  // A page that could not be reached is tried again; the report keeps a drift whatever comes after.
  retries: 1,
  timeout: 120_000,
  outputDir: process.env.AUDIT_TEST_RESULTS ?? 'test-results/audit',
  reporter: [
    [
      'card-tokenizer/audit/playwright/reporter',
      { outputFolder: process.env.AUDIT_REPORT ?? 'audit-report', pages: process.env.AUDIT_PAGES },
    ],
    ['list'],
  ],
});
