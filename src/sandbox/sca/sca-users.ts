import type { Context, Hono } from 'hono';
import {
  scaConsentPath,
  scaEnrollmentPath,
  scaLegalCategoryPath,
  scaLegalUserPath,
  scaLegalUsersPath,
  scaNaturalCategoryPath,
  scaNaturalUserPath,
  scaNaturalUsersPath,
  scaStatusPath,
  scaUserPath,
} from '../../service/paths.js';
import type { UserSca } from '../../service/types.js';
import { requirePlatformToken } from '../guards/auth.js';
import { readJson } from '../http/body.js';
import { badRequest } from '../http/errors.js';
import { allowOnly } from '../http/methods.js';
import { route } from '../http/route.js';
import { openSession, requireEnrolment, requireOwnerForSca, scaStatusOf } from './sca-model.js';
import type { SandboxState } from '../store/store.js';
import {
  checkOwner,
  findOpenUser,
  findTyped,
  findUser,
  newLegal,
  newNatural,
  updateLegalSca,
  updateNatural,
  userClosed,
} from '../users/user-model.js';
import {
  legalCategorize,
  naturalCategorize,
  scaLegalCreate,
  scaLegalUpdate,
  scaNaturalCreate,
  scaNaturalUpdate,
} from '../users/user-schemas.js';

const NATURAL_USERS = route(scaNaturalUsersPath(':clientId'));
const LEGAL_USERS = route(scaLegalUsersPath(':clientId'));
const NATURAL_USER = route(scaNaturalUserPath(':clientId', ':userId'));
const LEGAL_USER = route(scaLegalUserPath(':clientId', ':userId'));
const NATURAL_CATEGORY = route(scaNaturalCategoryPath(':clientId', ':userId'));
const LEGAL_CATEGORY = route(scaLegalCategoryPath(':clientId', ':userId'));
const USER = route(scaUserPath(':clientId', ':userId'));
const ENROLLMENT = route(scaEnrollmentPath(':clientId', ':userId'));
const CONSENT = route(scaConsentPath(':clientId', ':userId'));
const STATUS = route(scaStatusPath(':clientId', ':userId'));

const origin = (c: Context) => new URL(c.req.url).origin;

/** The phone an Owner enrolled with: changing it means enrolling again ("re-enroll"). */
function phoneOf(user: UserSca): string {
  const holder = user.PersonType === 'NATURAL' ? user : user.LegalRepresentative;
  return `${holder.PhoneNumber ?? ''}/${holder.PhoneNumberCountry ?? ''}`;
}

function refuseCategoryChange(before: UserSca, sent: string | null | undefined): void {
  if (sent && sent !== before.UserCategory) {
    throw badRequest('UserCategory changes through the category endpoint only', {
      UserCategory: `Expected ${before.UserCategory}; to make a PAYER an OWNER, PUT …/category`,
    });
  }
}

/** The SCA user routes (create, read, update, categorize, enrol, consent, SCA status). */
export function registerScaUsers(app: Hono, state: SandboxState): void {
  const auth = requirePlatformToken(state);
  const save = <U extends UserSca>(user: U): U => {
    state.users.set(user.Id, user);
    return user;
  };

  app.post(NATURAL_USERS, auth, async (c) => {
    const body = await readJson(c, scaNaturalCreate);
    const user = newNatural(state, body);
    checkOwner(user, 'sca');
    return c.json(save(requireEnrolment(state, user, origin(c))));
  });

  app.post(LEGAL_USERS, auth, async (c) => {
    const body = await readJson(c, scaLegalCreate);
    const user = newLegal(state, body);
    checkOwner(user, 'sca');
    return c.json(save(requireEnrolment(state, user, origin(c))));
  });

  // Before `/:userId`, so that `GET /sca/users/natural` is a 405 rather than an unknown user.
  allowOnly(app, NATURAL_USERS, ['POST']);
  allowOnly(app, LEGAL_USERS, ['POST']);

  app.put(NATURAL_CATEGORY, auth, async (c) => {
    const user = findTyped(state, c.req.param('userId'), 'NATURAL');
    const body = await readJson(c, naturalCategorize);
    if (user.UserStatus === 'CLOSED') throw userClosed();
    if (user.UserCategory === 'OWNER') throw alreadyOwner();
    const owner = updateNatural(state, user, body);
    checkOwner(owner, 'sca');
    return c.json(save(requireEnrolment(state, owner, origin(c))));
  });
  allowOnly(app, NATURAL_CATEGORY, ['PUT']);

  app.put(LEGAL_CATEGORY, auth, async (c) => {
    const user = findTyped(state, c.req.param('userId'), 'LEGAL');
    const body = await readJson(c, legalCategorize);
    if (user.UserStatus === 'CLOSED') throw userClosed();
    if (user.UserCategory === 'OWNER') throw alreadyOwner();
    const owner = updateLegalSca(state, user, body);
    checkOwner(owner, 'sca');
    return c.json(save(requireEnrolment(state, owner, origin(c))));
  });
  allowOnly(app, LEGAL_CATEGORY, ['PUT']);

  /** An enrolled Owner whose phone changes enrols again; anything else keeps its status. */
  const afterUpdate = (c: Context, before: UserSca, after: UserSca) => {
    const reEnrol = after.UserCategory === 'OWNER' && phoneOf(before) !== phoneOf(after);
    return save(reEnrol ? requireEnrolment(state, after, origin(c)) : after);
  };

  app.get(NATURAL_USER, auth, (c) => c.json(findTyped(state, c.req.param('userId'), 'NATURAL')));
  app.put(NATURAL_USER, auth, async (c) => {
    const user = findTyped(state, c.req.param('userId'), 'NATURAL');
    const body = await readJson(c, scaNaturalUpdate);
    if (user.UserStatus === 'CLOSED') throw userClosed();
    refuseCategoryChange(user, body.UserCategory);
    return c.json(afterUpdate(c, user, updateNatural(state, user, body)));
  });
  allowOnly(app, NATURAL_USER, ['GET', 'PUT']);

  app.get(LEGAL_USER, auth, (c) => c.json(findTyped(state, c.req.param('userId'), 'LEGAL')));
  app.put(LEGAL_USER, auth, async (c) => {
    const user = findTyped(state, c.req.param('userId'), 'LEGAL');
    const body = await readJson(c, scaLegalUpdate);
    if (user.UserStatus === 'CLOSED') throw userClosed();
    refuseCategoryChange(user, body.UserCategory);
    return c.json(afterUpdate(c, user, updateLegalSca(state, user, body)));
  });
  allowOnly(app, LEGAL_USER, ['GET', 'PUT']);

  // Enrolment and consent change nothing until the user completes the session's page.
  app.post(ENROLLMENT, auth, (c) => {
    const user = findOpenUser(state, c.req.param('userId'));
    requireOwnerForSca(user);
    return c.json({ PendingUserAction: openSession(state, user.Id, 'enrollment', origin(c)) });
  });
  allowOnly(app, ENROLLMENT, ['POST']);

  app.post(CONSENT, auth, (c) => {
    const user = findOpenUser(state, c.req.param('userId'));
    requireOwnerForSca(user);
    return c.json({ PendingUserAction: openSession(state, user.Id, 'consent', origin(c)) });
  });
  allowOnly(app, CONSENT, ['POST']);

  app.get(STATUS, auth, (c) => c.json(scaStatusOf(state, findUser(state, c.req.param('userId')))));
  allowOnly(app, STATUS, ['GET']);

  app.get(USER, auth, (c) => c.json(findUser(state, c.req.param('userId'))));
  allowOnly(app, USER, ['GET']);
}

function alreadyOwner() {
  return badRequest('This user is an OWNER already: enrol it with POST …/enrollment', {
    UserCategory: 'Expected a PAYER user',
  });
}
