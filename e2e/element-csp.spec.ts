import { expect, test } from '@playwright/test';
import { useTokenizationServer } from '../test/tokenization-server-hooks.js';
import { card, collectErrors, openPage, typeCard } from './element-helpers.js';

const server = useTokenizationServer(test);

test('works under a strict CSP with Trusted Types and no inline style', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await openPage(page, 'csp', server.url);
  const { el, number } = card(page);

  await typeCard(page);
  await expect(number).toHaveValue('4242 4242 4242 4242');
  // Styles arrive through adoptedStyleSheets, which `style-src 'self'` allows.
  await expect(number).toHaveCSS('border-radius', '6px');
  await expect(page.locator('card-tokenizer [part="brand-icon"] text')).toHaveText('VISA');
  const data = await el.evaluate((node: HTMLElementTagNameMap['card-tokenizer']) =>
    node.tokenize(),
  );
  expect(data).toBe('data=registration-data-1');

  const styled = await el.evaluate(
    (node) => node.shadowRoot!.querySelectorAll('[style], style').length,
  );
  expect(styled).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([]);
  expect(errors).toEqual([]);

  // The policy is really enforced: a raw HTML sink is refused.
  const sink = await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<b>raw</b>');
      return 'allowed';
    } catch {
      return 'refused';
    }
  });
  expect(sink).toBe('refused');
});
