// Prints the bundle sizes and fails when one is over its gzip budget (a step of `npm test`).
// `--dist <dir>` measures another build than ./dist.
import { parseArgs } from 'node:util';
import { bundleSizes } from './bundle-sizes.mjs';
import { budgetOf, GZIP_AIMS, overBudget } from './size-budgets.mjs';

const verdict = (gzip, limit, [under, above]) =>
  limit === undefined ? '' : `${limit} ${gzip > limit ? above : under}`;

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const sizes = await bundleSizes(values.dist);
console.log(
  `${'bundle'.padEnd(28)}${'minified'.padStart(10)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}   ${'gzip budget'.padEnd(14)}aim`,
);
for (const { name, minified, gzip, brotli } of sizes) {
  const columns = [
    name.padEnd(28),
    String(minified).padStart(10),
    String(gzip).padStart(9),
    String(brotli).padStart(9),
    `   ${verdict(gzip, budgetOf(name), ['ok', 'OVER']).padEnd(14)}`,
    verdict(gzip, GZIP_AIMS[name], ['met', 'not met']),
  ];
  console.log(columns.join('').trimEnd());
}
const over = overBudget(sizes);
for (const { name, gzip, budget } of over) {
  console.error(`Over the gzip budget: ${name} is ${gzip} B, ${gzip - budget} B above ${budget} B`);
}
process.exit(over.length ? 1 : 0);
