// Bytes of what a shopper downloads: the IIFE and the locale scripts as shipped, each ESM entry
// bundled with its dependencies.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';

/** The ESM entries, each bundled and minified as a shopper's bundler would ship it. */
const ESM_ENTRIES = {
  'card-tokenizer (ESM + deps)': 'card-tokenizer.js',
  'core (ESM + deps)': 'core.js',
};

async function bundle(file) {
  const [result] = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      // Library mode leaves ES output unminified unless the output itself is told to minify.
      rollupOptions: { output: { minify: true } },
      lib: { entry: file, formats: ['es'], fileName: 'bundle' },
    },
  });
  return Buffer.from(result.output[0].code);
}

export function measure(name, bytes) {
  return {
    name,
    minified: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
}

/** Sizes of the built files in `dist` (run the build first); locale scripts named `locales/de.js`. */
export async function bundleSizes(dist = 'dist') {
  const sizes = [measure('card-tokenizer.iife.js', readFileSync(`${dist}/card-tokenizer.iife.js`))];
  // Isolated mode's scripts, when this build has them: the parent's element, its failure module
  // and the frame's.
  for (const name of [
    'card-tokenizer-frame.iife.js',
    'card-tokenizer-frame-failure.js',
    'card-frame.js',
  ])
    if (existsSync(`${dist}/${name}`)) sizes.push(measure(name, readFileSync(`${dist}/${name}`)));
  // The network choice's and the name field's scripts, and the card's space, when this build has them.
  for (const name of ['network-choice.js', 'holder-name.js', 'card-tokenizer.css'])
    if (existsSync(`${dist}/${name}`)) sizes.push(measure(name, readFileSync(`${dist}/${name}`)));
  for (const [name, file] of Object.entries(ESM_ENTRIES))
    sizes.push(measure(name, await bundle(`${dist}/${file}`)));
  for (const file of readdirSync(`${dist}/locales`)
    .filter((name) => name.endsWith('.js'))
    .sort())
    sizes.push(measure(`locales/${file}`, readFileSync(`${dist}/locales/${file}`)));
  return sizes;
}
