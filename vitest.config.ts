import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { frameRegistrationCommands } from './test/browser/frame-registration-commands.js';
import { frameServerCommands } from './test/browser/frame-server-commands.js';
import { svelteServerCommands } from './test/browser/svelte-server-commands.js';
import { tokenizationServerCommands } from './test/browser/tokenization-server-commands.js';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/** Tests in Node, on the sources. */
const UNIT_TESTS = [
  'src/**/*.test.ts',
  'demo/server/**/*.test.js',
  'scripts/**/*.test.ts',
  'test/docs/*.test.ts',
];
/**
 * Tests that need a module world of their own: a DOM environment that defines the elements, a
 * language no other test may have registered, a Node where no shim defined customElements.
 */
const OWN_WORLD_TESTS = [
  'src/**/*.{happy-dom,jsdom}.test.ts',
  'src/element/texts.test.ts',
  'src/element/define.test.ts',
];
/** Tests of the element in a real Chromium: ElementInternals, focus, key events, forms. */
const BROWSER_TESTS = 'src/**/*.browser.test.ts';
/** The element's contract with its test double, also run in Firefox (and in WebKit: e2e/webkit). */
const CONTRACT_TEST = 'src/testing/contract.browser.test.ts';
/** `BROWSERS=chromium` leaves Firefox out, as `npm test` does (scripts/test.mjs). */
const browsers = (process.env.BROWSERS ?? 'chromium,firefox,webkit').split(',');
/** Debian's Firefox ESR over WebDriver BiDi, as playwright.config.ts launches it. */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export default defineConfig({
  define: { __CARD_TOKENIZER_VERSION__: JSON.stringify(version) },
  resolve: {
    // The demo backend imports the package by name; unit tests run on the sources, before a build.
    alias: [
      // The Angular component imports the package by its name, as an app would.
      { find: /^card-tokenizer$/, replacement: resolve(import.meta.dirname, 'src/index.ts') },
      {
        find: /^card-tokenizer\/(core|server|sandbox|isolated)$/,
        replacement: resolve(import.meta.dirname, 'src/$1/index.ts'),
      },
    ],
  },
  test: {
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, BROWSER_TESTS, ...OWN_WORLD_TESTS],
          environment: 'node',
          // One module graph per worker, not per file: imports were two thirds of the CPU.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-own-world', include: OWN_WORLD_TESTS, environment: 'node' },
      },
      {
        extends: true,
        // Bundled before the first test: a dependency found later reloads the test page.
        optimizeDeps: {
          include: [
            'lit',
            'lit/directives/*.js',
            'card-validator',
            'card-validator/dist/*.js',
            'react',
            'react-dom/client',
            'react-dom/server',
            'vue',
            'vue/server-renderer',
            '@angular/compiler',
            '@angular/core',
            '@angular/forms',
            '@angular/platform-browser',
          ],
        },
        // Compiles the Svelte hydration test's component for the browser.
        plugins: [svelte({ configFile: false })],
        // Vue's esm-bundler build asks for its flags; the hydration test wants mismatch details.
        define: {
          __VUE_OPTIONS_API__: 'true',
          __VUE_PROD_DEVTOOLS__: 'false',
          __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'true',
        },
        test: {
          name: 'element',
          include: [BROWSER_TESTS],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            commands: {
              ...tokenizationServerCommands,
              ...svelteServerCommands,
              ...frameServerCommands,
              ...frameRegistrationCommands,
            },
            screenshotFailures: false,
          },
        },
      },
      ...(browsers.includes('firefox')
        ? [
            {
              extends: true as const,
              optimizeDeps: { include: ['lit', 'lit/directives/*.js', 'card-validator'] },
              test: {
                name: 'element-firefox',
                include: [CONTRACT_TEST],
                browser: {
                  enabled: true,
                  headless: true,
                  provider: playwright({
                    launchOptions: { channel: 'moz-firefox', executablePath: firefoxPath },
                  }),
                  instances: [{ browser: 'firefox' as const }],
                  commands: tokenizationServerCommands,
                  screenshotFailures: false,
                },
              },
            },
          ]
        : []),
    ],
  },
});
