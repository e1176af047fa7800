import type { MiddlewareHandler } from 'hono';
import { SandboxError } from '../http/errors.js';

/** The service's four windows, in this order in each `X-RateLimit*` header. */
export const RATE_LIMIT_WINDOW_MINUTES = [15, 30, 60, 1440] as const;

/** Calls allowed in the 15, 30, 60 and 1 440 minute windows. */
export type RateLimits = readonly [number, number, number, number];

/** The service's published limits, for tests that want its figures. */
export const SERVICE_RATE_LIMITS: RateLimits = [2300, 4500, 8800, 105_600];

/** Far above what any test or demo sends, so that only a test that asks for a limit meets one. */
export const DEFAULT_RATE_LIMITS: RateLimits = [1_000_000, 1_000_000, 1_000_000, 1_000_000];

interface Window {
  startedAt: number;
  calls: number;
}

export interface RateLimiter {
  /**
   * Counts a call of this client at `now`, unless a window is spent: then it is refused and not
   * counted, so the caller waits for that window's reset.
   */
  take(client: string): { allowed: boolean; headers: Record<string, string> };
}

export function checkRateLimits(limits: readonly number[]): RateLimits {
  const ok = limits.length === 4 && limits.every((n) => Number.isInteger(n) && n >= 1);
  if (!ok) {
    const got = JSON.stringify(limits);
    throw new TypeError(
      `Expected rateLimits to be 4 positive integers (15, 30, 60, 1440 min), got ${got}`,
    );
  }
  return limits as unknown as RateLimits;
}

/**
 * A window starts at its first call and ends its length later, as the service counts ("wait 15
 * minutes from the moment the limit was hit", not the next clock boundary).
 */
export function createRateLimiter(limits: RateLimits, now: () => number): RateLimiter {
  const clients = new Map<string, Window[]>();
  return {
    take(client) {
      const at = now();
      // Whole seconds, as X-RateLimit-Reset counts: the 15-minute window then reads as 15 minutes
      // from any call in it (the SDK files a reset 901 s away under its 30-minute window).
      const second = Math.floor(at / 1000) * 1000;
      let windows = clients.get(client);
      if (!windows) {
        windows = RATE_LIMIT_WINDOW_MINUTES.map(() => ({ startedAt: second, calls: 0 }));
        clients.set(client, windows);
      }
      windows.forEach((window, i) => {
        if (at >= window.startedAt + RATE_LIMIT_WINDOW_MINUTES[i]! * 60_000) {
          Object.assign(window, { startedAt: second, calls: 0 });
        }
      });
      const allowed = windows.every((window, i) => window.calls < limits[i]!);
      if (allowed) windows.forEach((window) => (window.calls += 1));
      const list = (f: (window: Window, i: number) => number) => windows.map(f).join(',');
      return {
        allowed,
        headers: {
          'X-RateLimit': list((w) => w.calls),
          'X-RateLimit-Remaining': list((w, i) => Math.max(0, limits[i]! - w.calls)),
          // Rounded up: a caller waiting until then finds the window reset.
          'X-RateLimit-Reset': list((w, i) =>
            Math.ceil((w.startedAt + RATE_LIMIT_WINDOW_MINUTES[i]! * 60_000) / 1000),
          ),
        },
      };
    },
  };
}

/** `/v2.01/{ClientId}/…` and `/v3.0/{ClientId}/…`: the client's API, not the browser's pages. */
const CLIENT_PATH = /^\/v(?:2\.01|3\.0)\/([^/]+)(?:\/|$)/;
const TOKEN_PATH = '/v2.01/oauth/token';

/** The client a call counts for: the one in its path, or the Basic credentials of a token request. */
function clientOf(path: string, authorization: string | undefined): string | null {
  if (path === TOKEN_PATH) {
    const basic = /^Basic\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!basic) return null;
    return Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0] ?? null;
  }
  if (path.startsWith('/v2.01/oauth/')) return null;
  return CLIENT_PATH.exec(path)?.[1] ?? null;
}

/**
 * Counts every call of this sandbox's client and sends its windows on every answer, a 429 in the
 * service's shape when one is spent. Calls for another client are refused by their route
 * anyway; not counting them keeps memory bounded.
 */
export function rateLimits(clientId: string, limiter: RateLimiter): MiddlewareHandler {
  const own = clientId.toLowerCase();
  return async (c, next) => {
    const client = clientOf(c.req.path, c.req.header('authorization'));
    if (client?.toLowerCase() !== own) return next();
    const { allowed, headers } = limiter.take(own);
    if (!allowed) {
      const message = 'Rate limit exceeded. Please contact support for more assistance';
      throw new SandboxError(429, 'rate_limit', message, null, headers);
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
