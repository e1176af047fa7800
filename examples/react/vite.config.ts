import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served under /react/ by scripts/serve-examples.mjs, with the demo backend's /api beside it.
export default defineConfig({
  base: '/react/',
  plugins: [react()],
});
