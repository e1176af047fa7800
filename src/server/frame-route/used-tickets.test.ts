import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../../../test/support/redis-server.js';
import { memoryTicketStore, redisTicketStore, type UsedTicketStore } from '../index.js';

let redis: RedisServer;
beforeAll(async () => void (redis = await startRedisServer()));
afterAll(() => redis?.close());

const NOW = Date.UTC(2026, 10, 28, 2, 0, 0);

describe.each([
  ['memoryTicketStore', (now: () => number) => memoryTicketStore({ now })],
  ['redisTicketStore', () => redisTicketStore(redis.client(), { prefix: `t${Math.random()}:` })],
])('%s', (_name, open: (now: () => number) => UsedTicketStore) => {
  it('answers each key once, until it expires', async () => {
    const store = open(() => NOW);
    const until = 60_000;
    expect(await store.claim('ticket-1 AMEX', until)).toBe(true);
    expect(await store.claim('ticket-1 AMEX', until)).toBe(false);
    expect(await store.claim('ticket-1 MAESTRO', until)).toBe(true);
    expect(await store.claim('ticket-2 AMEX', until)).toBe(true);
  });

  it('answers one of many claims of a key made at once', async () => {
    const store = open(() => NOW);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => store.claim('raced AMEX', 60_000)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
});

describe('memoryTicketStore', () => {
  it('forgets a key once its ticket has expired, and sweeps the expired keys', async () => {
    let now = NOW;
    const store = memoryTicketStore({ now: () => now });
    expect(await store.claim('old', 1_000)).toBe(true);
    expect(await store.claim('old', 1_000)).toBe(false);
    now = NOW + 1_000;
    expect(await store.claim('old', 4_000)).toBe(true);
    for (let i = 0; i < 2_500; i++) await store.claim(`k${i}`, 1_000);
    now = NOW + 3_000;
    // The expired keys are new again, the unexpired one is not.
    expect(await store.claim('k0', 6_000)).toBe(true);
    expect(await store.claim('old', 6_000)).toBe(false);
  });
});

describe('redisTicketStore', () => {
  it('shares the used keys between the instances of a route, each with its own client', async () => {
    const prefix = `shared${Math.random()}:`;
    const [first, second] = [redis.client(), redis.client()].map((client) =>
      redisTicketStore(client, { prefix }),
    );
    expect(await first!.claim('ticket-1 AMEX', 60_000)).toBe(true);
    expect(await second!.claim('ticket-1 AMEX', 60_000)).toBe(false);
    const ttl = await redis.client().pttl(`${prefix}ticket-1 AMEX`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('lets the key expire with the ticket: a claim after the expiry is new again', async () => {
    const prefix = `exp${Math.random()}:`;
    const store = redisTicketStore(redis.client(), { prefix });
    expect(await store.claim('short', 200)).toBe(true);
    expect(await store.claim('short', 200)).toBe(false);
    const client = redis.client();
    await expect.poll(() => client.exists(`${prefix}short`), { interval: 50 }).toBe(0);
    expect(await store.claim('short', 200)).toBe(true);
  });

  it('refuses a client without set()', () => {
    expect(() => redisTicketStore({} as never)).toThrow(/Redis or Valkey client/);
  });
});
