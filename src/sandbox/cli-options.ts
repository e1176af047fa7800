import { parseArgs } from 'node:util';
import { SANDBOX_DEFAULTS, type SandboxOptions } from './index.js';

export const DEFAULT_CLI_PORT = 8787;

export const USAGE = `Usage: card-tokenizer-sandbox [--port N] [--client-id X] [--api-key Y] [--registration-ttl-ms MS]
                             [--validation-timeout-ms MS] [--card-validity-ms MS]

  --port N                 port on 127.0.0.1 (default ${DEFAULT_CLI_PORT}; 0 = any free port)
  --client-id X            ClientId expected in paths and Basic auth (default ${SANDBOX_DEFAULTS.clientId})
  --api-key Y              API key (default ${SANDBOX_DEFAULTS.apiKey})
  --registration-ttl-ms MS delay allowed between creating a registration and posting the card
                           (default ${SANDBOX_DEFAULTS.registrationTtlMs}, 20 minutes)
  --validation-timeout-ms MS how long a Card Validation waits for its challenge, then FAILED
                           (default ${SANDBOX_DEFAULTS.validationTimeoutMs}, 5 minutes)
  --card-validity-ms MS    how long a card not validated reads UNKNOWN, then INVALID
                           (default ${SANDBOX_DEFAULTS.cardValidityMs}, 24 hours)`;

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

/** `null` when help was asked for. Without `argv`, reads the process arguments (also under `node -e`). */
export function parseCliOptions(argv?: string[]): SandboxOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'client-id': { type: 'string' },
      'api-key': { type: 'string' },
      'registration-ttl-ms': { type: 'string' },
      'validation-timeout-ms': { type: 'string' },
      'card-validity-ms': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return null;
  return {
    port: integer('port', values.port, 65_535) ?? DEFAULT_CLI_PORT,
    clientId: values['client-id'],
    apiKey: values['api-key'],
    registrationTtlMs: integer('registration-ttl-ms', values['registration-ttl-ms'], MAX_MS),
    validationTimeoutMs: integer('validation-timeout-ms', values['validation-timeout-ms'], MAX_MS),
    cardValidityMs: integer('card-validity-ms', values['card-validity-ms'], MAX_MS),
  };
}
