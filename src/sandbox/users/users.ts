import type { Context, Hono } from 'hono';
import {
  legalUserPath,
  legalUsersPath,
  naturalUserPath,
  naturalUsersPath,
  userPath,
} from '../../service/paths.js';
import type { UserSca } from '../../service/types.js';
import { requirePlatformToken } from '../guards/auth.js';
import { readJson } from '../http/body.js';
import { badRequest } from '../http/errors.js';
import { allowOnly } from '../http/methods.js';
import { route } from '../http/route.js';
import type { SandboxState } from '../store/store.js';
import {
  checkOwner,
  findTyped,
  findUser,
  legacyView,
  newLegal,
  newNatural,
  type Style,
  updateLegal,
  updateNatural,
  userClosed,
} from './user-model.js';
import { legalCreate, legalUpdate, naturalCreate, naturalUpdate } from './user-schemas.js';

export { findOpenUser, findUser } from './user-model.js';

const NATURAL_USERS = route(naturalUsersPath(':clientId'));
const LEGAL_USERS = route(legalUsersPath(':clientId'));
const NATURAL_USER = route(naturalUserPath(':clientId', ':userId'));
const LEGAL_USER = route(legalUserPath(':clientId', ':userId'));
const USER = route(userPath(':clientId', ':userId'));

/**
 * A change of category, checked as the service does: an Owner stays one, and a Payer becomes
 * one only with what an Owner needs (the SDK's test sends it: birthday, nationality, address…).
 */
export function checkCategoryChange(before: UserSca, after: UserSca, style: Style): void {
  if (before.UserCategory === after.UserCategory) return;
  if (before.UserCategory === 'OWNER') {
    throw badRequest('An OWNER user cannot become a PAYER', {
      UserCategory: 'Expected OWNER: this user is an OWNER already',
    });
  }
  checkOwner(after, style);
}

/** Closing is final and answers no body; a closed user stays readable. */
function closeUser(state: SandboxState, user: UserSca, c: Context): Response {
  if (user.UserStatus === 'CLOSED') throw userClosed();
  state.users.set(user.Id, { ...user, UserStatus: 'CLOSED', PendingUserAction: null });
  return c.body(null, 204);
}

/** The users routes without SCA ("legacy" in the service's words); sca-users.ts has the others. */
export function registerUsers(app: Hono, state: SandboxState): void {
  const auth = requirePlatformToken(state);
  const save = (user: UserSca) => {
    state.users.set(user.Id, user);
    return legacyView(user);
  };

  app.post(NATURAL_USERS, auth, async (c) => {
    const body = await readJson(c, naturalCreate);
    return c.json(save(newNatural(state, body)));
  });

  app.post(LEGAL_USERS, auth, async (c) => {
    const body = await readJson(c, legalCreate);
    return c.json(save(updateLegal(state, newLegal(state, body), body)));
  });

  // Before `/:userId`, so that `GET /users/natural` is a 405 rather than an unknown user.
  allowOnly(app, NATURAL_USERS, ['POST']);
  allowOnly(app, LEGAL_USERS, ['POST']);

  app.get(NATURAL_USER, auth, (c) =>
    c.json(legacyView(findTyped(state, c.req.param('userId'), 'NATURAL'))),
  );
  app.put(NATURAL_USER, auth, async (c) => {
    const user = findTyped(state, c.req.param('userId'), 'NATURAL');
    const body = await readJson(c, naturalUpdate);
    if (user.UserStatus === 'CLOSED') throw userClosed();
    const updated = updateNatural(state, user, body);
    checkCategoryChange(user, updated, 'legacy');
    return c.json(save(updated));
  });
  app.delete(NATURAL_USER, auth, (c) =>
    closeUser(state, findTyped(state, c.req.param('userId'), 'NATURAL'), c),
  );
  allowOnly(app, NATURAL_USER, ['GET', 'PUT', 'DELETE']);

  app.get(LEGAL_USER, auth, (c) =>
    c.json(legacyView(findTyped(state, c.req.param('userId'), 'LEGAL'))),
  );
  app.put(LEGAL_USER, auth, async (c) => {
    const user = findTyped(state, c.req.param('userId'), 'LEGAL');
    const body = await readJson(c, legalUpdate);
    if (user.UserStatus === 'CLOSED') throw userClosed();
    const updated = updateLegal(state, user, body);
    checkCategoryChange(user, updated, 'legacy');
    return c.json(save(updated));
  });
  app.delete(LEGAL_USER, auth, (c) =>
    closeUser(state, findTyped(state, c.req.param('userId'), 'LEGAL'), c),
  );
  allowOnly(app, LEGAL_USER, ['GET', 'PUT', 'DELETE']);

  app.get(USER, auth, (c) => c.json(legacyView(findUser(state, c.req.param('userId')))));
  allowOnly(app, USER, ['GET']);
}
