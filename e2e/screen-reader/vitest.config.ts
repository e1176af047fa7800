import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/** What a screen reader hears, per engine: `xvfb-run -a vitest run --config e2e/screen-reader/vitest.config.ts`. */
export default defineConfig({
  test: {
    root: resolve(import.meta.dirname, '../..'),
    include: ['e2e/screen-reader/*.screen-reader.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
