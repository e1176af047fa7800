import type { Hono } from 'hono';
import { z } from 'zod';
import { RECIPIENT_TOKEN_PATH } from '../../service/paths.js';
import type { RecipientEmbeddedToken, RecipientTokenIntrospection } from '../../service/types.js';
import { bearerToken, checkPathClient, requirePlatformToken } from '../guards/auth.js';
import { readJson } from '../http/body.js';
import { badRequest, forbidden, unauthorized } from '../http/errors.js';
import { allowOnly } from '../http/methods.js';
import { route } from '../http/route.js';
import { isSameClient, newSecret, type SandboxState } from '../store/store.js';
import { findUser } from './users.js';

const TOKEN_ROUTE = route(RECIPIENT_TOKEN_PATH);
/** Not a route of the real service. */
const INTROSPECT_ROUTE = '/v2.01/:clientId/oauth/token/embedded/recipient/introspect';

/** Spec 2.1 and 8: one user, 15 minutes, read and write of bank accounts. */
const LIFETIME_SECONDS = 900;
const SCOPE = 'bankaccounts:r bankaccounts:w';

const tokenBody = z.object({
  clientId: z.string().min(1),
  claims: z.object({ userId: z.string().min(1) }),
});

function dropExpired(state: SandboxState): void {
  const now = state.now();
  for (const [token, { expiresAt }] of state.recipientTokens) {
    if (expiresAt <= now) state.recipientTokens.delete(token);
  }
}

export function registerRecipientToken(app: Hono, state: SandboxState): void {
  app.post(TOKEN_ROUTE, requirePlatformToken(state), async (c) => {
    const body = await readJson(c, tokenBody);
    if (!isSameClient(state, body.clientId)) {
      throw forbidden('The clientId of the body does not match the token');
    }
    const user = findUser(state, body.claims.userId);
    if (user.UserCategory !== 'OWNER') {
      throw badRequest('The recipient must be an OWNER user', {
        'claims.userId': `Expected an OWNER user, got ${user.UserCategory}`,
      });
    }
    dropExpired(state);
    const token: RecipientEmbeddedToken = {
      access_token: `rec_${newSecret()}`,
      token_type: 'Bearer',
      expires_in: LIFETIME_SECONDS,
      scope: SCOPE,
    };
    state.recipientTokens.set(token.access_token, {
      userId: user.Id,
      expiresAt: state.now() + LIFETIME_SECONDS * 1000,
    });
    return c.json(token);
  });
  allowOnly(app, TOKEN_ROUTE, ['POST']);

  // Not a route of the real service: lets tests and demos see whom a token serves and for how long.
  app.get(INTROSPECT_ROUTE, (c) => {
    const token = bearerToken(c);
    const grant = token === null ? undefined : state.recipientTokens.get(token);
    const remainingMs = grant ? grant.expiresAt - state.now() : 0;
    if (!grant || remainingMs <= 0) throw unauthorized('The recipient token is unknown or expired');
    checkPathClient(state, c);
    const introspection: RecipientTokenIntrospection = {
      active: true,
      userId: grant.userId,
      scope: SCOPE,
      expires_in: Math.ceil(remainingMs / 1000),
    };
    return c.json(introspection);
  });
  allowOnly(app, INTROSPECT_ROUTE, ['GET']);
}
