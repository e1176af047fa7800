import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test as base, type LaunchOptions } from '@playwright/test';
import { fillCard } from '../src/testing/playwright.js';
import { TEST_CARD } from '../test/support/cards.js';
import {
  startPaymentPageServer,
  type PaymentPageServer,
} from '../test/support/payment-page-server.js';
import { card } from '../test/support/playwright-page.js';
import { registrationFor } from '../test/support/registration.js';
import { makeTestCertificate } from '../test/support/test-certificate.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

// A page served with paymentPageHeaders() runs the element and tokenizes; what a skimmer's tags
// try is refused, and the browser's reports reach reportCollector()'s onReport.

const certificate = makeTestCertificate();
const test = base.extend<object, { launchOptions: LaunchOptions }>({
  // Chromium holds Reporting API reports up to a minute to batch them (the first flag sends them
  // at once) and sends them to https endpoints only: this test's certificate is trusted.
  launchOptions: [
    async ({ launchOptions, browserName }, use) => {
      const args = [
        ...(launchOptions.args ?? []),
        '--short-reporting-delay',
        `--ignore-certificate-errors-spki-list=${certificate.spki}`,
      ];
      await use(browserName === 'chromium' ? { ...launchOptions, args } : launchOptions);
    },
    { scope: 'worker' },
  ],
});
test.use({ ignoreHTTPSErrors: true });

const tokenization = useTokenizationServer(test);
let shop: PaymentPageServer;
test.beforeEach(async ({ browserName }) => {
  shop = await startPaymentPageServer({
    tokenizationOrigin: tokenization.origin,
    // Firefox's CSP reports through report-uri; Chromium's through the Reporting API.
    reportUri: browserName === 'firefox',
    tls: certificate,
  });
});
test.afterEach(() => shop.close());

const SCRIPT_SHA256 = `sha256-${createHash('sha256')
  .update(readFileSync(new URL('../dist/card-tokenizer.iife.js', import.meta.url)))
  .digest('base64')}`;

test('the element runs and tokenizes under the headers, and nothing is refused', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const response = await page.goto(`${shop.url}/checkout.html`);
  expect(response!.headers()['content-security-policy']).toContain("'strict-dynamic'");
  await expect(card(page).number).toBeEditable();
  await card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer'], registration) => {
    el.registration = registration;
  }, registrationFor(tokenization.url));
  await fillCard(card(page).el, TEST_CARD);
  const data = await card(page).el.evaluate((el: HTMLElementTagNameMap['card-tokenizer']) =>
    el.tokenize(),
  );

  expect(data).toBe('data=registration-data-1');
  expect(tokenization.requests).toHaveLength(1);
  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([]);
});

test("a skimmer's inline script and image are refused, and the browser's reports reach onReport", async ({
  page,
  browserName,
}) => {
  await page.goto(`${shop.url}/skimmed.html`);
  await expect(card(page).number).toBeEditable();
  await expect(page).not.toHaveTitle('skimmed');

  const documentUrl = `${shop.url}/skimmed.html`;
  await expect
    .poll(() => shop.reports.filter((report) => report.type === 'csp-violation'), {
      timeout: 15_000,
    })
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ documentUrl, directive: 'script-src-elem', blocked: 'inline' }),
        expect.objectContaining({
          documentUrl,
          directive: 'img-src',
          blocked: 'http://127.0.0.2:9',
        }),
      ]),
    );
  if (browserName === 'chromium') {
    // 'report-sha256': the hash of each script the page ran, for the inventory.
    await expect
      .poll(() => shop.reports.filter((report) => report.type === 'script-hash'), {
        timeout: 15_000,
      })
      .toEqual([
        expect.objectContaining({
          documentUrl,
          scriptUrl: `${shop.url}/card-tokenizer.iife.js`,
          hash: SCRIPT_SHA256,
        }),
      ]);
  }
  expect(JSON.stringify(shop.reports)).not.toContain('4970');
});
