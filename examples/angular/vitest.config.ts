import { defineConfig } from 'vitest/config';

// The tests as ngc compiled them (`npm test`: ngc -p tsconfig.spec.json, then Vitest), as the
// app's build does: the JIT compiler alone does not see signal inputs and queries. The doubles are
// defined in the set-up file, before any test file imports card-tokenizer/angular.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['out-tsc/spec/**/*.spec.js'],
    setupFiles: ['out-tsc/spec/test-setup.js'],
    // user-event types key by key: on a busy 2-core CI machine a card took over Vitest's default 5 s.
    testTimeout: 30_000,
  },
});
