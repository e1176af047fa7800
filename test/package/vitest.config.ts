import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/** The packed tarball, installed into a fresh project: run after `npm run build`. */
export default defineConfig({
  test: {
    root: resolve(import.meta.dirname, '../..'),
    include: ['test/package/*.test.ts'],
    environment: 'node',
    // The packed tarball, installed once for the files that only read it.
    globalSetup: ['test/package/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
