import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { paymentPagesPlugin, NONCE_PLACEHOLDER } from './payment-pages.js';

const repository = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${repository}dist`;
const scriptTagBuild = `${dist}/card-tokenizer.iife.js`;
/** What the script-tag page loads from dist as from a CDN: the build, its locales, their hashes. */
const SERVED_FROM_DIST =
  /^\/(card-tokenizer(-frame)?\.iife\.js|card-tokenizer\.css|network-choice\.js|locales\/[a-zA-Z-]+\.js|integrity\.json)$/;

/**
 * Serves `/card-tokenizer.iife.js`, `/card-tokenizer-frame.iife.js`, `/card-tokenizer.css`, `/network-choice.js`,
 * `/locales/<tag>.js` and `/integrity.json` byte for byte from dist, and puts the build's SRI
 * hashes, read at request time so they never go stale, where the HTML says `%CARD_TOKENIZER_SRI%`,
 * `%CARD_TOKENIZER_FRAME_SRI%` and `%NETWORK_CHOICE_SRI%`; the isolated checkout's frame addresses
 * where it says `%CARD_FRAME_URL%`, `%CARD_FRAME_SAME_SITE_URL%` and `%CARD_FRAME_ORIGIN%`.
 */
function scriptTagBuildPlugin(frame) {
  const serveFromDist = async (request, response, next) => {
    const path = new URL(request.url, 'http://demo').pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!SERVED_FROM_DIST.test(path)) return next();
    try {
      const file = await readFile(`${dist}${path}`);
      const type = path.endsWith('.json')
        ? 'application/json'
        : path.endsWith('.css')
          ? 'text/css'
          : 'text/javascript';
      response.setHeader('Content-Type', `${type}; charset=utf-8`);
      response.setHeader('Cache-Control', 'no-cache');
      response.end(file);
    } catch (error) {
      // A language the build does not have; a missing build stays a server error.
      if (error.code !== 'ENOENT' || !path.startsWith('/locales/')) return next(error);
      response.statusCode = 404;
      response.end();
    }
  };
  return {
    name: 'card-tokenizer-demo:script-tag-build',
    configureServer(server) {
      server.middlewares.use(serveFromDist);
    },
    // The same files beside the built pages that `npm run audit` serves.
    configurePreviewServer(server) {
      server.middlewares.use(serveFromDist);
    },
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => {
        if (html.includes('%CARD_TOKENIZER_FRAME_SRI%')) {
          const hashes = JSON.parse(await readFile(`${dist}/integrity.json`, 'utf8'));
          return html
            .replaceAll('%CARD_TOKENIZER_FRAME_SRI%', hashes['card-tokenizer-frame.iife.js'])
            .replaceAll('%CARD_FRAME_URL%', frame.url)
            .replaceAll('%CARD_FRAME_SAME_SITE_URL%', frame.sameSiteUrl)
            .replaceAll('%CARD_FRAME_ORIGIN%', frame.origin);
        }
        if (!html.includes('%CARD_TOKENIZER_SRI%')) return html;
        const integrity = (await readFile(`${scriptTagBuild}.sri`, 'utf8')).trim();
        const hashes = JSON.parse(await readFile(`${dist}/integrity.json`, 'utf8'));
        return html
          .replaceAll('%CARD_TOKENIZER_SRI%', integrity)
          .replaceAll('%NETWORK_CHOICE_SRI%', hashes['network-choice.js']);
      },
    },
  };
}

/**
 * The demo pages on Vite's dev server, each with `paymentPageHeaders`: `/api` goes to the backend
 * (its reports collector included), `card-tokenizer` and `card-tokenizer/locales/*` to dist.
 */
export async function startPages({ port, strictPort, backendUrl, tokenizationOrigins, frame }) {
  const server = await createServer({
    ...demoPagesConfig(tokenizationOrigins, frame, backendUrl),
    server: {
      host: '127.0.0.1',
      port,
      strictPort,
      // With the slash: /api.js is a page script, not the backend's.
      proxy: { '/api/': backendUrl },
    },
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

/**
 * What the dev server and the built pages of `npm run audit` share. `frame`: the isolated
 * checkout's frame host (`url`, `origin`), which the pages may frame; `backendUrl`: the demo
 * backend, which the checkout pages' saved cards come from.
 */
export function demoPagesConfig(tokenizationOrigins, frame, backendUrl) {
  return {
    configFile: false,
    root: `${repository}demo`,
    publicDir: false,
    // Its own cache: the e2e pages' Vite server uses the default one at the same time.
    cacheDir: `${repository}node_modules/.vite-demo`,
    clearScreen: false,
    logLevel: 'warn',
    // Vite puts it on every tag it writes; each page answer swaps in its own nonce.
    html: { cspNonce: NONCE_PLACEHOLDER },
    resolve: {
      // The SPA uses the npm ESM build, as an application bundling the package would.
      alias: [
        { find: /^card-tokenizer$/, replacement: `${dist}/card-tokenizer.js` },
        { find: /^card-tokenizer\/locales\/([a-zA-Z-]+)$/, replacement: `${dist}/locales/$1.mjs` },
      ],
    },
    plugins: [
      paymentPagesPlugin({
        root: `${repository}demo`,
        tokenizationOrigins,
        frameOrigins: [frame.origin, frame.sameSiteOrigin],
        backendUrl,
      }),
      scriptTagBuildPlugin(frame),
    ],
  };
}
