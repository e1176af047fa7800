import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
// src/version.ts reads it, as in the builds (vite.config.ts).
const define = { __CARD_TOKENIZER_VERSION__: JSON.stringify(version) };

/** Bundles one entry of the sources into a single ES module, lit and card-validator inside. */
async function bundle(entry: string): Promise<string> {
  const built = (await build({
    configFile: false,
    logLevel: 'warn',
    define,
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })) as Rolldown.RolldownOutput[];
  return built[0]!.output[0].code;
}

/**
 * Serves the pages' entries bundled: as some fifty modules, a page load costs Chromium twice the
 * CPU and Firefox 0.6 s more, most of a short test on two cores. Rebuilt when a source changes.
 */
function bundledEntries(entries: string[]): Plugin {
  const ids = new Set(entries.map((entry) => resolve(entry)));
  const bundles = new Map<string, Promise<string>>();
  return {
    name: 'card-tokenizer-e2e-bundled-entries',
    configureServer: (server) => void server.watcher.on('change', () => bundles.clear()),
    load(id) {
      if (!ids.has(id)) return undefined;
      if (!bundles.has(id)) bundles.set(id, bundle(id));
      return bundles.get(id);
    },
  };
}

/** Serves the e2e pages and the library's sources from the repository root. */
export default defineConfig({
  root: '.',
  define,
  plugins: [bundledEntries(['src/index.ts', 'src/core/index.ts'])],
  // No HMR: an edit under src/ would otherwise reload the pages in the middle of a test.
  server: { host: '127.0.0.1', hmr: false },
  logLevel: 'warn',
});
