/**
 * Where `frameRegistrationRoute()` remembers the (ticket, card type) pairs it has answered, until
 * the ticket expires: a replay of a pair is refused with 409. Every instance of a route that runs
 * on several must share one store.
 */
export interface UsedTicketStore {
  /**
   * Records `key` for `ttl` milliseconds (until its ticket expires), atomically: `true` when it
   * was not recorded yet, `false` when it was (a replay). Relative, so that clocks may differ.
   */
  claim(key: string, ttl: number): Promise<boolean>;
}

/** Sweep the expired keys once the map has grown by this many since the last sweep. */
const SWEEP_EVERY = 1_000;

/** The default store: a map in this process, enough for a route that runs on one instance. */
export function memoryTicketStore(options: { now?: () => number } = {}): UsedTicketStore {
  const now = options.now ?? Date.now;
  const used = new Map<string, number>();
  let sweptAt = 0;
  return {
    claim(key, ttl) {
      const time = now();
      if (used.size >= sweptAt + SWEEP_EVERY) {
        for (const [old, until] of used) if (until <= time) used.delete(old);
        sweptAt = used.size;
      }
      const until = used.get(key);
      if (until !== undefined && until > time) return Promise.resolve(false);
      used.set(key, time + ttl);
      return Promise.resolve(true);
    },
  };
}

/**
 * The one command `redisTicketStore()` sends: `SET key value PX ttl NX`, as ioredis and
 * iovalkey spell it (`'OK'` when set, `null` when the key was there). node-redis:
 * `{ set: (k, v, _px, ttl) => client.set(k, v, { PX: ttl, NX: true }) }`.
 */
export interface RedisSetClient {
  set(key: string, value: string, px: 'PX', ttl: number, nx: 'NX'): Promise<unknown>;
}

/**
 * A store shared by every instance of the route, in Redis or Valkey: one
 * `SET … NX` per claim, which the server answers atomically, and the key expires with the ticket.
 * Takes the client the backend already has; this package installs none.
 */
export function redisTicketStore(
  client: RedisSetClient,
  options: { prefix?: string } = {},
): UsedTicketStore {
  if (typeof client?.set !== 'function') {
    throw new TypeError('Expected a Redis or Valkey client with set() (ioredis, iovalkey)');
  }
  const prefix = options.prefix ?? 'card-tokenizer:used-ticket:';
  return {
    async claim(key, ttl) {
      const ms = Math.max(1, Math.ceil(ttl));
      return (await client.set(prefix + key, '1', 'PX', ms, 'NX')) === 'OK';
    },
  };
}
