import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  KEY_CONFLICT_TYPE,
  RESPONSE_NOT_FOUND_TYPE,
} from '../../service/idempotency.js';
import { idempotentResponsePath } from '../../service/paths.js';
import type { IdempotentResponse } from '../../service/types.js';
import type { AccessTokenSource } from './access-token.js';
import { parseAnswer, type ReadAnswer } from './answer.js';
import {
  errorFromAnswer,
  IdempotencyKeyError,
  PaymentsApiError,
  PaymentsNetworkError,
} from './errors.js';
import {
  backoffDelay,
  delayAfterAnswer,
  isRetryableStatus,
  sleep,
  type RetryPolicy,
} from './retry.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** Cancels the call, its retries and the waits between them. */
  signal?: AbortSignal;
  /** POST only: 16 to 36 letters, digits or dashes; by default a new UUID per call. */
  idempotencyKey?: string;
  /** Requests this call may send, the first included. */
  maxAttempts?: number;
  /** Milliseconds per attempt, answer included. */
  timeout?: number;
}

export interface Call<T> {
  method: Method;
  path: string;
  body?: unknown;
  options?: CallOptions;
  /**
   * Makes a PUT safe to retry: reads the object back after a lost attempt and answers it when the
   * earlier attempt took effect (`undefined`: it did not, sending again is safe).
   */
  recover?: (signal: AbortSignal | undefined) => Promise<T | undefined>;
  /** A PUT that sent twice does what it does once (it sets fields to given values): retried. */
  idempotent?: boolean;
  /** What the call returns from a success's JSON and headers (lists read their totals there); the JSON by default. */
  read?: (body: unknown, headers: Headers) => T;
}

export interface RequesterOptions {
  baseUrl: string;
  /** Already encoded for a path. */
  clientPath: string;
  fetch: typeof globalThis.fetch;
  tokens: AccessTokenSource;
  policy: RetryPolicy;
  now: () => number;
}

type Outcome =
  | { kind: 'answer'; answer: ReadAnswer; token: string }
  /** The token request was answered with an error. */
  | { kind: 'refused'; error: PaymentsApiError }
  | { kind: 'lost'; code: 'network' | 'timeout'; cause: unknown; sent: boolean };

function describeKey(key: unknown): string {
  if (typeof key !== 'string') return typeof key;
  const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key;
  return `${JSON.stringify(shown)} (${key.length} characters)`;
}

/** The caller's key, checked as the service would, or a new UUID. */
export function idempotencyKeyFor(options: CallOptions | undefined): string {
  const key = options?.idempotencyKey;
  return key === undefined ? randomUUID() : checkIdempotencyKey(key);
}

export function checkIdempotencyKey(key: unknown): string {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new IdempotencyKeyError(
      `Expected idempotencyKey to be 16 to 36 letters, digits or dashes (a UUID fits), got ${describeKey(key)}`,
    );
  }
  return key;
}

function checkCount(name: string, value: number | undefined, max: number): void {
  if (value !== undefined && !(Number.isInteger(value) && value >= 1 && value <= max)) {
    throw new TypeError(`Expected ${name} to be an integer from 1 to ${max}, got ${value}`);
  }
}

export function checkPolicy(policy: Partial<RetryPolicy>): void {
  checkCount('maxAttempts', policy.maxAttempts, 20);
  checkCount('timeout', policy.timeout, 2 ** 31 - 1);
  checkCount('retryDelay', policy.retryDelay, 2 ** 31 - 1);
  checkCount('maxRetryDelay', policy.maxRetryDelay, 2 ** 31 - 1);
}

/** The one way every method reaches the service: token, key, timeout, retries, typed errors. */
export function createRequester(options: RequesterOptions) {
  const { tokens, fetch } = options;

  async function attempt(method: Method, path: string, call: Call<unknown>, key: string | null) {
    const timeout = AbortSignal.timeout(call.options?.timeout ?? options.policy.timeout);
    const caller = call.options?.signal;
    const signal = caller ? AbortSignal.any([caller, timeout]) : timeout;
    const body = method === 'GET' ? undefined : call.body;
    // Whether the request itself left: a failed token request means the service never saw it.
    let sent = false;
    try {
      const token = await tokens.get(signal);
      sent = true;
      const response = await fetch(options.baseUrl + path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(key === null ? {} : { [IDEMPOTENCY_HEADER]: key }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      const answer = { status: response.status, headers: response.headers, text: '' };
      answer.text = await response.text();
      return { kind: 'answer', answer, token } satisfies Outcome;
    } catch (cause) {
      if (caller?.aborted) throw caller.reason;
      if (cause instanceof PaymentsApiError) return { kind: 'refused', error: cause } as Outcome;
      const code = timeout.aborted ? 'timeout' : 'network';
      return { kind: 'lost', code, cause, sent } satisfies Outcome;
    }
  }

  async function send<T>(call: Call<T>): Promise<T> {
    const { method, options: callOptions } = call;
    checkPolicy({ maxAttempts: callOptions?.maxAttempts, timeout: callOptions?.timeout });
    const key = method === 'POST' ? idempotencyKeyFor(callOptions) : null;
    const maxAttempts = callOptions?.maxAttempts ?? options.policy.maxAttempts;
    const retries =
      method === 'GET' ||
      method === 'POST' ||
      call.idempotent === true ||
      call.recover !== undefined;
    const label = `${method} ${call.path}`;
    const signal = callOptions?.signal;
    let attempts = 0;
    let tries = 0;
    let renewed = false;
    // After a 409 for its own key, the call reads the first attempt's answer instead.
    let reading = false;
    // A 409 for the key is this call's own only if an earlier attempt may have been carried out:
    // its answer lost, or a 5xx. A 401, a 429 or a failed token request did nothing.
    let mayHaveLanded = false;
    let lastAnswer: PaymentsApiError | null = null;

    const finalError = (error: PaymentsApiError) => error.afterAttempts(attempts, key);
    for (;;) {
      attempts += 1;
      tries += 1;
      const target: [Method, string] = reading
        ? ['GET', idempotentResponsePath(options.clientPath, key!)]
        : [method, call.path];
      const outcome = await attempt(...target, call, reading ? null : key);
      let wait: number | null;
      if (outcome.kind === 'answer') {
        const { answer } = outcome;
        if (answer.status === 401 && !renewed) {
          renewed = true;
          tokens.invalidate(outcome.token);
          continue;
        }
        let value: unknown;
        let error: PaymentsApiError | null = null;
        try {
          value = parseAnswer<unknown>(answer, reading ? `GET ${target[1]}` : label);
        } catch (thrown) {
          if (!(thrown instanceof PaymentsApiError)) throw thrown;
          error = thrown;
        }
        if (!error && reading) return firstAnswer<T>(value, call, attempts, key!);
        if (!error) return call.read ? call.read(value, answer.headers) : (value as T);
        if (error.status === 409 && error.type === KEY_CONFLICT_TYPE && key && !reading) {
          if (!mayHaveLanded) throw keyUsedElsewhere(label, key, error);
          reading = true;
          tries = 0;
          continue;
        }
        const stillRunning = reading && error.type === RESPONSE_NOT_FOUND_TYPE;
        if (!stillRunning && !isRetryableStatus(error.status)) {
          const recovered = attempts > 1 && call.recover ? await call.recover(signal) : undefined;
          if (recovered !== undefined) return recovered;
          throw finalError(error);
        }
        lastAnswer = error;
        if (!reading && error.status >= 500) mayHaveLanded = true;
        wait = stillRunning
          ? backoffDelay(options.policy, tries)
          : delayAfterAnswer(options.policy, tries, answer.headers, options.now());
        if (wait === null || tries >= maxAttempts || !retries) throw finalError(error);
      } else if (outcome.kind === 'refused') {
        if (!isRetryableStatus(outcome.error.status) || tries >= maxAttempts) {
          throw finalError(outcome.error);
        }
        lastAnswer = outcome.error;
        wait = backoffDelay(options.policy, tries);
      } else {
        if (outcome.sent && !reading) mayHaveLanded = true;
        if (tries >= maxAttempts || !retries) {
          const readBack = mayHaveLanded ? key : null;
          throw new PaymentsNetworkError(lostMessage(label, outcome.code, attempts, readBack), {
            ...outcome,
            attempts,
            idempotencyKey: key,
            lastAnswer,
          });
        }
        wait = backoffDelay(options.policy, tries);
      }
      await sleep(wait, signal);
      if (call.recover && !reading) {
        const recovered = await call.recover(signal);
        if (recovered !== undefined) return recovered;
      }
    }
  }

  return { send };
}

function keyUsedElsewhere(
  label: string,
  key: string,
  conflict?: PaymentsApiError,
): PaymentsApiError {
  return new PaymentsApiError(
    `${label} was refused: its Idempotency-Key ${key} was already used by another call within 24 hours; use a new key per operation`,
    {
      status: 409,
      type: KEY_CONFLICT_TYPE,
      id: conflict?.id,
      body: conflict?.body,
      idempotencyKey: key,
    },
  );
}

/**
 * The stored first answer: its object, or its error thrown as the call's own. A stored answer to
 * another path is another call's, whose key this call reused: refused, its object not shown.
 */
function firstAnswer<T>(value: unknown, call: Call<unknown>, attempts: number, key: string): T {
  const first = value as IdempotentResponse<T>;
  const label = `${call.method} ${call.path}`;
  const path = (url: string) => new URL(url, 'http://x').pathname.toLowerCase();
  // A suffix: a proxy in between may serve the service under a prefix of its own.
  if (typeof first.RequestURL === 'string' && !path(first.RequestURL).endsWith(path(call.path))) {
    throw keyUsedElsewhere(label, key);
  }
  const status = Number(first.StatusCode);
  if (status >= 200 && status <= 299) return first.Resource;
  throw errorFromAnswer(label, status, first.Resource).afterAttempts(attempts, key);
}

/** `readBack`: the key to read the first answer with, when an attempt may have been carried out. */
function lostMessage(
  label: string,
  code: string,
  attempts: number,
  readBack: string | null,
): string {
  const what = code === 'timeout' ? 'timed out' : 'got no answer (connection failed or lost)';
  const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
  const keep = readBack
    ? `; it may have been done: read getIdempotentResponse("${readBack}") before sending it again`
    : '';
  return `${label} ${what} after ${tries}${keep}`;
}
