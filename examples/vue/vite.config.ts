import vue from '@vitejs/plugin-vue';
import { isCardTokenizer } from 'card-tokenizer/vue';
import { defineConfig } from 'vite';

// Served under /vue/ by scripts/serve-examples.mjs, with the demo backend's /api beside it.
export default defineConfig({
  base: '/vue/',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: isCardTokenizer } } })],
});
