import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '../..');
const { version } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string };

/** card-tokenizer-audit against pages served on 127.0.0.1: run after `npm run build`. */
export default defineConfig({
  define: { __CARD_TOKENIZER_VERSION__: JSON.stringify(version) },
  test: {
    root,
    include: ['test/audit/*.test.ts'],
    environment: 'node',
    // A canary audit moves, types, pays and leaves as a shopper: 15 to 30 s on a quiet 2-core machine.
    testTimeout: 120_000,
    // Mostly waiting at a shopper's pace (load about 1.6 on 2 cores, one file at a time): three
    // files at once; Vitest's default on 2 cores is one.
    maxWorkers: 3,
    hookTimeout: 60_000,
  },
});
