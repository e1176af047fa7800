import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const repository = fileURLToPath(new URL('../../', import.meta.url));
const scriptTagBuild = `${repository}dist/card-tokenizer.iife.js`;

/**
 * Serves `/card-tokenizer.iife.js` byte for byte from dist, and puts its SRI hash, read at
 * request time so it never goes stale, where the HTML says `%CARD_TOKENIZER_SRI%`.
 */
function scriptTagBuildPlugin() {
  return {
    name: 'card-tokenizer-demo:script-tag-build',
    configureServer(server) {
      server.middlewares.use('/card-tokenizer.iife.js', async (request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        try {
          const build = await readFile(scriptTagBuild);
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(build);
        } catch (error) {
          next(error);
        }
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => {
        if (!html.includes('%CARD_TOKENIZER_SRI%')) return html;
        const integrity = (await readFile(`${scriptTagBuild}.sri`, 'utf8')).trim();
        return html.replaceAll('%CARD_TOKENIZER_SRI%', integrity);
      },
    },
  };
}

/** The demo pages on Vite's dev server: `/api` goes to the backend, `card-tokenizer` to dist. */
export async function startPages({ port, strictPort, backendUrl }) {
  const server = await createServer({
    configFile: false,
    root: `${repository}demo`,
    publicDir: false,
    // Its own cache: the e2e pages' Vite server uses the default one at the same time.
    cacheDir: `${repository}node_modules/.vite-demo`,
    clearScreen: false,
    logLevel: 'warn',
    resolve: {
      // The SPA uses the npm ESM build, as an application bundling the package would.
      alias: [{ find: /^card-tokenizer$/, replacement: `${repository}dist/card-tokenizer.js` }],
    },
    server: {
      host: '127.0.0.1',
      port,
      strictPort,
      // With the slash: /api.js is a page script, not the backend's.
      proxy: { '/api/': backendUrl },
    },
    plugins: [scriptTagBuildPlugin()],
  });
  try {
    await server.listen();
  } catch (error) {
    // A port already taken, say: the server's watchers and optimizer must not keep Node alive.
    await server.close().catch(() => {});
    throw error;
  }
  return {
    url: server.resolvedUrls.local[0],
    close: () => server.close(),
  };
}
