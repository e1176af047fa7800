import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ServiceErrorBody } from '../../service/types.js';
import { newId, unixSeconds } from './ids.js';

/** Thrown by handlers; `app.onError` turns it into the service's JSON error body. */
export class SandboxError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly type: string,
    message: string,
    readonly errors: Record<string, string> | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

export function badRequest(message: string, errors: Record<string, string> | null = null) {
  return new SandboxError(400, 'param_error', message, errors);
}

export function unauthorized(message = 'Authorization is missing, wrong or expired') {
  return new SandboxError(401, 'unauthorized', message, null, { 'WWW-Authenticate': 'Bearer' });
}

export function forbidden(message: string) {
  return new SandboxError(403, 'forbidden_resource', message);
}

/** An unknown object, in the service's own spelling and words (PROTOCOL.md). */
export function notFound(resource: string, id: string) {
  return new SandboxError(404, 'ressource_not_found', 'The ressource does not exist', {
    RessourceNotFound: `Cannot found the ressource ${resource} with the id=${id}`,
  });
}

/** The token endpoint refuses in OAuth 2.0's shape (RFC 6749 §5.2), not the REST error body. */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: 'invalid_client' | 'invalid_request' | 'unsupported_grant_type',
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

export function methodNotAllowed(method: string, allowed: readonly string[]) {
  return new SandboxError(
    405,
    'method_not_allowed',
    `Method ${method} is not allowed here; expected ${allowed.join(' or ')}`,
    null,
    { Allow: allowed.join(', ') },
  );
}

/** Zod issues as the service's field map: `{ "LineItems.0.Quantity": "…" }`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

export function errorResponse(c: Context, error: SandboxError, now: () => number): Response {
  const body: ServiceErrorBody = {
    Message: error.message,
    Type: error.type,
    Id: newId('err'),
    Date: unixSeconds(now()),
    errors: error.errors,
  };
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(body, error.status);
}

/** Anything unexpected is a 500 in the service's shape, never a crash. */
export function errorHandler(now: () => number) {
  return (error: Error, c: Context): Response => {
    if (error instanceof SandboxError) return errorResponse(c, error, now);
    if (error instanceof OAuthError) {
      if (error.status === 401) c.header('WWW-Authenticate', 'Basic realm="oauth"');
      return c.json({ error: error.error, error_description: error.description }, error.status);
    }
    console.error('sandbox: unexpected error', error);
    const internal = new SandboxError(500, 'internal_error', 'Unexpected sandbox error');
    return errorResponse(c, internal, now);
  };
}
