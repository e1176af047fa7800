import { parseArgs } from 'node:util';
import { SANDBOX_DEFAULTS, type SandboxOptions } from './index.js';
import { DEFAULT_RATE_LIMITS, SERVICE_RATE_LIMITS, type RateLimits } from './store/rate-limits.js';

export const DEFAULT_CLI_PORT = 8787;

export const USAGE = `Usage: card-tokenizer-sandbox [--port N] [--client-id X] [--api-key Y] [--registration-ttl-ms MS]
                              [--idempotency-window-ms MS] [--max-idempotency-keys N]
                              [--drop-answers SHARE [--fault-seed N]]
                             [--validation-timeout-ms MS] [--card-validity-ms MS]
                              [--rate-limits N15,N30,N60,N1440]

  --port N                 port on 127.0.0.1 (default ${DEFAULT_CLI_PORT}; 0 = any free port)
  --client-id X            ClientId expected in paths and Basic auth (default ${SANDBOX_DEFAULTS.clientId})
  --api-key Y              API key (default ${SANDBOX_DEFAULTS.apiKey})
  --registration-ttl-ms MS delay allowed between creating a registration and posting the card
                           (default ${SANDBOX_DEFAULTS.registrationTtlMs}, 20 minutes)
  --idempotency-window-ms MS how long an Idempotency-Key is spent and its answer kept
                           (default ${SANDBOX_DEFAULTS.idempotencyWindowMs}, 24 hours)
  --max-idempotency-keys N keys kept at most, the oldest forgotten first
                           (default ${SANDBOX_DEFAULTS.maxIdempotencyKeys})
  --drop-answers SHARE     FOR TESTS: serve this share of requests (0 to 1), then drop the
                           connection without answering; off by default
  --fault-seed N           seed choosing which requests are dropped (default 1)
  --validation-timeout-ms MS how long a Card Validation waits for its challenge, then FAILED
                           (default ${SANDBOX_DEFAULTS.validationTimeoutMs}, 5 minutes)
  --card-validity-ms MS    how long a card not validated reads UNKNOWN, then INVALID
                           (default ${SANDBOX_DEFAULTS.cardValidityMs}, 24 hours)
  --rate-limits N15,N30,N60,N1440 calls allowed in the 15, 30, 60 and 1 440 minute windows,
                           then 429 (default ${DEFAULT_RATE_LIMITS.join(',')}; the service's: ${SERVICE_RATE_LIMITS.join(',')})`;

/** Delays are compared with the clock, not set as timers; this bound only refuses nonsense. */
const MAX_MS = 2 ** 31 - 1;

function integer(name: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed > max) {
    throw new Error(`Expected --${name} to be an integer from 0 to ${max}, got "${value}"`);
  }
  return parsed;
}

function share(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !(parsed >= 0 && parsed <= 1)) {
    throw new Error(`Expected --drop-answers to be a number from 0 to 1, got "${value}"`);
  }
  return parsed;
}

function rateLimits(value: string | undefined): RateLimits | undefined {
  if (value === undefined) return undefined;
  const parts = value.split(',');
  if (parts.length !== 4 || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part.trim()))) {
    throw new Error(
      `Expected --rate-limits to be 4 positive integers like 2300,4500,8800,105600, got "${value}"`,
    );
  }
  return parts.map(Number) as unknown as RateLimits;
}

/** `null` when help was asked for. Without `argv`, reads the process arguments (also under `node -e`). */
export function parseCliOptions(argv?: string[]): SandboxOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'client-id': { type: 'string' },
      'api-key': { type: 'string' },
      'registration-ttl-ms': { type: 'string' },
      'idempotency-window-ms': { type: 'string' },
      'max-idempotency-keys': { type: 'string' },
      'drop-answers': { type: 'string' },
      'fault-seed': { type: 'string' },
      'validation-timeout-ms': { type: 'string' },
      'card-validity-ms': { type: 'string' },
      'rate-limits': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return null;
  const dropShare = share(values['drop-answers']);
  const seed = integer('fault-seed', values['fault-seed'], 2 ** 31 - 1);
  if (seed !== undefined && dropShare === undefined) {
    throw new Error('Expected --fault-seed only with --drop-answers');
  }
  return {
    port: integer('port', values.port, 65_535) ?? DEFAULT_CLI_PORT,
    clientId: values['client-id'],
    apiKey: values['api-key'],
    registrationTtlMs: integer('registration-ttl-ms', values['registration-ttl-ms'], MAX_MS),
    validationTimeoutMs: integer('validation-timeout-ms', values['validation-timeout-ms'], MAX_MS),
    cardValidityMs: integer('card-validity-ms', values['card-validity-ms'], MAX_MS),
    idempotencyWindowMs: integer('idempotency-window-ms', values['idempotency-window-ms'], MAX_MS),
    maxIdempotencyKeys: integer('max-idempotency-keys', values['max-idempotency-keys'], 10_000_000),
    rateLimits: rateLimits(values['rate-limits']),
    ...(dropShare === undefined ? {} : { dropAnswers: { share: dropShare, seed: seed ?? 1 } }),
  };
}
