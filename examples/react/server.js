// The page rendered on the server: `npm run build`, then `node server.js`. Each page request
// gets dist/client/index.html with the app's HTML (src/entry-server.tsx, built to dist/server/)
// in place of <!--app-html-->; the browser then hydrates it (src/main.tsx).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname } from 'node:path';
import { render } from './dist/server/entry-server.js';

const base = '/react/'; // vite.config.ts's `base`
const client = new URL('./dist/client/', import.meta.url);
const template = await readFile(new URL('index.html', client), 'utf8');
const types = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

const server = createServer(async (request, response) => {
  // Parsing resolves `..`: the path stays under the base.
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (pathname.startsWith(`${base}assets/`)) {
    const file = new URL(pathname.slice(base.length), client);
    const body = await readFile(file).catch(() => null);
    if (!body) return response.writeHead(404).end();
    const type = types[extname(pathname)] ?? 'application/octet-stream';
    return response.writeHead(200, { 'Content-Type': type }).end(body);
  }
  // Your backend's routes go here too: the app posts to /api/card-registrations and /api/cards
  // (`npm run examples` serves this build with the demo backend's).
  if (!pathname.startsWith(base)) return response.writeHead(404).end();
  const page = template.replace('<!--app-html-->', render());
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
});

server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${server.address().port}${base}`);
});
