import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, loadDriver, type Browser } from '../../src/audit/browser/driver.js';
import type { Inventory } from '../../src/audit/inventory/schema.js';

/** A shop's checkout page on 127.0.0.1 whose files and headers a test changes between audits. */
export interface Site {
  origin: string;
  /** Path → body; `/checkout` is HTML where `{nonce}` becomes the response's nonce. */
  files: Map<string, string>;
  /** Headers of `/checkout`, `{nonce}` replaced likewise. */
  headers: Record<string, string>;
  /** Every request received, with its headers and body, in order. */
  requests: { path: string; url: string; headers: IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  js: 'text/javascript',
  html: 'text/html',
  json: 'application/json',
};

export async function startSite(): Promise<Site> {
  const files = new Map<string, string>();
  const site = { files, headers: {} as Record<string, string>, requests: [] as Site['requests'] };
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () =>
      site.requests.push({
        path,
        url: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }),
    );
    const body = files.get(path);
    if (body === undefined) {
      response.writeHead(path === '/checkout' ? 404 : 204).end();
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    const extension = path.includes('.') ? path.slice(path.lastIndexOf('.') + 1) : 'html';
    const headers = path === '/checkout' ? site.headers : {};
    response.writeHead(200, {
      'Content-Type': `${TYPES[extension] ?? 'text/plain'}; charset=utf-8`,
      'Cache-Control': 'no-store',
      ...Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name, value.replaceAll('{nonce}', nonce)]),
      ),
    });
    response.end(body.replaceAll('{nonce}', nonce));
  });
  // A WebSocket endpoint that accepts and ignores what it gets: a skimmer's channel.
  const sockets = new Set<import('node:stream').Duplex>();
  server.on('upgrade', (request, socket) => {
    sockets.add(socket);
    site.requests.push({
      path: new URL(request.url ?? '/', 'http://site').pathname,
      url: request.url ?? '/',
      headers: request.headers,
      body: '',
    });
    const accept = createHash('sha1')
      .update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    socket.on('data', () => {});
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(site, {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}

export const sri = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

/** The built script-tag bundle, as a shop serves it. */
export const elementScript = () => readFileSync('dist/card-tokenizer.iife.js', 'utf8');
export const elementIntegrity = () =>
  (JSON.parse(readFileSync('dist/integrity.json', 'utf8')) as Record<string, string>)[
    'card-tokenizer.iife.js'
  ];

/** One Chromium and one site for a test file: started before its tests, handed to `use`, closed after. */
export function browserAndSite(use: (browser: Browser, site: Site) => void): void {
  let browser: Browser | undefined;
  let site: Site | undefined;
  beforeAll(async () => {
    browser = await launchChromium(await loadDriver());
    site = await startSite();
    use(browser, site);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
}

/** What a person does once they reviewed the new entries of the inventory at `path`. */
export function approveAll(path: string): void {
  const file = JSON.parse(readFileSync(path, 'utf8')) as Inventory;
  for (const entry of [
    ...file.scripts,
    ...file.headers,
    ...file.frames,
    ...file.listeners,
    ...(file.workers ?? []),
    ...(file.tokenizationOrigins ?? []),
  ]) {
    entry.owner ||= 'Shop web team';
    entry.justification ||= 'Needed by the checkout (test)';
    entry.approvedBy ||= 'Security lead';
    entry.approvedOn ||= '2026-11-25';
  }
  writeFileSync(path, JSON.stringify(file, null, 2));
}
