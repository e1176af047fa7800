import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig, type UserConfig } from 'vite';
import {
  COMPILE_EAGERLY,
  elementSource,
  optionalScripts,
  packageByName,
  scriptTag,
  terserPass,
  useClient,
} from './scripts/build-plugins.js';

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

/** A script's global (`window.CardTokenizer`) without the `Symbol.toStringTag` of a module. */
const plainGlobal = { output: { generatedCode: { symbols: false } } };
/** The terser pass (scripts/build-plugins.ts) takes most of a script's build time, as expected: no warning for it. */
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
  // What `<card-tokenizer-frame>`'s script imports when its frame fails: the shopper's message in
  // 36 languages and "Try again", a module beside it.
  'frame-failure': {
    emptyOutDir: false,
    minify: true,
    copyPublicDir: false,
    lib: {
      entry: 'src/isolated/page/frame-failure.ts',
      formats: ['es'],
      fileName: () => 'card-tokenizer-frame-failure.js',
    },
    rollupOptions: terserTimed,
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
  // `card-tokenizer/testing` and its Playwright and WebDriver parts: a pass of their own, so the
  // element's ESM chunks stay as they are; the drivers' types only, nothing of them at run time.
  testing: {
    emptyOutDir: false,
    minify: false,
    lib: {
      entry: {
        testing: 'src/testing/index.ts',
        'testing-playwright': 'src/testing/playwright.ts',
        'testing-webdriver': 'src/testing/webdriver.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: [
        /^lit(\/|$)/,
        /^@lit\//,
        /^card-validator(\/|$)/,
        /^@playwright\//,
        /^selenium-webdriver(\/|$)/,
      ],
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
      input: 'src/element/optional/network-choice-entry.ts',
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
      input: 'src/element/optional/holder-name-entry.ts',
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
        'audit-playwright': 'src/audit/fleet/playwright.ts',
        'audit-playwright-reporter': 'src/audit/fleet/reporter.ts',
        'frame-cli': 'src/server/page-headers-frame-cli.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: [
        ...nodeBuiltins,
        /^card-validator(\/|$)/,
        /^playwright-core(\/|$)/,
        /^@playwright\/test(\/|$)/,
      ],
    },
  },
};

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
      isolated: [...elementSource, optionalScripts, terserPass()],
      'frame-failure': [...elementSource, terserPass()],
      'network-choice': [...elementSource, terserPass()],
      'holder-name': [...elementSource, terserPass()],
    }[mode] ?? elementSource,
  build: builds[mode] ?? builds.esm,
  ...(mode === 'node' && { ssr: { noExternal: bundledInNode } }),
  logLevel: 'warn',
}));
