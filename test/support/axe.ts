import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.2 levels A and AA, and the 2.0 and 2.1 rules they include. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Puts axe on the page through the driver, not as a script tag: a page's strict CSP and Trusted
 * Types (the demo's) refuse an inline script, as they should.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/** axe's violations on the page, shadow roots included, as `rule: target` lines. */
export async function axeViolations(page: Page, tags?: string[]): Promise<string[]> {
  // Styles applied: sizes and contrast mean nothing before (a page just redirected to).
  await page.waitForLoadState('load');
  await injectAxe(page);
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
