// The bench's HTTP servers on 127.0.0.1: fixed routes, on loopback or on a modelled network.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * A phone network, modelled at the server so it holds whatever process the browser gives a frame:
 * a new connection takes two round trips (TCP and TLS) from when the browser opened it, so a
 * preconnect opened early has paid them; each response then waits one round trip and its gzip
 * size at the link's rate.
 */
export const PHONE_NETWORK = { roundTripMs: 150, bytesPerSecond: 200_000 };

/** How long the modelled network holds a response of `body`, `handshakeLeftMs` still to pay. */
export function modelledDelayMs(network, body, handshakeLeftMs = 0) {
  const transfer = (gzipSync(body, { level: 9 }).length / network.bytesPerSecond) * 1000;
  return Math.max(0, handshakeLeftMs) + network.roundTripMs + transfer;
}

/**
 * A server of fixed routes, each with its own headers; no-store, so loads fetch anew. With
 * `network`, each response is held as `modelledDelayMs` says.
 */
export async function startRoutes(routes, network) {
  /** When each connection opened: its handshake ends two round trips later. */
  const opened = new WeakMap();
  const server = createServer((request, response) => {
    const route = routes.get(new URL(request.url, 'http://bench').pathname);
    if (!route) return void response.writeHead(404).end();
    const { type, body, headers = {} } = route();
    const handshakeLeftMs = network
      ? opened.get(request.socket) + 2 * network.roundTripMs - performance.now()
      : 0;
    const send = () => {
      response.writeHead(200, {
        ...headers,
        'Content-Type': type,
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
      });
      response.end(body);
    };
    if (network) setTimeout(send, modelledDelayMs(network, body, handshakeLeftMs));
    else send();
  });
  server.on('connection', (socket) => opened.set(socket, performance.now()));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: server.address().port,
    /** Ends every connection, kept-alive ones too: the next request opens a new one. */
    dropConnections: () => server.closeAllConnections(),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
