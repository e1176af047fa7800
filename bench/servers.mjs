// Loopback servers for the browser measures: one origin serves the pages, another tokenizes.
import { createServer } from 'node:http';

/** Answers once the server listens on 127.0.0.1 at a free port, with its origin. */
function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
}

function closer(server) {
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/**
 * Serves in-memory pages and scripts (a body may be a function of the request URL). Cross-origin
 * isolated (COOP + COEP), which gives pages a 5 µs `performance.now()` instead of 100 µs;
 * `no-store`, so every load fetches anew.
 * @returns {Promise<{ origin: string, add(path: string, type: string, body: string | Buffer | ((url: URL) => string | Buffer)): void, close(): Promise<void> }>}
 */
export async function startPageServer() {
  const routes = new Map();
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const route = routes.get(url.pathname);
    if (!route) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const body = typeof route.body === 'function' ? route.body(url) : route.body;
    response.writeHead(200, {
      'Content-Type': route.type,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    });
    response.end(body);
  });
  const origin = await listen(server);
  return {
    origin,
    add: (path, type, body) => routes.set(path, { type, body }),
    close: closer(server),
  };
}

/**
 * A tokenization server that answers every POST `data=…` at once and counts what it sees, so
 * timings measure the client, not the server. Open CORS like the real one; OPTIONS answered.
 * @returns {Promise<{ url: string, origin: string, counts(): Record<string, number>, close(): Promise<void> }>}
 */
export async function startTokenizationServer() {
  const counts = {};
  let issued = 0;
  const server = createServer((request, response) => {
    counts[request.method] = (counts[request.method] ?? 0) + 1;
    request.resume();
    request.on('end', () => {
      const body =
        request.method === 'POST'
          ? `data=bench-${++issued}`
          : request.method === 'OPTIONS'
            ? ''
            : 'errorCode=02632';
      response.writeHead(request.method === 'OPTIONS' ? 204 : 200, {
        'Content-Type': 'text/plain',
        'Content-Length': Buffer.byteLength(body),
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST',
      });
      response.end(body);
    });
  });
  const origin = await listen(server);
  return {
    url: `${origin}/tokenize/bench`,
    origin,
    counts: () => ({ ...counts }),
    close: closer(server),
  };
}
