import { expect, test } from '@playwright/test';
import { fillCard } from '../src/testing/playwright.js';
import { TEST_CARD } from '../test/support/cards.js';
import { collectErrors } from '../test/support/page-watchers.js';
import { card, openPage } from '../test/support/playwright-page.js';
import { useTokenizationServer } from '../test/support/tokenization-server-hooks.js';

// e2e/scenarios/csp.ts checks the element under the page's strict CSP in every engine, once it
// has rendered; this adds what only an init script sees: nothing is refused from the first script
// on (loading, defining, the first render), and nothing lands in the console.

const server = useTokenizationServer(test);

test('a strict CSP refuses nothing from page load to tokenization', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await openPage(page, 'csp', server.url);
  await fillCard(card(page).el, TEST_CARD);
  await card(page).el.evaluate((node: HTMLElementTagNameMap['card-tokenizer']) => node.tokenize());

  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([]);
  expect(errors).toEqual([]);
});
