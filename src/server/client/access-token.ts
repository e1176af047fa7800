import { untilAborted } from '../../core/until-aborted.js';
import { OAUTH_TOKEN_PATH } from '../../service/paths.js';
import type { OAuthToken } from '../../service/types.js';
import { readAnswer } from './answer.js';
import { PaymentsApiError } from './errors.js';

export interface AccessTokenOptions {
  baseUrl: string;
  clientId: string;
  apiKey: string;
  fetch: typeof globalThis.fetch;
  now: () => number;
  /** Milliseconds the token request may take; it is shared, so no caller's signal cancels it. */
  timeout?: number;
}

export interface AccessTokenSource {
  /** A cached token while it has time left, else a new one; concurrent callers share one request. */
  get(signal?: AbortSignal): Promise<string>;
  /** Forgets `token` after the service refused it, unless a newer one replaced it already. */
  invalidate(token: string): void;
}

/** Renew this long before expiry (at most half the lifetime), so no call leaves with a dying token. */
const RENEW_MARGIN_MS = 60_000;

export function createAccessTokenSource(options: AccessTokenOptions): AccessTokenSource {
  const basic = Buffer.from(`${options.clientId}:${options.apiKey}`, 'utf8').toString('base64');
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const requestedAt = options.now();
    const response = await options.fetch(options.baseUrl + OAUTH_TOKEN_PATH, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(options.timeout ?? 30_000),
    });
    const answer = await readAnswer<Partial<OAuthToken>>(response, `POST ${OAUTH_TOKEN_PATH}`);
    if (typeof answer.access_token !== 'string' || typeof answer.expires_in !== 'number') {
      throw new PaymentsApiError(
        `Expected access_token and expires_in from POST ${OAUTH_TOKEN_PATH}, got fields: ${Object.keys(answer).join(', ') || 'none'}`,
        { status: response.status },
      );
    }
    const lifetimeMs = answer.expires_in * 1000;
    cached = {
      token: answer.access_token,
      renewAt: requestedAt + lifetimeMs - Math.min(RENEW_MARGIN_MS, lifetimeMs / 2),
    };
    return answer.access_token;
  }

  return {
    get(signal) {
      if (cached && options.now() < cached.renewAt) return Promise.resolve(cached.token);
      pending ??= requestToken().finally(() => {
        pending = null;
      });
      return untilAborted(pending, signal);
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}
