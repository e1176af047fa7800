// The page list as a Playwright Test project: one test per page, the runner's workers, shards,
// retries and merge-reports. @playwright/test is an optional peer dependency, as is the driver.
import { test as base } from '@playwright/test';
import type { Browser } from '../browser/driver.js';
import { auditListedPage, type PageResult } from './audit-listed-page.js';
import { openBrowser, type BrowserSource } from './browsers.js';
import { loadPageList, type ListedPage } from './page-list.js';

export { loadPageList, PageListError, type ListedPage } from './page-list.js';
export type { PageResult } from './audit-listed-page.js';
export type { BrowserSource } from './browsers.js';

/** The attachment each test carries: its page's result, from which the reporter builds the report. */
export const RESULT_ATTACHMENT = 'card-tokenizer-audit.json';

interface AuditWorkerFixtures {
  /** Where the audit's Chromium comes from (`use: { auditBrowserSource: { cdp: … } }`). */
  auditBrowserSource: BrowserSource;
  /** One Chromium per worker, launched or connected as `auditBrowserSource` says. */
  auditBrowser: Browser;
}

interface AuditFixtures {
  /** Audits a listed page, attaches its result, and fails the test on a drift or no verdict. */
  auditPage: (page: ListedPage) => Promise<PageResult>;
}

export const test = base.extend<AuditFixtures, AuditWorkerFixtures>({
  auditBrowserSource: [{ launch: true }, { scope: 'worker', option: true }],
  auditBrowser: [
    async ({ auditBrowserSource }, use) => {
      const browser = await openBrowser(auditBrowserSource);
      await use(browser);
      await browser.close().catch(() => {});
    },
    { scope: 'worker' },
  ],
  auditPage: async ({ auditBrowser }, use, testInfo) => {
    await use(async (page) => {
      const result = await auditListedPage(page, auditBrowser, { attempt: testInfo.retry });
      await testInfo.attach(RESULT_ATTACHMENT, {
        body: JSON.stringify(result),
        contentType: 'application/json',
      });
      // An unreachable page is retried (the runner's `retries`); a drift stays in the report.
      if (result.verdict !== 'pass')
        throw new Error(
          `${result.verdict === 'drift' ? 'DRIFT' : 'CANNOT JUDGE'} ${page.url}\n${result.lines.join('\n')}`,
        );
      return result;
    });
  },
});

/** Declares one test per page of the list, titled by the page's name. */
export function auditPages(file: string): ListedPage[] {
  const pages = loadPageList(file);
  for (const page of pages)
    test(page.name, async ({ auditPage }) => {
      await auditPage(page);
    });
  return pages;
}
