import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { card, openPage } from '../test/support/playwright-page.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe's violations on the page, shadow roots included, as `rule: target` lines. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run(),
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`),
  );
}

test('the empty card has no axe violations', async ({ page }) => {
  await openPage(page, 'basic');
  expect(await axeViolations(page)).toEqual([]);
});

test('a card showing its brand and errors has no axe violations', async ({ page }) => {
  await openPage(page, 'form');
  const { number, expiry } = card(page);
  await number.click();
  await page.keyboard.type('37828224');
  await expiry.click();
  await page.keyboard.type('0120');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
});
