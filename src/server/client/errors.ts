/** What the client knows of a failed call. Never carries the API key nor a token. */
export interface PaymentsApiErrorDetails {
  /** HTTP status of the answer. */
  status: number;
  /** The service's error `Type`, e.g. `param_error`; `null` when the answer was not the service's JSON. */
  type?: string | null;
  /** Field name → what is wrong with it. */
  errors?: Record<string, string>;
  /** The service's error `Id`, for support. */
  id?: string | null;
  /** The service's answer as it came (parsed JSON, or the text when not JSON). */
  body?: unknown;
  /** Requests this call sent, retries included. */
  attempts?: number;
  /** The POST's `Idempotency-Key`; keep it to read the first answer with `getIdempotentResponse`. */
  idempotencyKey?: string | null;
}

/** An answer of the service that is not a success, or not the JSON it should be. */
export class PaymentsApiError extends Error {
  readonly status: number;
  readonly type: string | null;
  readonly errors: Record<string, string>;
  readonly id: string | null;
  readonly body: unknown;
  readonly attempts: number;
  readonly idempotencyKey: string | null;

  constructor(message: string, details: PaymentsApiErrorDetails) {
    super(message);
    this.name = 'PaymentsApiError';
    this.status = details.status;
    this.type = details.type ?? null;
    this.errors = details.errors ?? {};
    this.id = details.id ?? null;
    this.body = details.body ?? null;
    this.attempts = details.attempts ?? 1;
    this.idempotencyKey = details.idempotencyKey ?? null;
  }

  /** The same answer, told after `attempts` requests of a call with this key. */
  afterAttempts(attempts: number, idempotencyKey: string | null): PaymentsApiError {
    const told = attempts > 1 ? `${this.message} (after ${attempts} attempts)` : this.message;
    const { status, type, errors, id, body } = this;
    return new PaymentsApiError(told, { status, type, errors, id, body, attempts, idempotencyKey });
  }
}

/** No answer: the connection failed or was lost (`network`), or the per-attempt `timeout` passed. */
export class PaymentsNetworkError extends Error {
  readonly code: 'network' | 'timeout';
  readonly attempts: number;
  readonly idempotencyKey: string | null;
  /** The service's last answer when an earlier attempt got one (a 503, a 429…). */
  readonly lastAnswer: PaymentsApiError | null;

  constructor(
    message: string,
    details: {
      code: 'network' | 'timeout';
      attempts: number;
      idempotencyKey: string | null;
      lastAnswer: PaymentsApiError | null;
      cause: unknown;
    },
  ) {
    super(message, { cause: details.cause });
    this.name = 'PaymentsNetworkError';
    this.code = details.code;
    this.attempts = details.attempts;
    this.idempotencyKey = details.idempotencyKey;
    this.lastAnswer = details.lastAnswer;
  }
}

/** A caller's `idempotencyKey` the service would refuse; thrown before any request is sent. */
export class IdempotencyKeyError extends TypeError {
  constructor(message: string) {
    super(message);
    this.name = 'IdempotencyKeyError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringEntries(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** `label` names the call (`POST /v2.01/…/cardregistrations`); it never holds a secret. */
export function errorFromAnswer(label: string, status: number, body: unknown): PaymentsApiError {
  const record = isRecord(body) ? body : {};
  if (typeof record.error === 'string') return oauthError(label, status, record);
  const errors = stringEntries(record.errors);
  const message = typeof record.Message === 'string' ? record.Message : 'no message';
  const fields = Object.entries(errors)
    .map(([field, problem]) => `${field}: ${problem}`)
    .join('; ');
  return new PaymentsApiError(
    `${label} failed with HTTP ${status}: ${message}${fields ? ` (${fields})` : ''}`,
    {
      status,
      type: typeof record.Type === 'string' ? record.Type : null,
      errors,
      id: typeof record.Id === 'string' ? record.Id : null,
      body,
    },
  );
}

/** The token endpoint answers in OAuth 2.0's shape (RFC 6749 §5.2): `error` is the type. */
function oauthError(label: string, status: number, record: Record<string, unknown>) {
  const type = record.error as string;
  const description =
    typeof record.error_description === 'string' ? `: ${record.error_description}` : '';
  return new PaymentsApiError(`${label} failed with HTTP ${status}: ${type}${description}`, {
    status,
    type,
  });
}
