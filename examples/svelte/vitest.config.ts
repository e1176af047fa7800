import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import vite from './vite.config';

// The doubles are defined before any test file imports card-tokenizer, which defines the element:
// the first definition of a tag is the one kept.
export default mergeConfig(
  vite,
  defineConfig({
    plugins: [svelteTesting()],
    test: { environment: 'happy-dom', setupFiles: ['src/test-setup.ts'] },
  }),
);
