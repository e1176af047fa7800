import { startSandbox } from 'card-tokenizer/sandbox';
import { startDemo } from './start.js';

/**
 * The demo as `npm run audit` and the bench audit it: checkout pages built, a sandbox on a fixed
 * port (`AUDIT_SANDBOX_PORT`, default 5191) that the backend uses as the real service, and the
 * isolated checkout's frame host on another (`AUDIT_FRAME_PORT`, default 5192), and the pages on a
 * third (`AUDIT_PAGES_PORT`, default 5193), so the pages' CSP names the same tokenization and frame
 * origins, and the frame's `frame-ancestors` the same page origin, on every run.
 */
export async function startAuditedDemo({
  sandboxPort = Number(process.env.AUDIT_SANDBOX_PORT ?? 5191),
  framePort = Number(process.env.AUDIT_FRAME_PORT ?? 5192),
  pagesPort = Number(process.env.AUDIT_PAGES_PORT ?? 5193),
} = {}) {
  const sandbox = await startSandbox({ port: sandboxPort });
  try {
    const demo = await startDemo({
      port: pagesPort,
      strictPort: true,
      built: true,
      framePort,
      env: {
        ...process.env,
        PAYMENTS_BASE_URL: sandbox.url,
        PAYMENTS_CLIENT_ID: sandbox.clientId,
        PAYMENTS_API_KEY: sandbox.apiKey,
        PAYMENTS_TOKENIZATION_ORIGINS: new URL(sandbox.url).origin,
      },
    });
    return {
      url: demo.url,
      close: async () => {
        await demo.close().catch((error) => console.error(error.message));
        await sandbox.close();
      },
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}
