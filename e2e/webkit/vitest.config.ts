import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { tokenizationServerCommands } from '../../test/browser/tokenization-server-commands.js';
import { webkitWebDriver } from './webkit-provider.js';

const root = resolve(import.meta.dirname, '../..');
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  version: string;
};

/** The WebKit run: `xvfb-run -a npx vitest run --config e2e/webkit/vitest.config.ts`. */
export default defineConfig({
  test: {
    root,
    projects: [
      {
        test: {
          name: 'webkit',
          root,
          include: ['e2e/webkit/*.webkit.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // A hook starts MiniBrowser and waits for its session: beside the audit's canaries, on 2
          // busy cores, a start once took over 60 s. The bound is for a browser that never comes.
          hookTimeout: 180_000,
        },
      },
      {
        // The element's contract with its test double, in the page as in Chromium and Firefox.
        define: { __CARD_TOKENIZER_VERSION__: JSON.stringify(version) },
        optimizeDeps: { include: ['lit', 'lit/directives/*.js', 'card-validator'] },
        test: {
          name: 'element-webkit',
          root,
          include: ['src/testing/contract.browser.test.ts'],
          testTimeout: 15_000,
          browser: {
            enabled: true,
            provider: webkitWebDriver(),
            instances: [{ browser: 'webkit' }],
            commands: tokenizationServerCommands,
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
