import { expect, test, type Page } from '@playwright/test';
import { SERVICE_CARD_NUMBER } from '../test/support/cards.js';
import { fillCard } from '../test/support/fill.js';

// The demo's pages are served with paymentPageHeaders (demo/server/payment-pages.js): a strict
// CSP with a fresh nonce, Trusted Types, reports to /api/reports. The other demo specs run their
// flows under it; this checks the headers themselves and that paying refuses nothing.

const PAGES = ['/', '/script-tag.html', '/spa.html', '/recipients.html', '/dispute.html'];

/** Every CSP violation the page sees, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { violations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

for (const path of PAGES) {
  test(`${path} comes with a nonce policy, and every script tag carries this answer's nonce`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    const headers = response!.headers();
    const policy = headers['content-security-policy']!;
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    expect(policy).toContain("'strict-dynamic' 'report-sha256'");
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toContain('trusted-types lit-html card-tokenizer-demo');
    expect(policy).toMatch(
      /connect-src 'self' http:\/\/127\.0\.0\.1:\d+ http:\/\/127\.0\.0\.1:\d+;/,
    );
    expect(headers['reporting-endpoints']).toBe('payment-page="/api/reports"');
    expect(headers['integrity-policy-report-only']).toBe(
      'blocked-destinations=(script), endpoints=(payment-page)',
    );
    expect(headers['cache-control']).toBe('no-store');
    const nonces = await page
      .locator('script')
      .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
    expect(nonces.length).toBeGreaterThan(1);
    expect(new Set(nonces)).toEqual(new Set([nonce]));

    const again = (await page.request.get(path)).headers()['content-security-policy'];
    expect(again).not.toContain(nonce);
  });
}

test('the SPA pays under the policy and nothing is refused', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/spa.html');
  await fillCard(page, { cardNumber: SERVICE_CARD_NUMBER });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('saved-card')).toContainText('497010XXXXXX1119');
  expect(await violations()).toEqual([]);
});

test('the script-tag checkout posts its form and shows the card, nothing refused', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/script-tag.html');
  await expect(page.getByRole('status')).toContainText('ready');
  await page.getByLabel('E-mail').fill('ada@example.com');
  await fillCard(page);
  await page.getByRole('checkbox', { name: 'Save this card for future payments' }).check();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Card saved' })).toBeVisible();
  await page.goBack();
  await page.getByRole('combobox', { name: /language/i }).selectOption('fr');
  await expect(page.getByLabel('Numéro de carte')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the collector behind /api/reports takes a report and refuses what is not one', async ({
  request,
}) => {
  const report = {
    'csp-report': {
      'document-uri': 'http://127.0.0.1/script-tag.html',
      'blocked-uri': 'inline',
      'effective-directive': 'script-src-elem',
      disposition: 'enforce',
    },
  };
  const post = (data: string, type: string) =>
    request.post('/api/reports', { data, headers: { 'Content-Type': type } });
  expect((await post(JSON.stringify(report), 'application/csp-report')).status()).toBe(204);
  expect((await post('{"csp-report": 1}', 'application/csp-report')).status()).toBe(400);
  expect((await post(JSON.stringify(report), 'text/plain')).status()).toBe(415);
});
