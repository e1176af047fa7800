import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { WebDriver } from 'selenium-webdriver';
import { WCAG_22_AA } from '../../test/support/axe.js';
import { eventually } from '../../test/support/card-page.js';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe's WCAG 2.2 A and AA violations on the loaded page, as `rule: target` lines. */
export async function axeViolations(session: WebDriver): Promise<string[]> {
  // Styles applied: sizes and contrast mean nothing before (a page just redirected to).
  await eventually(async () => {
    assert.equal(await session.executeScript('return document.readyState'), 'complete');
  }, 10_000);
  await session.executeScript(axeSource);
  const results = (await session.executeAsyncScript(
    `const done = arguments[arguments.length - 1];
     window.axe.run({ runOnly: { type: 'tag', values: arguments[0] } }).then(done);`,
    WCAG_22_AA,
  )) as AxeResults;
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`),
  );
}
