import { serve } from '@hono/node-server';
import { createDemoApp } from './app.js';
import { startBuiltPages } from './built-pages.js';
import { startFrameHost } from './frame-host.js';
import { startPages } from './pages.js';
import { createDemoUsers } from './demo-users.js';
import { createFrameCheckouts } from './frame-checkouts.js';
import { connectPaymentService } from './payment-service.js';
import { seedSavedCards } from './seed-cards.js';

/** Runs the backend on a free port of 127.0.0.1; resolves once it listens. */
function startBackend(app) {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, ({ port }) => {
      server.off('error', reject);
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}

/** Closes what started so far, newest first, even when one of them fails to close. */
async function closeAll(started) {
  for (const part of [...started].reverse()) await part.close().catch(console.error);
}

/**
 * The whole demo in this process: the payment service (sandbox unless `PAYMENTS_*` are set),
 * the backend, the isolated checkout's frame host on a second origin, and the pages (`built`: the
 * checkout pages built, as `npm run audit` checks them; `framePort`: the frame host's port, a free
 * one by default). `close()` stops them all.
 */
export async function startDemo({
  port,
  strictPort = false,
  env = process.env,
  built = false,
  framePort = 0,
}) {
  const started = [];
  try {
    const service = await connectPaymentService(env);
    started.push(service);
    const users = createDemoUsers(service.payments);
    if (service.travel) {
      // Before the backend listens: nothing else runs while the sandbox clock is moved.
      const shopperId = (await users.shopper()).Id;
      await seedSavedCards({ payments: service.payments, shopperId, travel: service.travel });
    }
    // The isolated checkout's registrations: tickets from the backend, made on the frame's origin.
    const frameCheckouts = createFrameCheckouts({ payments: service.payments, users });
    const backend = await startBackend(createDemoApp({ ...service, users, frameCheckouts }));
    started.push(backend);
    const frame = await startFrameHost({
      port: framePort,
      tokenizationOrigins: service.tokenizationOrigins,
      registrationRoute: frameCheckouts.route,
    });
    started.push(frame);
    const pages = await (built ? startBuiltPages : startPages)({
      port,
      strictPort,
      backendUrl: backend.url,
      tokenizationOrigins: service.tokenizationOrigins,
      frame,
    });
    started.push(pages);
    // Only the pages may frame the card page: its `frame-ancestors`, its parent-origin allowlist.
    frame.allowParents([new URL(pages.url).origin]);
    return {
      url: pages.url,
      frameUrl: frame.url,
      backendUrl: backend.url,
      service: service.description,
      close: () => closeAll(started),
    };
  } catch (error) {
    await closeAll(started);
    throw error;
  }
}
