// `npm run examples`: the built example apps (examples/*/dist) in one process, with the payment
// service (sandbox) and the demo backend's /api they pay through. Ctrl+C stops everything.
//
// Each examples/<fw>/ is found, not listed: `dist/client/` (built with base `/<fw>/`) is served
// under `/<fw>/`; with a `dist/server/entry-server.js` exporting `render()` (the app's HTML, or
// `{ html, head }`), `/<fw>/ssr/` is that page rendered on the server for each request, put in
// place of `<!--app-html-->` (and `<!--app-head-->`) in dist/client/index.html; or exporting
// `renderPage(template, path)`, the whole page it returns.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createDemoApp } from '../demo/server/app.js';
import { connectPaymentService } from '../demo/server/payment-service.js';

const repository = fileURLToPath(new URL('..', import.meta.url));
const examplesDir = `${repository}examples`;

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const portText = values.port ?? process.env.EXAMPLES_PORT ?? '5183';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Expected --port or EXAMPLES_PORT to be a port number, got "${portText}"`);
  process.exit(2);
}

/** Every example with a build: its name, client folder and server entry if it has one. */
function builtExamples() {
  if (!existsSync(examplesDir)) return [];
  return readdirSync(examplesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      name,
      client: `${examplesDir}/${name}/dist/client`,
      server: `${examplesDir}/${name}/dist/server/entry-server.js`,
    }))
    .filter(({ client }) => existsSync(`${client}/index.html`));
}

/**
 * The page of an example rendered on the server: its index.html with the app's HTML in it, or the
 * whole page from `renderPage(template, path)` (Angular's renderer fills the template itself).
 */
async function serverRendered({ client, server }, path) {
  const { render, renderPage } = await import(pathToFileURL(server).href);
  const page = await readFile(`${client}/index.html`, 'utf8');
  if (renderPage) return renderPage(page, path);
  const rendered = await render();
  const { html, head = '' } = typeof rendered === 'string' ? { html: rendered } : rendered;
  return page.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

/** The examples under /<fw>/, the backend under /api. */
function examplesApp(service, examples) {
  const api = createDemoApp(service);
  const app = new Hono();
  app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  // No example has an icon: a browser's request for one is not an error of the page.
  app.get('/favicon.ico', (c) => c.body(null, 204));
  for (const example of examples) {
    const base = `/${example.name}`;
    const root = relative(process.cwd(), example.client);
    if (existsSync(example.server)) {
      app.get(`${base}/ssr`, (c) => c.redirect(`${base}/ssr/`));
      app.get(`${base}/ssr/`, async (c) => c.html(await serverRendered(example, c.req.path)));
    }
    app.get(base, (c) => c.redirect(`${base}/`));
    app.use(
      `${base}/*`,
      serveStatic({ root, rewriteRequestPath: (path) => path.slice(base.length) }),
    );
    // The app's own routes are the app's: any other path under it gets its page.
    app.get(`${base}/*`, serveStatic({ path: `${root}/index.html` }));
  }
  app.get('/', (c) =>
    c.html(
      `<!doctype html><title>card-tokenizer examples</title><ul>${examples
        .map(({ name }) => `<li><a href="/${name}/">${name}</a></li>`)
        .join('')}</ul>`,
    ),
  );
  return app;
}

const examples = builtExamples();
if (examples.length === 0) {
  console.error('No built example: run "npm run build" in examples/<fw>, or "npm test"');
  process.exit(1);
}
const service = await connectPaymentService();
const server = serve(
  { fetch: examplesApp(service, examples).fetch, port, hostname: '127.0.0.1' },
  ({ port: listening }) => {
    const url = `http://127.0.0.1:${listening}`;
    console.log(`card-tokenizer examples on ${service.description}`);
    for (const { name, server: entry } of examples) {
      const ssr = existsSync(entry) ? `, server-rendered ${url}/${name}/ssr/` : '';
      console.log(`  ${name.padEnd(10)} ${url}/${name}/${ssr}`);
    }
  },
);
server.once('error', async (error) => {
  console.error(`The examples could not start: ${error.message}`);
  await service.close();
  process.exit(1);
});

async function stop() {
  server.close();
  server.closeAllConnections?.();
  await service.close().catch((error) => console.error(error.message));
  process.exit();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
