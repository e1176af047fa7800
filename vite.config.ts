import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { minify } from 'terser';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { dropCardTypeApi, keepServiceBrands } from './scripts/card-type-api.mjs';
import { foldTemplates } from './scripts/fold-templates.mjs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const define = { __CARD_TOKENIZER_VERSION__: JSON.stringify(version) };
const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

/** Every language module in src/locales/ (`locales/de` → `src/locales/de.ts`), found, not listed. */
const locales = Object.fromEntries(
  readdirSync('src/locales')
    .filter(
      (file) => file.endsWith('.ts') && file !== 'registry.ts' && !/\.(test|d)\.ts$/.test(file),
    )
    .map((file) => [`locales/${file.slice(0, -3)}`, `src/locales/${file}`]),
);

/**
 * A Server Component renders `<CardTokenizer>` only from a module marked `'use client'`; bundlers
 * drop a source's module directives, so the build writes it first in the `react` entry and in any
 * chunk a split may have moved the component (and its hooks) to.
 */
const useClient = ({ name, moduleIds }: Rolldown.RenderedChunk) =>
  name === 'react' || moduleIds.some((id) => id.endsWith('/src/frameworks/react.ts'))
    ? "'use client';"
    : '';

/** A script's global (`window.CardTokenizer`) without the `Symbol.toStringTag` of a module. */
const plainGlobal = { output: { generatedCode: { symbols: false } } };
/** The terser pass (below) takes most of a script's build time, as expected: no warning for it. */
const terserTimed = { checks: { bundlerTimings: false } };

/** One pass per build: Vite applies one `external` list to every format (TOOLCHAIN trap 2). */
const builds: Record<string, UserConfig['build']> = {
  // npm ESM for bundlers and SPAs: lit and card-validator stay bare imports. The locales are
  // `.mjs` beside their classic scripts; the registry they share with the element is one chunk.
  esm: {
    emptyOutDir: false,
    minify: false,
    lib: {
      entry: {
        'card-tokenizer': 'src/index.ts',
        core: 'src/core/index.ts',
        element: 'src/element.ts',
        isolated: 'src/isolated/index.ts',
        ...locales,
      },
      formats: ['es'],
      fileName: (_format, name) => (name.startsWith('locales/') ? `${name}.mjs` : `${name}.js`),
    },
    rollupOptions: { external: [/^lit(\/|$)/, /^@lit\//, /^card-validator(\/|$)/] },
  },
  // One minified file for a <script> tag, everything inside.
  iife: {
    emptyOutDir: false,
    minify: true,
    lib: {
      entry: 'src/iife.ts',
      name: 'CardTokenizer',
      formats: ['iife'],
      fileName: () => 'card-tokenizer.iife.js',
    },
    rollupOptions: { ...plainGlobal, ...terserTimed },
  },
  // `<card-tokenizer-frame>` for a <script> tag: the parent side of isolated mode, no Lit inside.
  isolated: {
    emptyOutDir: false,
    minify: true,
    copyPublicDir: false,
    lib: {
      entry: 'src/isolated/index.ts',
      name: 'CardTokenizerFrame',
      formats: ['iife'],
      fileName: () => 'card-tokenizer-frame.iife.js',
    },
    rollupOptions: { ...plainGlobal, ...terserTimed },
  },
  // The card frame's script: the script-tag bundle whole and the frame's side of the channel.
  frame: {
    emptyOutDir: false,
    minify: true,
    copyPublicDir: false,
    lib: {
      entry: 'src/isolated/frame.ts',
      name: 'CardTokenizer',
      formats: ['iife'],
      fileName: () => 'card-frame.js',
    },
    rollupOptions: { ...plainGlobal, ...terserTimed },
  },
  // The frameworks' entries (`card-tokenizer/react`, …): each imports the package by its name and
  // its framework as the app has them, so the browser bundles above stay as they are.
  frameworks: {
    emptyOutDir: false,
    minify: false,
    lib: {
      entry: {
        react: 'src/frameworks/react.ts',
        vue: 'src/frameworks/vue.ts',
        svelte: 'src/frameworks/svelte.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: [/^react(\/|$)/, 'card-tokenizer'],
      output: { banner: useClient },
    },
  },
  // A classic script per locale, added after the main bundle: it registers its texts through
  // `window.CardTokenizer.defineLocale`, so it carries no code of its own (each stays under 1 KB).
  // IIFE cannot split code: scripts/build.mjs runs this once per locale as `input`.
  locale: {
    emptyOutDir: false,
    minify: true,
    copyPublicDir: false,
    rollupOptions: {
      external: [/\/registry\.js$/],
      output: {
        format: 'iife',
        entryFileNames: 'locales/[name].js',
        globals: () => 'CardTokenizer',
      },
    },
  },
  // The network choice for the script tag, a classic script the page adds when it turns the choice
  // on: it registers itself on `globalThis`, as the locales do, and takes Lit from the bundle.
  'network-choice': {
    emptyOutDir: false,
    minify: true,
    copyPublicDir: false,
    rollupOptions: {
      input: 'src/element/network-choice-entry.ts',
      output: { format: 'iife', entryFileNames: 'network-choice.js' },
      ...terserTimed,
    },
  },
  // The cardholder name field for the script tag, a classic script the page adds with
  // `holder-name`: it registers itself on `globalThis`, as the network choice does.
  'holder-name': {
    emptyOutDir: false,
    minify: true,
    copyPublicDir: false,
    rollupOptions: {
      input: 'src/element/holder-name-entry.ts',
      output: { format: 'iife', entryFileNames: 'holder-name.js' },
      ...terserTimed,
    },
  },
  // The Node parts: the backend client, the sandbox with its command, and the payment page audit
  // (its browser driver, playwright-core, an optional peer dependency, stays a bare import). The sandbox's server
  // libraries are bundled (see `ssr.noExternal` below) so installing the package pulls only the
  // runtime dependencies, lit, card-validator and jose (the server's frame tickets, never in a
  // browser bundle).
  node: {
    emptyOutDir: false,
    minify: false,
    target: 'node20',
    ssr: true,
    lib: {
      entry: {
        server: 'src/server/index.ts',
        sandbox: 'src/sandbox/index.ts',
        'sandbox-cli': 'src/sandbox/cli.ts',
        audit: 'src/audit/index.ts',
        'audit-cli': 'src/audit/cli.ts',
        'frame-cli': 'src/server/page-headers-frame-cli.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: [...nodeBuiltins, /^card-validator(\/|$)/, /^playwright-core(\/|$)/],
    },
  },
};

/** Folds the whitespace and comments of the element's `css` literals, which no minifier touches. */
const minifyElementCss: Plugin = {
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
const foldElementTemplates: Plugin = {
  name: 'fold-element-templates',
  transform(code, id) {
    const element = /\/src\/element\/[^/]+\.ts$/.test(id) && !id.endsWith('.test.ts');
    return element ? foldTemplates(code) : undefined;
  },
};

/** In a framework's entry, the package's own entry is the package, imported by name. */
const packageByName: Plugin = {
  name: 'package-by-name',
  enforce: 'pre',
  resolveId(source, importer) {
    const ownEntry =
      source === '../index.js' && importer && /\/src\/frameworks\/[^/]+\.ts$/.test(importer);
    return ownEntry ? { id: 'card-tokenizer', external: true } : undefined;
  },
};

/** The script tag cannot split code: it waits for the network choice's and the name's scripts. */
const optionalScripts: Plugin = {
  name: 'optional-scripts',
  enforce: 'pre',
  resolveId(source, importer) {
    const loader = /^\.\/(network-choice|holder-name)-import\.js$/.exec(source);
    return loader && importer?.includes('/src/element/')
      ? `${import.meta.dirname}/src/element/${loader[1]}-script.ts`
      : undefined;
  },
};

/**
 * The script tag bundles card-validator's brand list without its editing API (357 B gzip) and
 * without the brands the service cannot take (843 B gzip): their cards read as unknown.
 */
const cardTypesOnly: Plugin = {
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
const noEsModuleMarks: Plugin = {
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
const terserPass = (preamble?: string): Plugin => ({
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
const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad';

/** The element's sources as every build reads them. */
const elementSource = [minifyElementCss, foldElementTemplates];
/** The script tag's bundle and the card frame's, which carry the element and card-validator. */
const scriptTag = [...elementSource, optionalScripts, cardTypesOnly, noEsModuleMarks];

/** An SSR build leaves every dependency external by default: these are dev-only, so bundled. */
const bundledInNode = [/^hono(\/|$)/, /^@hono\//, /^zod(\/|$)/];

export default defineConfig(({ mode }) => ({
  define,
  plugins:
    {
      node: [],
      frameworks: [packageByName],
      iife: [...scriptTag, terserPass(COMPILE_EAGERLY)],
      frame: [...scriptTag, terserPass()],
      isolated: [...elementSource, terserPass()],
      'network-choice': [...elementSource, terserPass()],
      'holder-name': [...elementSource, terserPass()],
    }[mode] ?? elementSource,
  build: builds[mode] ?? builds.esm,
  ...(mode === 'node' && { ssr: { noExternal: bundledInNode } }),
  logLevel: 'warn',
}));
