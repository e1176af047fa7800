import vue from '@vitejs/plugin-vue';
import { isCardTokenizer } from 'card-tokenizer/vue';
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: isCardTokenizer } } })],
});
