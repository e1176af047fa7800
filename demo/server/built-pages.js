import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { demoPagesConfig } from './pages.js';

const repository = fileURLToPath(new URL('../../', import.meta.url));
/** The checkout pages a payment page audit looks at. */
const CHECKOUT_PAGES = ['spa.html', 'script-tag.html', 'isolated.html'];
/** Classic scripts the pages load as they are: a build leaves their tags and skips the files. */
const CLASSIC_SCRIPTS = ['theme.js'];

/**
 * The demo's checkout pages as a shop deploys them, built (a script's bytes then depend on the
 * sources only, not on the dev server's port or the checkout's path) and served with the same
 * headers and `/api` proxy as the dev server.
 */
export async function startBuiltPages({
  port,
  strictPort,
  backendUrl,
  tokenizationOrigins,
  frame,
}) {
  const outDir = `${repository}node_modules/.demo-build`;
  const config = demoPagesConfig(tokenizationOrigins, frame, backendUrl);
  await build({
    ...config,
    // Vite warns that it leaves the classic scripts' tags as they are: that is the point.
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: CHECKOUT_PAGES.map((page) => `${config.root}/${page}`) },
    },
  });
  for (const file of CLASSIC_SCRIPTS) await copyFile(`${config.root}/${file}`, `${outDir}/${file}`);
  const server = await preview({
    ...config,
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort, proxy: { '/api/': backendUrl } },
  });
  return {
    url: server.resolvedUrls.local[0],
    close: () => server.close(),
  };
}
