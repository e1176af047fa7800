// The build's own steps, as Vite plugins: what vite.config.ts applies to each of its builds.
import { dirname, resolve } from 'node:path';
import { minify } from 'terser';
import type { Plugin, Rolldown } from 'vite';
import { dropCardTypeApi, keepServiceBrands } from './card-type-api.mjs';
import { foldTemplates } from './fold-templates.mjs';

/**
 * A Server Component renders `<CardTokenizer>` only from a module marked `'use client'`; bundlers
 * drop a source's module directives, so the build writes it first in the `react` entry and in any
 * chunk a split may have moved the component (and its hooks) to.
 */
export const useClient = ({ name, moduleIds }: Rolldown.RenderedChunk) =>
  name === 'react' || moduleIds.some((id) => id.endsWith('/src/frameworks/react.ts'))
    ? "'use client';"
    : '';

/** Folds the whitespace and comments of the element's `css` literals, which no minifier touches. */
export const minifyElementCss: Plugin = {
  name: 'minify-element-css',
  transform(code, id) {
    if (!id.endsWith('.styles.ts')) return undefined;
    return code.replace(/css`([^`]*)`/g, (_whole, text: string) => {
      const folded = text
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/ ?([{};,>]) ?/g, '$1')
        .replace(/: /g, ':')
        .replace(/;}/g, '}')
        // `0.5rem` → `.5rem`: a number's leading zero, which Prettier writes back in the source.
        .replace(/([\s:(,])0\.(\d)/g, '$1.$2');
      return `css\`${folded.trim()}\``;
    });
  },
};

/** Folds the indentation of the element's `html` and `svg` templates (about 100 B gzip). */
export const foldElementTemplates: Plugin = {
  name: 'fold-element-templates',
  transform(code, id) {
    const element = /\/src\/element\/.+\.ts$/.test(id) && !id.endsWith('.test.ts');
    return element ? foldTemplates(code) : undefined;
  },
};

/** In a framework's entry, the package's own entry is the package, imported by name. */
export const packageByName: Plugin = {
  name: 'package-by-name',
  enforce: 'pre',
  resolveId(source, importer) {
    const ownEntry =
      source === '../index.js' && importer && /\/src\/frameworks\/[^/]+\.ts$/.test(importer);
    return ownEntry ? { id: 'card-tokenizer', external: true } : undefined;
  },
};

/**
 * The script tags cannot split code: they wait for the network choice's and the name's scripts,
 * and the frame element imports its failure module by URL.
 */
export const optionalScripts: Plugin = {
  name: 'optional-scripts',
  enforce: 'pre',
  resolveId(source, importer) {
    const loader = /^(\.{1,2}\/.*)(network-choice|holder-name|frame-failure)-import\.js$/.exec(
      source,
    );
    return loader && importer && /\/src\/(element|isolated)\//.test(importer)
      ? resolve(dirname(importer), `${loader[1]}${loader[2]}-script.ts`)
      : undefined;
  },
};

/**
 * The script tag bundles card-validator's brand list without its editing API (357 B gzip) and
 * without the brands the service cannot take (843 B gzip): their cards read as unknown.
 */
export const cardTypesOnly: Plugin = {
  name: 'card-types-only',
  transform(code, id) {
    if (id.endsWith('/credit-card-type/dist/index.js')) return dropCardTypeApi(code);
    if (id.endsWith('/credit-card-type/dist/lib/card-types.js')) return keepServiceBrands(code);
    return undefined;
  },
};

/**
 * card-validator's and credit-card-type's CommonJS files mark themselves `__esModule`, which only
 * a default import reads: the bundle requires them, or imports a name, so the marks go (32 B gzip).
 */
const ES_MODULE_MARK = 'Object.defineProperty(exports, "__esModule", { value: true });';
export const noEsModuleMarks: Plugin = {
  name: 'no-es-module-marks',
  transform(code, id) {
    const marked = /\/(card-validator|credit-card-type)\/dist\//.test(id);
    return marked ? code.replace(ES_MODULE_MARK, '') : undefined;
  },
};

/**
 * A second pass over a minified script: terser inlines the functions and constants used once that
 * the built-in minifier keeps (the script tag 134 B gzip smaller, the card frame 158 B).
 */
export const terserPass = (preamble?: string): Plugin => ({
  name: 'terser-pass',
  async generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk') {
        const options = { ecma: 2022, compress: { passes: 2 }, format: { preamble } } as const;
        chunk.code = (await minify(chunk.code, options)).code!;
      }
    }
  },
});

/**
 * V8's explicit compile hint: Chromium compiles every function of the script tag as it streams
 * it, off the main thread, rather than each on its first call; the first tokenization on a fresh
 * page went from 1.27 to 1.45× a first fetch() down to 1.05 to 1.06×, start-up unchanged (bench).
 */
export const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad';

/** The element's sources as every build reads them. */
export const elementSource = [minifyElementCss, foldElementTemplates];
/** The script tag's bundle and the card frame's, which carry the element and card-validator. */
export const scriptTag = [...elementSource, optionalScripts, cardTypesOnly, noEsModuleMarks];
