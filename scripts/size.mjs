// Prints the bundle sizes and fails when one is over its gzip budget.
import { bundleSizes } from './bundle-sizes.mjs';

/** Enforced gzip budgets in bytes; the locale one applies to each `locales/*.js`. */
const GZIP_BUDGETS = { 'card-tokenizer.iife.js': 20 * 1024, 'core (ESM + deps)': 6.5 * 1024 };
const LOCALE_GZIP_BUDGET = 1024;
/** Printed, not enforced: where the script-tag bundle should get back to. */
const GZIP_AIMS = { 'card-tokenizer.iife.js': 18 * 1024 };

const budgetOf = (name) => (name.startsWith('locales/') ? LOCALE_GZIP_BUDGET : GZIP_BUDGETS[name]);
const verdict = (gzip, limit, [under, above]) =>
  limit === undefined ? '' : `${limit} ${gzip > limit ? above : under}`;

const sizes = await bundleSizes();
const over = [];
console.log(
  `${'bundle'.padEnd(28)}${'minified'.padStart(10)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}   ${'gzip budget'.padEnd(14)}aim`,
);
for (const { name, minified, gzip, brotli } of sizes) {
  const budget = budgetOf(name);
  if (budget !== undefined && gzip > budget) over.push(name);
  const columns = [
    name.padEnd(28),
    String(minified).padStart(10),
    String(gzip).padStart(9),
    String(brotli).padStart(9),
    `   ${verdict(gzip, budget, ['ok', 'OVER']).padEnd(14)}`,
    verdict(gzip, GZIP_AIMS[name], ['met', 'not met']),
  ];
  console.log(columns.join('').trimEnd());
}
if (over.length) console.error(`Over the gzip budget: ${over.join(', ')}`);
process.exit(over.length ? 1 : 0);
