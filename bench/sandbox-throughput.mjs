// Sandbox throughput: tokenization posts per second over loopback, N concurrent clients.
import { spawn } from 'node:child_process';
import { median, quantile } from './stats.mjs';

/** The sandbox in its own process, so it has a core of its own and this process is only clients. */
export function startSandboxProcess(args = []) {
  const child = spawn(process.execPath, ['bin/card-tokenizer-sandbox.js', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('The sandbox did not start in 10 s')), 10_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The sandbox exited with ${code}`));
    });
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /listening on (http:\/\/\S+)/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
  });
  // Should this process end abruptly (the watchdog), the sandbox must not outlive it.
  const orphan = () => child.kill('SIGTERM');
  process.once('exit', orphan);
  const stop = () =>
    new Promise((resolve) => {
      process.off('exit', orphan);
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/** Runs `task(i)` for i in 0…count-1, `concurrency` at a time, none started past `deadline`. */
export async function pool(count, concurrency, deadline, task) {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < count && Date.now() < deadline) {
      await task(next++);
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done;
}

/** `clients` posting at once, `perClient` posts each in all, split into `rounds` timed apart. */
export async function measureSandboxThroughput({
  clients = 8,
  perClient = 250,
  rounds = 5,
  budgetMs = 20_000,
}) {
  const { createPaymentsClient } = await import('../dist/server.js');
  // The command starts with these, as no --client-id or --api-key is given.
  const { SANDBOX_DEFAULTS } = await import('../dist/sandbox.js');
  const sandbox = startSandboxProcess();
  try {
    const baseUrl = await sandbox.url;
    const client = createPaymentsClient({
      baseUrl,
      clientId: SANDBOX_DEFAULTS.clientId,
      apiKey: SANDBOX_DEFAULTS.apiKey,
    });
    const user = await client.createNaturalUser({
      FirstName: 'Bench',
      LastName: 'Mark',
      Email: 'bench@example.com',
    });
    // Registrations first and untimed: only the browser's part, the card post, is measured.
    const registrations = new Array(clients * perClient);
    const created = await pool(registrations.length, clients, Date.now() + 30_000, async (i) => {
      registrations[i] = await client.createCardRegistration({ UserId: user.Id, Currency: 'EUR' });
    });
    if (created < registrations.length)
      throw new Error(`Expected ${registrations.length} registrations in 30 s, got ${created}`);

    const latencies = [];
    const rates = [];
    const deadline = Date.now() + budgetMs;
    let used = 0;
    /** One post per registration, as a browser would send it; resolves once answered. */
    const post = async (registration) => {
      const body = new URLSearchParams({
        data: registration.PreregistrationData,
        accessKeyRef: registration.AccessKey,
        cardNumber: '4242424242424242',
        cardExpirationDate: '1230',
        cardCvx: '123',
      });
      const sent = performance.now();
      const response = await fetch(registration.CardRegistrationURL, { method: 'POST', body });
      const answer = await response.text();
      latencies.push(performance.now() - sent);
      if (!answer.startsWith('data=')) throw new Error(`Expected data=…, got ${answer}`);
    };
    // Rounds, and the median of their rates: a burst of other work on the machine spoils one.
    for (let round = 0; round < rounds && Date.now() < deadline; round++) {
      const batch = registrations.slice(used, used + (clients * perClient) / rounds);
      used += batch.length;
      const start = performance.now();
      const posted = await pool(batch.length, clients, deadline, (i) => post(batch[i]));
      rates.push(posted / ((performance.now() - start) / 1000));
    }
    return {
      sandboxTokenizationsPerSecond: median(rates),
      sandboxTokenizationsPerSecondRounds: rates,
      sandboxClients: clients,
      sandboxTokenizations: latencies.length,
      sandboxLatencyP50Ms: quantile(latencies, 0.5),
      sandboxLatencyP95Ms: quantile(latencies, 0.95),
    };
  } finally {
    await sandbox.stop();
  }
}
