import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

export default defineConfig({
  define: { __CARD_TOKENIZER_VERSION__: JSON.stringify(version) },
  resolve: {
    // The demo backend imports the package by name; unit tests run on the sources, before a build.
    alias: [
      {
        find: /^card-tokenizer\/(core|server|sandbox)$/,
        replacement: resolve(import.meta.dirname, 'src/$1/index.ts'),
      },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'demo/server/**/*.test.js'],
    environment: 'node',
    testTimeout: 15_000,
  },
});
