import { transformAsync } from '@babel/core';
import linker from '@angular/compiler-cli/linker/babel';
import { defineConfig, type Plugin } from 'vite';

/**
 * Angular's libraries (and card-tokenizer/angular) ship partly compiled: Angular's linker, the
 * Babel plugin its own builder runs, completes them. The app's code comes compiled by ngc.
 */
const angularLinker: Plugin = {
  name: 'angular-linker',
  async transform(code, id) {
    if (!code.includes('ɵɵngDeclare')) return undefined;
    const linked = await transformAsync(code, {
      filename: id,
      plugins: [linker],
      configFile: false,
      babelrc: false,
      compact: false,
      sourceMaps: true,
    });
    return linked?.code ? { code: linked.code, map: linked.map } : undefined;
  },
};

// Served under /angular/ by scripts/serve-examples.mjs, with the demo backend's /api beside it.
export default defineConfig({
  base: '/angular/',
  plugins: [angularLinker],
  // What Angular's builder defines for a production build: no development checks, no JIT.
  define: { ngDevMode: 'false', ngJitMode: 'false', ngI18nClosureMode: 'false' },
  build: { outDir: 'dist/client' },
  // The server build (`vite build --ssr`) bundles Angular's packages too, linked like the app's.
  ssr: { noExternal: true },
});
