/** Requests per path per method, so tests can prove that no preflight (OPTIONS) was sent. */
export type RequestCounts = Record<string, Record<string, number>>;

export interface RequestCounter {
  record(method: string, path: string): void;
  snapshot(): RequestCounts;
}

/** Stops adding new paths past this many, so a long-running sandbox cannot grow without bound. */
const MAX_PATHS = 10_000;

export function createRequestCounter(): RequestCounter {
  const counts = new Map<string, Map<string, number>>();
  return {
    record(method, path) {
      let perMethod = counts.get(path);
      if (!perMethod) {
        if (counts.size >= MAX_PATHS) return;
        perMethod = new Map();
        counts.set(path, perMethod);
      }
      perMethod.set(method, (perMethod.get(method) ?? 0) + 1);
    },
    snapshot() {
      const result: RequestCounts = {};
      for (const [path, perMethod] of counts) result[path] = Object.fromEntries(perMethod);
      return result;
    },
  };
}
