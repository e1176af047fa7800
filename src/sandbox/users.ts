import type { Hono } from 'hono';
import { z } from 'zod';
import { legalUsersPath, naturalUsersPath, userPath } from '../service/paths.js';
import type { LegalUser, NaturalUser, User } from '../service/types.js';
import { requirePlatformToken } from './auth.js';
import { readJson } from './body.js';
import { notFound } from './errors.js';
import { allowOnly } from './methods.js';
import { route } from './route.js';
import { newId, unixSeconds, type SandboxState } from './store.js';

const NATURAL_USERS = route(naturalUsersPath(':clientId'));
const LEGAL_USERS = route(legalUsersPath(':clientId'));
const USER = route(userPath(':clientId', ':userId'));

const name = z.string().trim().min(1).max(255);
const common = {
  Email: z.email(),
  UserCategory: z.enum(['OWNER', 'PAYER']).default('OWNER'),
  Tag: z.string().max(255).optional(),
};

const naturalUserBody = z.object({ FirstName: name, LastName: name, ...common });

const legalUserBody = z.object({
  Name: name,
  LegalPersonType: z.enum(['BUSINESS', 'ORGANIZATION', 'SOLETRADER']).default('BUSINESS'),
  LegalRepresentativeFirstName: name.optional(),
  LegalRepresentativeLastName: name.optional(),
  ...common,
});

export function findUser(state: SandboxState, id: string): User {
  const user = state.users.get(id);
  if (!user) throw notFound('User', id);
  return user;
}

export function registerUsers(app: Hono, state: SandboxState): void {
  const auth = requirePlatformToken(state);

  app.post(NATURAL_USERS, auth, async (c) => {
    const body = await readJson(c, naturalUserBody);
    const user: NaturalUser = {
      Id: newId('user_m'),
      PersonType: 'NATURAL',
      FirstName: body.FirstName,
      LastName: body.LastName,
      Email: body.Email,
      UserCategory: body.UserCategory,
      Tag: body.Tag ?? null,
      CreationDate: unixSeconds(state.now()),
    };
    state.users.set(user.Id, user);
    return c.json(user);
  });

  app.post(LEGAL_USERS, auth, async (c) => {
    const body = await readJson(c, legalUserBody);
    const user: LegalUser = {
      Id: newId('user_l'),
      PersonType: 'LEGAL',
      Name: body.Name,
      LegalPersonType: body.LegalPersonType,
      LegalRepresentativeFirstName: body.LegalRepresentativeFirstName ?? null,
      LegalRepresentativeLastName: body.LegalRepresentativeLastName ?? null,
      Email: body.Email,
      UserCategory: body.UserCategory,
      Tag: body.Tag ?? null,
      CreationDate: unixSeconds(state.now()),
    };
    state.users.set(user.Id, user);
    return c.json(user);
  });

  // Before `/:userId`, so that `GET /users/natural` is a 405 rather than an unknown user.
  allowOnly(app, NATURAL_USERS, ['POST']);
  allowOnly(app, LEGAL_USERS, ['POST']);

  app.get(USER, auth, (c) => c.json(findUser(state, c.req.param('userId'))));
  allowOnly(app, USER, ['GET']);
}
