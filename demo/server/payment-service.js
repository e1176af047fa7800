import { createPaymentsClient } from 'card-tokenizer/server';

const REAL_SERVICE_VARIABLES = ['PAYMENTS_BASE_URL', 'PAYMENTS_CLIENT_ID', 'PAYMENTS_API_KEY'];

/** The real service's settings when all three variables are set; null when none is. */
function realServiceSettings(env) {
  const missing = REAL_SERVICE_VARIABLES.filter((name) => !env[name]);
  if (missing.length === REAL_SERVICE_VARIABLES.length) return null;
  if (missing.length > 0) {
    throw new Error(
      `Expected ${REAL_SERVICE_VARIABLES.join(', ')} all set (real service) or none (sandbox), ` +
        `missing ${missing.join(', ')}`,
    );
  }
  const origins = env.PAYMENTS_TOKENIZATION_ORIGINS?.split(',').map((origin) => origin.trim());
  if (!origins?.[0]) {
    throw new Error(
      'Expected PAYMENTS_TOKENIZATION_ORIGINS with the real service: the origin of its ' +
        "CardRegistrationURL (comma-separated if several), for the pages' Content-Security-Policy",
    );
  }
  return {
    baseUrl: env.PAYMENTS_BASE_URL,
    clientId: env.PAYMENTS_CLIENT_ID,
    apiKey: env.PAYMENTS_API_KEY,
    tokenizationOrigins: origins,
  };
}

/**
 * The payment service the demo backend talks to: the real one when the `PAYMENTS_*` variables
 * are set, else the sandbox started here. `expiringPayments` is a second sandbox whose
 * registrations expire at once (the "expired registration" case); null on the real service.
 * `tokenizationOrigins`: where the pages may send the card (their CSP's connect-src).
 * `travel(ms)`, sandbox only, sets the sandbox clock's lead on real time (the saved cards' seeding).
 */
export async function connectPaymentService(env = process.env) {
  const real = realServiceSettings(env);
  if (real) {
    return {
      kind: 'real',
      description: `${real.baseUrl} (client id ${real.clientId}, from PAYMENTS_* variables)`,
      payments: createPaymentsClient(real),
      expiringPayments: null,
      tokenizationOrigins: real.tokenizationOrigins,
      close: async () => {},
    };
  }
  // Imported only here: a backend on the real service never loads the sandbox.
  const { startSandbox } = await import('card-tokenizer/sandbox');
  // The seeding of saved cards moves this clock back, then forward again, before the demo serves.
  let lead = 0;
  const sandbox = await startSandbox({ now: () => Date.now() + lead });
  const expiring = await startSandbox({ registrationTtlMs: 0 }).catch(async (error) => {
    await sandbox.close();
    throw error;
  });
  const clientOf = ({ url, clientId, apiKey }) =>
    createPaymentsClient({ baseUrl: url, clientId, apiKey });
  return {
    kind: 'sandbox',
    description: `embedded sandbox ${sandbox.url} (client id ${sandbox.clientId})`,
    payments: clientOf(sandbox),
    expiringPayments: clientOf(expiring),
    // Each sandbox is its own tokenization server (CardRegistrationURL on its origin).
    tokenizationOrigins: [sandbox.url, expiring.url].map((url) => new URL(url).origin),
    travel: (ms) => void (lead = ms),
    close: () => Promise.all([sandbox.close(), expiring.close()]).then(() => {}),
  };
}
