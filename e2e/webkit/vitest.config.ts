import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/** The WebKit run: `xvfb-run -a npx vitest run --config e2e/webkit/vitest.config.ts`. */
export default defineConfig({
  test: {
    root: resolve(import.meta.dirname, '../..'),
    include: ['e2e/webkit/*.webkit.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
