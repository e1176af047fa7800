// Bytes a shopper downloads: scripts/bundle-sizes.mjs measures them, this names the figures.
import { bundleSizes } from '../scripts/bundle-sizes.mjs';

const KEYS = {
  'card-tokenizer.iife.js': 'iife',
  'card-tokenizer (ESM + deps)': 'esm',
  'core (ESM + deps)': 'core',
};

/** `iifeGzipBytes`, `coreBrotliBytes`…, and the rows as bundleSizes() gives them. */
export async function measureBytes() {
  const sizes = await bundleSizes();
  const figures = { bundles: sizes };
  for (const { name, minified, gzip, brotli } of sizes) {
    const key = KEYS[name];
    if (!key) continue;
    Object.assign(figures, {
      [`${key}MinifiedBytes`]: minified,
      [`${key}GzipBytes`]: gzip,
      [`${key}BrotliBytes`]: brotli,
    });
  }
  for (const key of ['iife', 'core'])
    if (figures[`${key}GzipBytes`] === undefined)
      throw new Error(`Expected bundleSizes() to measure ${key}, got ${sizes.map((s) => s.name)}`);
  return figures;
}
