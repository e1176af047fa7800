import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/** Serves the e2e pages and the library's sources from the repository root. */
export default defineConfig({
  root: '.',
  // src/version.ts reads it, as in the builds (vite.config.ts).
  define: { __CARD_TOKENIZER_VERSION__: JSON.stringify(version) },
  // No HMR: an edit under src/ would otherwise reload the pages in the middle of a test.
  server: { host: '127.0.0.1', hmr: false },
  logLevel: 'warn',
});
