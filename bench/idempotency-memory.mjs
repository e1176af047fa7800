// Run by bench/idempotency.mjs as `node --expose-gc`: the heap the sandbox's idempotency store
// holds after 100 000 keyed answers, under the default cap and with the cap raised to keep all.
import { createServer } from 'vite';

const CALLS = Number(process.argv[2] ?? 100_000);
const vite = await createServer({
  configFile: false,
  server: { middlewareMode: true },
  logLevel: 'silent',
});
const { createSandboxApp } = await vite.ssrLoadModule('/src/sandbox/app.ts');
const { createState } = await vite.ssrLoadModule('/src/sandbox/store/store.ts');
const { SANDBOX_DEFAULTS } = await vite.ssrLoadModule('/src/sandbox/index.ts');
const { createIdempotencyStore } = await vite.ssrLoadModule(
  '/src/sandbox/store/idempotency-store.ts',
);

const heap = () => {
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};

/** One real answer of the sandbox, a Card Registration, as the store keeps it for each key. */
async function registrationAnswer() {
  const state = createState({ ...SANDBOX_DEFAULTS, now: Date.now });
  state.platformTokens.set('bench', Date.now() + 3_600_000);
  const app = createSandboxApp(state);
  const call = async (path, json) => {
    const response = await app.request(path, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer bench',
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify(json),
    });
    return { text: await response.text(), url: response.url || `http://127.0.0.1${path}` };
  };
  const user = JSON.parse(
    (await call('/v2.01/sandbox/users/natural', { FirstName: 'B', LastName: 'M', Email: 'b@m.co' }))
      .text,
  );
  return call('/v2.01/sandbox/cardregistrations', { UserId: user.Id, Currency: 'EUR' });
}

function fill(maxKeys, answer) {
  const store = createIdempotencyStore({
    windowMs: SANDBOX_DEFAULTS.idempotencyWindowMs,
    maxKeys,
    now: Date.now,
  });
  const before = heap();
  for (let i = 0; i < CALLS; i++) {
    const key = crypto.randomUUID();
    store.reserve(SANDBOX_DEFAULTS.clientId, key);
    // A copy per key, as each answer is its own string in the sandbox.
    const body = `${answer.text} `.slice(0, -1);
    store.complete(SANDBOX_DEFAULTS.clientId, key, {
      status: 200,
      contentType: 'application/json',
      body,
      sentAt: Date.now(),
      requestUrl: `${answer.url} `.slice(0, -1),
    });
  }
  return { bytes: heap() - before, keys: store.size };
}

const answer = await registrationAnswer();
const capped = fill(SANDBOX_DEFAULTS.maxIdempotencyKeys, answer);
const all = fill(CALLS, answer);
await vite.close();
console.log(
  JSON.stringify({
    idempotencyMemoryCalls: CALLS,
    idempotencyMemoryAnswerBytes: Buffer.byteLength(answer.text),
    idempotencyMemoryCappedBytes: capped.bytes,
    idempotencyMemoryCappedKeys: capped.keys,
    idempotencyMemoryAllBytes: all.bytes,
    idempotencyMemoryAllKeys: all.keys,
  }),
);
