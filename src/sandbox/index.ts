import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createSandboxApp } from './app.js';
import type { RequestCounts } from './request-counter.js';
import { createState, stateStats, type SandboxStats } from './store.js';

export type { RequestCounts } from './request-counter.js';
export type { SandboxStats } from './store.js';
export { REFUSING_TEST_NUMBERS } from './card-check.js';
export { AUTHENTICATION_TEST_NUMBERS, type AuthenticationFlow } from './authentication-cards.js';

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

export const SANDBOX_DEFAULTS = {
  clientId: 'sandbox',
  apiKey: 'sandbox-secret',
  registrationTtlMs: 20 * 60 * 1000,
  validationTimeoutMs: 5 * 60 * 1000,
  cardValidityMs: 24 * 60 * 60 * 1000,
  tokenTtlSeconds: 3600,
} as const;

/** Starts the local emulator of the payment service; resolves once it listens. */
export function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  // Plain-JS callers get no type error: refuse rather than silently bind elsewhere than they asked.
  if ('host' in options) {
    const got = JSON.stringify((options as { host?: unknown }).host);
    return Promise.reject(
      new TypeError(`Expected no host option: the sandbox listens on ${LOOPBACK} only, got ${got}`),
    );
  }
  const state = createState({
    clientId: options.clientId ?? SANDBOX_DEFAULTS.clientId,
    apiKey: options.apiKey ?? SANDBOX_DEFAULTS.apiKey,
    registrationTtlMs: options.registrationTtlMs ?? SANDBOX_DEFAULTS.registrationTtlMs,
    validationTimeoutMs: options.validationTimeoutMs ?? SANDBOX_DEFAULTS.validationTimeoutMs,
    cardValidityMs: options.cardValidityMs ?? SANDBOX_DEFAULTS.cardValidityMs,
    tokenTtlSeconds: options.tokenTtlSeconds ?? SANDBOX_DEFAULTS.tokenTtlSeconds,
    now: options.now ?? Date.now,
  });
  const app = createSandboxApp(state);

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
    server.once('error', reject);
  });
}
