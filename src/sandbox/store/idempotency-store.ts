/** The first answer to a POST sent with an `Idempotency-Key`, as the service keeps it. */
export interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
  /** Milliseconds since the epoch. */
  sentAt: number;
  requestUrl: string;
}

export interface IdempotencyStoreOptions {
  /** How long a key stays spent (24 hours on the service). */
  windowMs: number;
  /** Past this many keys, the oldest is forgotten first: memory stays bounded whatever the traffic. */
  maxKeys: number;
  now: () => number;
}

interface Entry {
  expiresAt: number;
  /** `null` while the first call is still running. */
  answer: StoredAnswer | null;
}

export interface IdempotencyStore {
  /** Takes the key for a new call; `false` when a call within the window already took it. */
  reserve(clientId: string, key: string): boolean;
  complete(clientId: string, key: string, answer: StoredAnswer): void;
  /** The stored answer; `null` while running, `undefined` when unknown or expired. */
  find(clientId: string, key: string): StoredAnswer | null | undefined;
  readonly size: number;
}

/** Keys are compared as sent; client ids ignoring case, as in the service's paths. */
const entryName = (clientId: string, key: string) => `${clientId.toLowerCase()}\n${key}`;

export function createIdempotencyStore(options: IdempotencyStoreOptions): IdempotencyStore {
  // A Map iterates in insertion order and every key lives the same window: the first is the oldest.
  const entries = new Map<string, Entry>();

  function dropExpired(now: number): void {
    for (const [name, entry] of entries) {
      if (entry.expiresAt > now) return;
      entries.delete(name);
    }
  }

  function live(name: string): Entry | undefined {
    const entry = entries.get(name);
    if (entry && entry.expiresAt <= options.now()) {
      entries.delete(name);
      return undefined;
    }
    return entry;
  }

  return {
    reserve(clientId, key) {
      const now = options.now();
      dropExpired(now);
      const name = entryName(clientId, key);
      if (live(name)) return false;
      while (entries.size >= options.maxKeys) {
        entries.delete(entries.keys().next().value!);
      }
      entries.set(name, { expiresAt: now + options.windowMs, answer: null });
      return true;
    },
    complete(clientId, key, answer) {
      const entry = entries.get(entryName(clientId, key));
      if (entry) entry.answer = answer;
    },
    find(clientId, key) {
      return live(entryName(clientId, key))?.answer;
    },
    get size() {
      return entries.size;
    },
  };
}
