import type { Context, Hono, MiddlewareHandler } from 'hono';
import { OAUTH_TOKEN_PATH } from '../../service/paths.js';
import type { OAuthToken } from '../../service/types.js';
import { readForm } from '../http/body.js';
import { forbidden, OAuthError, unauthorized } from '../http/errors.js';
import { allowOnly } from '../http/methods.js';
import { route } from '../http/route.js';
import { isSameClient, newSecret, type SandboxState } from '../store/store.js';

export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match ? match[1]! : null;
}

function basicCredentials(c: Context): { clientId: string; apiKey: string } | null {
  const match = /^Basic\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { clientId: decoded.slice(0, colon), apiKey: decoded.slice(colon + 1) };
}

function dropExpiredTokens(state: SandboxState): void {
  const now = state.now();
  for (const [token, expiresAt] of state.platformTokens) {
    if (expiresAt <= now) state.platformTokens.delete(token);
  }
}

const TOKEN_ROUTE = route(OAUTH_TOKEN_PATH);

export function registerOAuth(app: Hono, state: SandboxState): void {
  app.post(TOKEN_ROUTE, async (c) => {
    const credentials = basicCredentials(c);
    if (credentials?.clientId !== state.clientId || credentials.apiKey !== state.apiKey) {
      const description = 'Expected Basic base64(ClientId:ApiKey) with this sandbox credentials';
      throw new OAuthError(401, 'invalid_client', description);
    }
    const form = await readForm(c);
    const grant = form?.get('grant_type');
    if (grant !== 'client_credentials') {
      const [error, got] = grant
        ? (['unsupported_grant_type', grant] as const)
        : (['invalid_request', 'none'] as const);
      const description = `Expected a form-encoded body grant_type=client_credentials, got ${got}`;
      throw new OAuthError(400, error, description);
    }
    dropExpiredTokens(state);
    const token: OAuthToken = {
      access_token: newSecret(),
      token_type: 'Bearer',
      expires_in: state.tokenTtlSeconds,
    };
    state.platformTokens.set(token.access_token, state.now() + state.tokenTtlSeconds * 1000);
    return c.json(token);
  });
  allowOnly(app, TOKEN_ROUTE, ['POST']);
}

export function hasPlatformToken(state: SandboxState, c: Context): boolean {
  const token = bearerToken(c);
  const expiresAt = token === null ? undefined : state.platformTokens.get(token);
  return expiresAt !== undefined && expiresAt > state.now();
}

/** A path's `{ClientId}` must be this sandbox's; the comparison ignores case like the paths. */
export function checkPathClient(state: SandboxState, c: Context): void {
  const clientId = c.req.param('clientId');
  if (clientId !== undefined && !isSameClient(state, clientId)) {
    throw forbidden(`The ClientId in the path does not match the token's client`);
  }
}

/** Every platform route: a valid Bearer token from `POST /v2.01/oauth/token`. */
export function requirePlatformToken(state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    if (!hasPlatformToken(state, c)) throw unauthorized();
    checkPathClient(state, c);
    await next();
  };
}

/** The browser's finishing call of the legacy kits comes without Authorization; a sent one must be valid. */
export function allowMissingToken(state: SandboxState): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header('authorization') !== undefined && !hasPlatformToken(state, c)) {
      throw unauthorized();
    }
    checkPathClient(state, c);
    await next();
  };
}
