// Bytes a shopper downloads: scripts/bundle-sizes.mjs measures them, this names the figures.
import { bundleSizes } from '../scripts/bundle-sizes.mjs';

const KEYS = {
  'card-tokenizer.iife.js': 'iife',
  'card-tokenizer (ESM + deps)': 'esm',
  'core (ESM + deps)': 'core',
};

/**
 * `iifeGzipBytes`, `coreBrotliBytes`…, the rows as bundleSizes() gives them, and the largest
 * locale script (`localeGzipBytesMax`): one row per locale would drown the table.
 */
export async function measureBytes() {
  const sizes = await bundleSizes();
  const locales = sizes.filter(({ name }) => name.startsWith('locales/'));
  const figures = { bundles: sizes.filter((size) => !locales.includes(size)) };
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
  const largest = locales.reduce((max, size) => (size.gzip > (max?.gzip ?? -1) ? size : max), null);
  if (largest)
    Object.assign(figures, {
      localeScripts: locales.length,
      localeGzipBytesMax: largest.gzip,
      localeGzipBytesMaxName: largest.name,
      localeGzipBytes: Object.fromEntries(locales.map(({ name, gzip }) => [name, gzip])),
    });
  return figures;
}
