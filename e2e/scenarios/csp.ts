import assert from 'node:assert/strict';
import { configure, expectField, tokenize } from '../../test/support/card-page.js';
import { TEST_CARD } from '../../test/support/cards.js';
import type { Scenario } from '../../test/support/engine-driver.js';

export const cspScenarios: Scenario[] = [
  {
    name: 'works under a strict CSP with Trusted Types and no inline style',
    page: 'element-csp.html',
    async run({ driver, server }) {
      await driver.evaluate(() => {
        const violations: string[] = [];
        Object.assign(window, { violations });
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await configure(driver, server.url);
      await driver.fillCard(TEST_CARD);
      await expectField(driver, 'number', { value: '4242 4242 4242 4242' });
      const looks = await driver.evaluate(() => {
        const element = document.querySelector('card-tokenizer')!;
        const root = element.shadowRoot!;
        const number = element.querySelector('input[data-field="number"]')!;
        return {
          // Styles arrive through adoptedStyleSheets, which `style-src 'self'` allows.
          radius: getComputedStyle(number).borderTopLeftRadius,
          inlineStyles:
            root.querySelectorAll('[style], style').length +
            element.querySelectorAll('[style], style').length,
          brandIcon: root.querySelector('[part="brand-icon"] text')?.textContent,
        };
      });
      assert.deepEqual(looks, { radius: '6px', inlineStyles: 0, brandIcon: 'VISA' });
      assert.equal(await tokenize(driver), 'data=registration-data-1');
      const violations = await driver.evaluate(
        () => (window as unknown as { violations: string[] }).violations,
      );
      assert.deepEqual(violations, []);
      // The policy is really enforced: a raw HTML sink is refused.
      const sink = await driver.evaluate(() => {
        try {
          document.body.insertAdjacentHTML('beforeend', '<b>raw</b>');
          return 'allowed';
        } catch {
          return 'refused';
        }
      });
      assert.equal(sink, 'refused');
    },
  },
];
