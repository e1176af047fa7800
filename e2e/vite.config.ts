import { defineConfig } from 'vite';

/** Serves the e2e pages and the library's sources from the repository root. */
export default defineConfig({
  root: '.',
  server: { host: '127.0.0.1' },
  logLevel: 'warn',
});
