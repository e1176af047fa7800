import { defineConfig } from 'vitest/config';
import root from '../../vitest.config.js';

/** The root config's browser project: Chromium, its commands, Angular's prebundled modules. */
const element = root.test!.projects!.find(
  (project) => typeof project === 'object' && 'test' in project && project.test?.name === 'element',
) as { test: object } & Record<string, unknown>;

/**
 * The example apps, each checked and built by its framework's own toolchain, and the negative
 * fixtures their checkers must refuse. Needs dist/ (the examples import the built package), as do
 * the browser tests of the built Angular components.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'frameworks',
          include: ['test/frameworks/*.test.ts'],
          exclude: ['test/frameworks/*.browser.test.ts'],
          environment: 'node',
          // Compilers on a shared 2-core machine: minutes, not seconds.
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        ...element,
        resolve: root.resolve,
        define: root.define,
        test: {
          ...element.test,
          name: 'frameworks-browser',
          include: ['test/frameworks/*.browser.test.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
