import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/**
 * A real Redis (Debian's `redis-server`, or Valkey's) on 127.0.0.1 and a free port, with nothing
 * on disk, for the stores a route shares across instances. `scripts/ensure-services.sh` installs it.
 */
export interface RedisServer {
  url: string;
  /** A new client; each is closed with the server. */
  client(): Redis;
  close(): Promise<void>;
}

const BINARY = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export async function startRedisServer(): Promise<RedisServer> {
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const server = spawn(
      BINARY,
      ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const said = await ready(server);
    if (said === 'ready') return opened(server, port);
    // Another process took the port between freePort() and the bind: try another.
    if (attempt < 3 && /Address already in use/.test(said)) continue;
    throw new Error(`${BINARY} did not start: ${said}`);
  }
}

function opened(server: ChildProcess, port: number): RedisServer {
  const clients: Redis[] = [];
  return {
    url: `redis://127.0.0.1:${port}`,
    client() {
      const client = new Redis({ host: '127.0.0.1', port, maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await once(server, 'exit');
      }
    },
  };
}

/** `'ready'` once the server accepts connections, else what it said before it exited. */
function ready(server: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve('ready');
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.on('error', (error) => resolve(error.message));
    server.on('exit', () => resolve(output.trim().slice(-500)));
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}
