// The demo's pages, which merchants copy, pass the element's WCAG 2.2 checks: axe with the
// WCAG A/AA tags and target-size, and the computed contrasts, in the light and dark themes.
import assert from 'node:assert/strict';
import { expect, type Page } from '@playwright/test';
import { test } from '../test/support/reused-page.js';
import { expectAxeClean } from '../test/support/a11y-driver.js';
import { readContrasts } from '../test/support/a11y-page.js';
import { injectAxe } from '../test/support/axe.js';
import { playwrightDriver } from '../test/support/playwright-driver.js';

const PAGES = ['/', '/script-tag.html', '/spa.html', '/recipients.html', '/dispute.html'];

/** Shows an error on the page's card, if it has one, the way a shopper's Tab does. */
async function showCardError(page: Page): Promise<void> {
  const number = page.locator('card-tokenizer input[data-field="number"]').first();
  if (!(await number.count())) return;
  await number.click();
  await page.keyboard.type('4242');
  await page.keyboard.press('Tab');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
}

for (const path of PAGES) {
  for (const theme of ['light', 'dark']) {
    test(`${path} in the ${theme} theme: no axe violation, card contrast met`, async ({ page }) => {
      await page.goto(path);
      if (theme === 'dark') {
        await page.getByRole('button', { name: 'Dark theme' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      }
      await showCardError(page);
      await injectAxe(page);
      await expectAxeClean(playwrightDriver(page), `${path} ${theme}`);
      if (await page.locator('card-tokenizer').count()) {
        const low = (await page.evaluate(readContrasts)).filter(({ ratio, min }) => ratio < min);
        assert.deepEqual(low, []);
      }
    });
  }
}
