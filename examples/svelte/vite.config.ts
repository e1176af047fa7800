import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

// Served under /svelte/ by scripts/serve-examples.mjs, with the demo backend's /api beside it.
export default defineConfig({
  base: '/svelte/',
  plugins: [svelte()],
});
