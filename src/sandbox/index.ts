import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createSandboxApp } from './app.js';
import { checkRateLimits, DEFAULT_RATE_LIMITS, type RateLimits } from './store/rate-limits.js';
import { checkDropAnswers, type DropAnswersOptions } from './faults.js';
import type { RequestCounts } from './store/request-counter.js';
import { createState, stateStats, type SandboxStats } from './store/store.js';

export type { RequestCounts } from './store/request-counter.js';
export type { SandboxStats } from './store/store.js';
export type { DropAnswersOptions } from './faults.js';
export { REFUSING_TEST_NUMBERS } from './store/card-check.js';
export { TEST_BINS, type TestBin } from './cards/test-bins.js';
export {
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_WINDOW_MINUTES,
  SERVICE_RATE_LIMITS,
  type RateLimits,
} from './store/rate-limits.js';
export {
  AUTHENTICATION_TEST_NUMBERS,
  type AuthenticationFlow,
} from './store/authentication-cards.js';

export interface SandboxOptions {
  /** 0 (default) picks any free port. */
  port?: number;
  /** Defaults to `sandbox`. */
  clientId?: string;
  /** Defaults to `sandbox-secret`. */
  apiKey?: string;
  /** How long a registration accepts a card (02631 after) and its data an update (105299 after). Default 20 min. */
  registrationTtlMs?: number;
  /** How long a Card Validation waits for its challenge before it turns `FAILED` (101304). Default 5 min. */
  validationTimeoutMs?: number;
  /** How long after its registration a card not validated stays `UNKNOWN`, then reads `INVALID`. Default 24 h. */
  cardValidityMs?: number;
  /** Lifetime of platform OAuth tokens. Default 3600. */
  tokenTtlSeconds?: number;
  /** How long an `Idempotency-Key` is spent and its first answer readable. Default 24 h. */
  idempotencyWindowMs?: number;
  /** Keys kept at most, the oldest forgotten first, so memory stays bounded. Default 10 000. */
  maxIdempotencyKeys?: number;
  /**
   * Calls the client may make in the service's 15, 30, 60 and 1 440 minute windows; past one, a
   * 429 `rate_limit` until that window resets. Default 1 000 000 each: set low to test throttling.
   */
  rateLimits?: RateLimits;
  /**
   * Fault switch for tests, off by default: serves a share of requests in full, then destroys
   * the connection before answering, as a lost answer does.
   */
  dropAnswers?: DropAnswersOptions;
  /** Milliseconds since the epoch; inject to test expiries. */
  now?: () => number;
}

export interface Sandbox {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  clientId: string;
  apiKey: string;
  /** Requests received so far, per lowercased path and method. */
  requests(): RequestCounts;
  /** How many objects it holds, so tests can prove that a refused request created nothing. */
  stats(): SandboxStats;
  close(): Promise<void>;
}

/** The only address it listens on: the sandbox is for this machine only. */
const LOOPBACK = '127.0.0.1';
/** Idle keep-alive sockets live this long: longer than any burst of calls the sandbox serves. */
const KEEP_ALIVE_MS = 30_000;

export const SANDBOX_DEFAULTS = {
  clientId: 'sandbox',
  apiKey: 'sandbox-secret',
  registrationTtlMs: 20 * 60 * 1000,
  validationTimeoutMs: 5 * 60 * 1000,
  cardValidityMs: 24 * 60 * 60 * 1000,
  tokenTtlSeconds: 3600,
  idempotencyWindowMs: 24 * 60 * 60 * 1000,
  maxIdempotencyKeys: 10_000,
} as const;

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new TypeError(`Expected ${name} to be a positive integer, got ${value}`);
  }
  return value;
}

/** Starts the local emulator of the payment service; resolves once it listens. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  // Plain-JS callers get no type error: refuse rather than silently bind elsewhere than they asked.
  if ('host' in options) {
    const got = JSON.stringify((options as { host?: unknown }).host);
    throw new TypeError(
      `Expected no host option: the sandbox listens on ${LOOPBACK} only, got ${got}`,
    );
  }
  const window = options.idempotencyWindowMs ?? SANDBOX_DEFAULTS.idempotencyWindowMs;
  const maxKeys = options.maxIdempotencyKeys ?? SANDBOX_DEFAULTS.maxIdempotencyKeys;
  const state = createState({
    clientId: options.clientId ?? SANDBOX_DEFAULTS.clientId,
    apiKey: options.apiKey ?? SANDBOX_DEFAULTS.apiKey,
    registrationTtlMs: options.registrationTtlMs ?? SANDBOX_DEFAULTS.registrationTtlMs,
    validationTimeoutMs: options.validationTimeoutMs ?? SANDBOX_DEFAULTS.validationTimeoutMs,
    cardValidityMs: options.cardValidityMs ?? SANDBOX_DEFAULTS.cardValidityMs,
    tokenTtlSeconds: options.tokenTtlSeconds ?? SANDBOX_DEFAULTS.tokenTtlSeconds,
    idempotencyWindowMs: positiveInteger('idempotencyWindowMs', window),
    maxIdempotencyKeys: positiveInteger('maxIdempotencyKeys', maxKeys),
    rateLimits: checkRateLimits(options.rateLimits ?? DEFAULT_RATE_LIMITS),
    now: options.now ?? Date.now,
  });
  const dropAnswers = options.dropAnswers && checkDropAnswers(options.dropAnswers);
  const app = createSandboxApp(state, { dropAnswers });

  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? 0, hostname: LOOPBACK },
      ({ port }) => {
        server.off('error', reject);
        resolve({
          url: `http://${LOOPBACK}:${port}`,
          clientId: state.clientId,
          apiKey: state.apiKey,
          requests: () => state.requests.snapshot(),
          stats: () => stateStats(state),
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              server.closeAllConnections();
            }),
        });
      },
    ) as Server;
    // Node's 5 s lets a loaded client reuse a socket the sandbox is closing: ECONNRESET in bursts.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.once('error', reject);
  });
}
