import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The WCAG 2.2 levels A and AA, and the 2.0 and 2.1 rules they include. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's violations on the page, shadow roots included, as `rule: target` lines. */
export async function axeViolations(page: Page, tags?: string[]): Promise<string[]> {
  // Styles applied: sizes and contrast mean nothing before (a page just redirected to).
  await page.waitForLoadState('load');
  await page.addScriptTag({ path: axePath });
  const options: RunOptions = tags ? { runOnly: { type: 'tag', values: tags } } : {};
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(options: RunOptions): Promise<AxeResults> } }).axe.run(
        options,
      ),
    options,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`),
  );
}
