import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startSandbox, type SandboxOptions } from './index.js';

/** An IPv4 address of this machine other than loopback, if it has one. */
function externalIPv4(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
}

describe('startSandbox', () => {
  it('listens on http://127.0.0.1:<port> only', async () => {
    const sandbox = await startSandbox();
    try {
      expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const { port } = new URL(sandbox.url);
      expect((await fetch(`${sandbox.url}/__sandbox/requests`)).status).toBe(200);
      const external = externalIPv4();
      if (external) {
        await expect(fetch(`http://${external}:${port}/__sandbox/requests`)).rejects.toThrow();
      }
    } finally {
      await sandbox.close();
    }
  });

  it.each(['0.0.0.0', '192.168.1.10', '::'])(
    'refuses a host option (%s) with what it expected',
    async (host) => {
      // A plain-JS caller: the option is not in the type.
      const options = { port: 0, host } as SandboxOptions;
      await expect(startSandbox(options)).rejects.toThrow(
        new TypeError(
          `Expected no host option: the sandbox listens on 127.0.0.1 only, got "${host}"`,
        ),
      );
    },
  );
});
