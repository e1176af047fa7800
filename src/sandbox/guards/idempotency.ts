import type { Hono, MiddlewareHandler } from 'hono';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  KEY_CONFLICT_TYPE,
  RESPONSE_NOT_FOUND_TYPE,
} from '../../service/idempotency.js';
import { idempotentResponsePath } from '../../service/paths.js';
import type { IdempotentResponse } from '../../service/types.js';
import { hasPlatformToken, requirePlatformToken } from './auth.js';
import { badRequest, SandboxError } from '../http/errors.js';
import { allowOnly } from '../http/methods.js';
import { route } from '../http/route.js';
import type { SandboxState } from '../store/store.js';

const RESPONSE_ROUTE = route(idempotentResponsePath(':clientId', ':idempotencyKey'));

function conflict(): SandboxError {
  return new SandboxError(
    409,
    KEY_CONFLICT_TYPE,
    'A resource has already been created with this Idempotency Key',
  );
}

function malformedKey(key: string): SandboxError {
  return badRequest('The Idempotency-Key header is invalid', {
    [IDEMPOTENCY_HEADER]: `Expected 16 to 36 letters, digits or dashes, got ${key.length} characters`,
  });
}

/**
 * Every POST with an `Idempotency-Key`: the key is reserved before the handler runs, so a repeat
 * is refused with 409 even while the first call is still running; the first answer is kept.
 */
export function idempotency(state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method !== 'POST' || key === undefined) return next();
    // Credentials first: without a platform token no client is known, so no key is looked up.
    if (!hasPlatformToken(state, c)) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw malformedKey(key);
    if (!state.idempotency.reserve(state.clientId, key)) throw conflict();
    await next();
    // Read and answered anew rather than cloned: an unread clone's stream outlives the answer.
    const { status, headers } = c.res;
    const body = await c.res.text();
    c.res = new Response(body, { status, headers });
    state.idempotency.complete(state.clientId, key, {
      status,
      contentType: headers.get('content-type') ?? '',
      body,
      sentAt: state.now(),
      requestUrl: c.req.url,
    });
  };
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export function registerIdempotentResponses(app: Hono, state: SandboxState): void {
  app.get(RESPONSE_ROUTE, requirePlatformToken(state), (c) => {
    // Path matching lowercases; the key is looked up as the caller spelled it.
    const spelled = new URL(c.req.url).pathname.split('/').pop() ?? '';
    const known = IDEMPOTENCY_KEY_PATTERN.test(spelled);
    const answer = known ? state.idempotency.find(state.clientId, spelled) : undefined;
    // Unknown, expired, or not answered yet: the service's own Type for all three.
    if (!answer) {
      throw new SandboxError(400, RESPONSE_NOT_FOUND_TYPE, 'No response for this Idempotency Key', {
        IdempotencyKey: 'Unknown, older than the idempotency window, or still being processed',
      });
    }
    const response: IdempotentResponse = {
      StatusCode: String(answer.status),
      ContentLength: String(Buffer.byteLength(answer.body)),
      ContentType: answer.contentType,
      Date: new Date(answer.sentAt).toUTCString(),
      RequestURL: answer.requestUrl,
      Resource: parsed(answer.body),
    };
    return c.json(response);
  });
  allowOnly(app, RESPONSE_ROUTE, ['GET']);
}
