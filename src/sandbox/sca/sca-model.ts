import type {
  ConsentScopeName,
  PendingUserAction,
  ScaStatus,
  UserSca,
} from '../../service/types.js';
import { badRequest, notFound } from '../http/errors.js';
import { newSecret, unixSeconds } from '../http/ids.js';
import type { ScaRecord, ScaSession } from '../store/sca-records.js';
import type { SandboxState } from '../store/store.js';
import { randomBytes } from 'node:crypto';

/**
 * SCA of Owner users as the service's guides describe it ("SCA on users", "SCA session
 * redirection", "View the SCA status of a User"): a session link in `PendingUserAction`, valid 10
 * minutes, where the user enrols or gives consent; the sandbox's page stands in for the service's.
 */

/** The page a `PendingUserAction.RedirectUrl` opens; the id is 128 random bits, lowercase hex. */
export const SCA_SESSION_PATH = '/sca-session/:sessionId';
/** "Retry enrollment if a previous session was unsuccessful or expired (after 10 minutes)". */
export const SCA_SESSION_TTL_MS = 10 * 60 * 1000;

export const CONSENT_SCOPES: readonly ConsentScopeName[] = [
  'ContactInformationUpdate',
  'RecipientRegistration',
  'Transfer',
  'ViewAccountInformation',
];

export type { ScaRecord, ScaSession } from '../store/sca-records.js';

export function scaRecordOf(state: SandboxState, userId: string): ScaRecord {
  let record = state.sca.get(userId);
  if (!record) {
    record = { triggered: false, enrolledAt: null, consentChangedAt: null, consent: new Set() };
    state.sca.set(userId, record);
  }
  return record;
}

/** A new session link: earlier ones stay usable until they end or expire. */
export function openSession(
  state: SandboxState,
  userId: string,
  purpose: ScaSession['purpose'],
  origin: string,
): PendingUserAction {
  const id = randomBytes(16).toString('hex');
  state.scaSessions.set(id, {
    id,
    secret: newSecret(),
    userId,
    purpose,
    createdAt: state.now(),
    ended: false,
  });
  scaRecordOf(state, userId).triggered = true;
  return { RedirectUrl: origin + SCA_SESSION_PATH.replace(':sessionId', id) };
}

export function isExpired(state: SandboxState, session: ScaSession): boolean {
  return state.now() - session.createdAt >= SCA_SESSION_TTL_MS;
}

/** The service's sandbox lets a natural user skip SCA with `accept` in the email; so does this one. */
export function bypassesSca(user: UserSca): boolean {
  const email = user.PersonType === 'NATURAL' ? user.Email : user.LegalRepresentative.Email;
  return /accept/i.test(email ?? '');
}

/**
 * An Owner must enrol: `PENDING_USER_ACTION` and a session link, unless already enrolled or
 * let through by `bypassesSca`. A Payer has nothing to do.
 */
export function requireEnrolment<U extends UserSca>(
  state: SandboxState,
  user: U,
  origin: string,
): U {
  if (user.UserCategory !== 'OWNER') return { ...user, PendingUserAction: null };
  const record = scaRecordOf(state, user.Id);
  if (bypassesSca(user)) {
    record.triggered = true;
    record.enrolledAt ??= state.now();
    return { ...user, UserStatus: 'ACTIVE', PendingUserAction: null };
  }
  const PendingUserAction = openSession(state, user.Id, 'enrollment', origin);
  return { ...user, UserStatus: 'PENDING_USER_ACTION', PendingUserAction };
}

export function requireOwnerForSca(user: UserSca): void {
  if (user.UserCategory !== 'OWNER') {
    throw badRequest('Only an OWNER user enrols in SCA; categorize this PAYER first', {
      UserCategory: `Expected OWNER, got ${user.UserCategory}`,
    });
  }
}

export function scaStatusOf(state: SandboxState, user: UserSca): ScaStatus {
  const record = state.sca.get(user.Id);
  if (!record?.triggered) throw notFound('ScaStatus', user.Id);
  const at = (ms: number | null) => (ms === null ? null : unixSeconds(ms));
  return {
    UserStatus: user.UserStatus,
    IsEnrolled: record.enrolledAt !== null,
    LastEnrollmentDate: at(record.enrolledAt),
    LastConsentCollectionDate: at(record.consentChangedAt),
    ConsentScope: Object.fromEntries(
      CONSENT_SCOPES.map((scope) => [scope, record.consent.has(scope) ? 'ACTIVE' : 'INACTIVE']),
    ) as ScaStatus['ConsentScope'],
  };
}

/** The session page's success: the Owner is enrolled and `ACTIVE`, the link gone. */
export function completeEnrolment(state: SandboxState, session: ScaSession): void {
  session.ended = true;
  scaRecordOf(state, session.userId).enrolledAt = state.now();
  const user = state.users.get(session.userId)!;
  if (user.UserStatus === 'CLOSED') return;
  state.users.set(user.Id, { ...user, UserStatus: 'ACTIVE', PendingUserAction: null });
}

export function completeConsent(
  state: SandboxState,
  session: ScaSession,
  given: ReadonlySet<ConsentScopeName>,
): void {
  session.ended = true;
  const record = scaRecordOf(state, session.userId);
  const changed = CONSENT_SCOPES.some((scope) => record.consent.has(scope) !== given.has(scope));
  record.consent = new Set(given);
  if (changed) record.consentChangedAt = state.now();
}
