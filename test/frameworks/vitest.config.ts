import { defineConfig } from 'vitest/config';

/**
 * The example apps, each checked and built by its framework's own toolchain, and the negative
 * fixtures their checkers must refuse. Needs dist/ (the examples import the built package).
 */
export default defineConfig({
  test: {
    name: 'frameworks',
    include: ['test/frameworks/*.test.ts'],
    environment: 'node',
    // Compilers on a shared 2-core machine: minutes, not seconds.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
