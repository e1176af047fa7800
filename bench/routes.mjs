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

/** How long the modelled network holds a response of `gzipBytes`, `handshakeLeftMs` still to pay. */
export function modelledDelayMs(network, gzipBytes, handshakeLeftMs = 0) {
  return (
    Math.max(0, handshakeLeftMs) + network.roundTripMs + (gzipBytes / network.bytesPerSecond) * 1000
  );
}

/** Now on the wall clock, as a page's `performance.timeOrigin + performance.now()` reads it. */
const epochMs = () => performance.timeOrigin + performance.now();

/**
 * A server of fixed routes, each with its own headers; no-store, so loads fetch anew. With
 * `network`, each response is held as `modelledDelayMs` says. `takeLog()` hands over each request
 * since the last call (its path, when it arrived and was answered in epoch ms, on a new connection
 * or not, how long the model held it and the handshake's part) and when each connection opened.
 */
export async function startRoutes(routes, network) {
  /** When each connection opened: its handshake ends two round trips later. */
  const opened = new WeakMap();
  /** How many requests each connection has carried. */
  const requestsOn = new WeakMap();
  const log = [];
  /** When each connection opened (epoch ms), since the last `takeLog()`. */
  const connections = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://bench').pathname;
    const route = routes.get(path);
    if (!route) return void response.writeHead(404).end();
    const { type, body, headers = {} } = route();
    const arrived = performance.now();
    const served = (requestsOn.get(request.socket) ?? 0) + 1;
    requestsOn.set(request.socket, served);
    const handshakeLeftMs = network
      ? Math.max(0, opened.get(request.socket) + 2 * network.roundTripMs - arrived)
      : 0;
    const gzipBytes = network ? gzipSync(body, { level: 9 }).length : 0;
    const heldMs = network ? modelledDelayMs(network, gzipBytes, handshakeLeftMs) : 0;
    const entry = {
      path,
      arrivedAt: performance.timeOrigin + arrived,
      newConnection: served === 1,
      handshakeMs: handshakeLeftMs,
      heldMs,
      gzipBytes,
    };
    log.push(entry);
    const send = () => {
      entry.sentAt = epochMs();
      response.writeHead(200, {
        ...headers,
        'Content-Type': type,
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
      });
      response.end(body);
    };
    if (network) setTimeout(send, heldMs);
    else send();
  });
  server.on('connection', (socket) => {
    opened.set(socket, performance.now());
    connections.push(performance.timeOrigin + opened.get(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: server.address().port,
    /** Ends every connection, kept-alive ones too: the next request opens a new one. */
    dropConnections: () => server.closeAllConnections(),
    takeLog: () => ({ requests: log.splice(0), connections: connections.splice(0) }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
