import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanShop, SKIMMER } from './shop.js';
import type { Site } from './site.js';

/** Checkout pages `/checkout-01` … served on 127.0.0.1, one shop's scripts shared by all. */
export interface Checkouts {
  origin: string;
  urls: string[];
  close(): Promise<void>;
}

/** What cleanShop sets up, read without a server: the page, its scripts and headers. */
function shop(extra: Parameters<typeof cleanShop>[1] = []) {
  const site = { files: new Map<string, string>(), headers: {} } as Site;
  cleanShop(site, extra);
  return site;
}

/**
 * `count` checkouts; those numbered in `skimmed` carry test/audit's first skimmer (every channel,
 * on submit) in a script of their own, `/reviews.js`, that the approved inventory does not list.
 */
export async function serveCheckouts(count: number, skimmed: number[]): Promise<Checkouts> {
  const clean = shop();
  const dirty = shop([{ path: '/reviews.js', body: SKIMMER }]);
  const numbers = Array.from({ length: count }, (_, i) => String(i + 1).padStart(2, '0'));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    const page = /^\/checkout-(\d+)$/.exec(path)?.[1];
    const site = page && skimmed.includes(Number(page)) ? dirty : clean;
    // The skimmed pages' scripts are the clean ones and /reviews.js.
    const body =
      page && numbers.includes(page) ? site.files.get('/checkout') : dirty.files.get(path);
    request.resume();
    if (body === undefined) return void response.writeHead(page ? 404 : 204).end();
    const nonce = randomBytes(16).toString('base64');
    const headers = page ? site.headers : {};
    response.writeHead(200, {
      'Content-Type': `${path.endsWith('.js') ? 'text/javascript' : 'text/html'}; charset=utf-8`,
      'Cache-Control': 'no-store',
      ...Object.fromEntries(
        Object.entries(headers).map(([k, v]) => [k, v.replaceAll('{nonce}', nonce)]),
      ),
    });
    response.end(body.replaceAll('{nonce}', nonce));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    urls: numbers.map((n) => `${origin}/checkout-${n}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
