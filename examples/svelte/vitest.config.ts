import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import vite from './vite.config';

// The doubles are defined before any test file imports card-tokenizer, which defines the element:
// the first definition of a tag is the one kept.
export default mergeConfig(
  vite,
  defineConfig({
    plugins: [svelteTesting()],
    // user-event types key by key: on a busy 2-core CI machine a card took over Vitest's default 5 s.
    test: { environment: 'happy-dom', setupFiles: ['src/test-setup.ts'], testTimeout: 30_000 },
  }),
);
