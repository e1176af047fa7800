// Runs in Vitest's Node process: a browser test reaches a frame's registration route through these.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserCommand } from 'vitest/node';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import {
  createPaymentsClient,
  frameRegistrationRoute,
  nodeHandler,
  signFrameTicket,
} from '../../src/server/index.js';

declare module 'vitest/browser' {
  interface BrowserCommands {
    frameRegistrationStart: (pageOrigin: string) => Promise<StartedRegistrationRoute>;
    frameRegistrationClose: (port: number) => Promise<void>;
  }
}

export interface StartedRegistrationRoute {
  port: number;
  /** The route of `frameRegistrationRoute()` on a sandbox: `<origin>/card-registration`. */
  endpoint: string;
  /** Same server: `/html` (a 200 page), `/boom` (500), `/hang-up`, `/stall` (never answers). */
  origin: string;
  tickets: { good: string; replayed: string; otherMerchant: string; expired: string };
}

const SECRET = 'merchant-secret-of-at-least-32-characters';
const running = new Map<number, { server: Server; sandbox: Sandbox }>();

/**
 * The route on 127.0.0.1 with a sandbox behind it, and paths that fail as a server can. CORS
 * opened to the test page alone: the frame calls its own origin, the test page another one.
 */
const frameRegistrationStart: BrowserCommand<[pageOrigin: string]> = async (
  _context,
  pageOrigin,
): Promise<StartedRegistrationRoute> => {
  const sandbox = await startSandbox();
  const payments = createPaymentsClient({
    baseUrl: sandbox.url,
    clientId: sandbox.clientId,
    apiKey: sandbox.apiKey,
  });
  const shopper = await payments.createNaturalUser({
    FirstName: 'Sam',
    LastName: 'Shopper',
    Email: 'sam@example.com',
    UserCategory: 'PAYER',
  });
  const route = nodeHandler(frameRegistrationRoute({ secret: SECRET, payments }));
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', pageOrigin);
    const path = new URL(request.url ?? '/', 'http://route').pathname;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Headers': 'content-type' });
      return response.end();
    }
    if (path === '/card-registration') return route(request, response);
    if (path === '/html') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      return response.end('<!doctype html><title>Welcome</title>');
    }
    if (path === '/boom') {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      return response.end('Internal error');
    }
    if (path === '/hang-up') return response.socket?.destroy();
    if (path === '/stall') return;
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  running.set(port, { server, sandbox });
  const claims = { userId: shopper.Id, currency: 'EUR', checkoutId: 'checkout-1' };
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    endpoint: `${origin}/card-registration`,
    tickets: {
      good: await signFrameTicket({ ...claims, secret: SECRET }),
      replayed: await signFrameTicket({ ...claims, secret: SECRET }),
      otherMerchant: await signFrameTicket({
        ...claims,
        secret: 'another-merchant-secret-of-32-chars!!',
      }),
      expired: await signFrameTicket({
        ...claims,
        secret: SECRET,
        expiresIn: 60,
        now: () => Date.now() - 61_000,
      }),
    },
  };
};

const frameRegistrationClose: BrowserCommand<[port: number]> = async (_context, port) => {
  const entry = running.get(port);
  running.delete(port);
  if (!entry) return;
  entry.server.closeAllConnections();
  await new Promise<void>((resolve) => entry.server.close(() => resolve()));
  await entry.sandbox.close();
};

/** The commands to list in `test.browser.commands`. */
export const frameRegistrationCommands = { frameRegistrationStart, frameRegistrationClose };
