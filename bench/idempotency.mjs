// Idempotency: calls per second through the client with keys on and off against the sandbox,
// and the sandbox's heap after 100 000 keyed calls (a child process with --expose-gc).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { pool, startSandboxProcess } from './sandbox-throughput.mjs';
import { median } from './stats.mjs';

const run = promisify(execFile);

/** The client's own request, as is (keys on) or with its key taken out (keys off). */
const sending = (keys) => (input, init) => {
  if (keys) return fetch(input, init);
  const headers = { ...init.headers };
  delete headers['Idempotency-Key'];
  return fetch(input, { ...init, headers });
};

async function measureThroughput({ clients, perRound, rounds }) {
  const { createPaymentsClient } = await import('../dist/server.js');
  const { SANDBOX_DEFAULTS } = await import('../dist/sandbox.js');
  const sandbox = startSandboxProcess();
  try {
    const baseUrl = await sandbox.url;
    const options = {
      baseUrl,
      clientId: SANDBOX_DEFAULTS.clientId,
      apiKey: SANDBOX_DEFAULTS.apiKey,
    };
    const on = createPaymentsClient({ ...options, fetch: sending(true) });
    const off = createPaymentsClient({ ...options, fetch: sending(false) });
    const rates = { on: [], off: [] };
    const deadline = Date.now() + 60_000;
    // Alternating rounds: a burst of other work on the machine spoils both alike.
    for (let round = 0; round < rounds; round++) {
      for (const [mode, client] of [
        ['on', on],
        ['off', off],
      ]) {
        const start = performance.now();
        const done = await pool(perRound, clients, deadline, (i) =>
          client.createNaturalUser({
            FirstName: 'Bench',
            LastName: 'Mark',
            Email: `b${i}@example.com`,
          }),
        );
        rates[mode].push(done / ((performance.now() - start) / 1000));
      }
    }
    return {
      idempotencyCallsPerSecondOn: median(rates.on),
      idempotencyCallsPerSecondOff: median(rates.off),
      idempotencyRounds: rates.on.length,
      idempotencyClients: clients,
    };
  } finally {
    await sandbox.stop();
  }
}

export async function measureIdempotency({
  clients = 8,
  perRound = 400,
  rounds = 5,
  calls = 100_000,
}) {
  const throughput = await measureThroughput({ clients, perRound, rounds });
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', 'bench/idempotency-memory.mjs', String(calls)],
    { timeout: 120_000 },
  );
  return { ...throughput, ...JSON.parse(stdout) };
}
