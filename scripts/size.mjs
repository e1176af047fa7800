// Prints the bundle sizes and fails when one is over its gzip budget.
import { bundleSizes } from './bundle-sizes.mjs';

const GZIP_BUDGETS = { 'card-tokenizer.iife.js': 16 * 1024, 'core (ESM + deps)': 6 * 1024 };

const sizes = await bundleSizes();
let over = false;
console.log('bundle                        minified     gzip   brotli   gzip budget');
for (const { name, minified, gzip, brotli } of sizes) {
  const budget = GZIP_BUDGETS[name];
  const verdict = budget === undefined ? '' : `${budget}${gzip > budget ? '  OVER' : '  ok'}`;
  over ||= budget !== undefined && gzip > budget;
  console.log(
    `${name.padEnd(28)}${String(minified).padStart(10)}${String(gzip).padStart(9)}${String(brotli).padStart(9)}   ${verdict}`,
  );
}
process.exit(over ? 1 : 0);
