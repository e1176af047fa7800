/** How a call retries; every figure in milliseconds but `maxAttempts`. */
export interface RetryPolicy {
  /** Requests a call may send, the first included. */
  maxAttempts: number;
  /** Per attempt, answer body included. */
  timeout: number;
  /** The first backoff's ceiling; each next one doubles it. */
  retryDelay: number;
  /** The longest wait between two attempts; a `Retry-After` longer than this is not waited for. */
  maxRetryDelay: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  timeout: 30_000,
  retryDelay: 200,
  maxRetryDelay: 20_000,
};

/** Statuses after which the same request may succeed: rate limited, or the service in trouble. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Exponential backoff with full jitter: anywhere from 0 to the doubled ceiling, so callers spread out. */
export function backoffDelay(policy: RetryPolicy, attempt: number, random = Math.random): number {
  const ceiling = Math.min(policy.maxRetryDelay, policy.retryDelay * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

/** `Retry-After` in seconds or as an HTTP date; `null` when absent or unreadable. */
export function retryAfterMs(headers: Headers, now: number): number | null {
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The service's rate-limit headers list one figure per window (15 min, 30 min, 1 h, 24 h):
 * `X-RateLimit-Remaining` calls left, `X-RateLimit-Reset` the Unix time each window refills.
 * The wait is until the last exhausted window refills; `null` when none is exhausted.
 */
export function rateLimitResetMs(headers: Headers, now: number): number | null {
  const list = (name: string) => (headers.get(name) ?? '').split(',').map((v) => Number(v));
  const remaining = list('x-ratelimit-remaining');
  const reset = list('x-ratelimit-reset');
  let until: number | null = null;
  remaining.forEach((left, i) => {
    const at = reset[i];
    if (left <= 0 && at !== undefined && Number.isFinite(at))
      until = Math.max(until ?? 0, at * 1000);
  });
  return until === null ? null : Math.max(0, until - now);
}

/**
 * How long to wait before the next attempt after an answer with this status, or `null` when the
 * service asks for a wait longer than the policy allows (better to fail now and say so).
 */
export function delayAfterAnswer(
  policy: RetryPolicy,
  attempt: number,
  headers: Headers,
  now: number,
): number | null {
  const asked = retryAfterMs(headers, now) ?? rateLimitResetMs(headers, now);
  if (asked === null) return backoffDelay(policy, attempt);
  return asked > policy.maxRetryDelay ? null : asked;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}
