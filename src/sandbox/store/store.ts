import { randomBytes } from 'node:crypto';
import type {
  Card,
  CardRegistration,
  CardValidation,
  Intent,
  UserSca,
} from '../../service/types.js';
import type { CheckedCard } from './card-check.js';
import type { AuthenticationFlow } from './authentication-cards.js';
import { createIdempotencyStore, type IdempotencyStore } from './idempotency-store.js';
import { createRateLimiter, type RateLimiter, type RateLimits } from './rate-limits.js';
export { newId, newSecret, unixSeconds } from '../http/ids.js';
import { createRequestCounter, type RequestCounter } from './request-counter.js';
import type { ScaRecord, ScaSession } from './sca-records.js';

/** What the tokenization kept of a card: never the number itself. */
export interface TokenizedCard extends CheckedCard {
  Fingerprint: string;
  /** Its first 8 digits, which a Card Validation answers as `CardInfo.BIN`. */
  bin: string;
  /** What 3-D Secure will do with this card, decided by its number at tokenization. */
  authentication: AuthenticationFlow;
}

export interface CardRecord {
  view: Card;
  /** When its registration created it: `Validity` turns `INVALID` `cardValidityMs` later unless validated. */
  registeredAt: number;
  authentication: AuthenticationFlow;
  /** The first 8 digits of its number. */
  bin: string;
  /** The validation still `CREATED`, if any: one at a time per card. */
  pendingValidationId: string | null;
}

export interface ChallengeRecord {
  /** Sent in the challenge page's form and checked on its POST: only that page completes it. */
  secret: string;
  validationId: string;
}

export interface ValidationRecord {
  view: CardValidation;
  cardId: string;
  createdAt: number;
  /** Path segment of `SecureModeRedirectURL`; `null` without a challenge. */
  challengeId: string | null;
}

export interface RegistrationRecord {
  view: CardRegistration;
  createdAt: number;
  /** Set by the first post with the right access key, whatever its outcome: the key is single use. */
  accessKeyUsed: boolean;
  /** Set only when that post succeeded. */
  tokenization: { registrationData: string; tokenizedAt: number; card: TokenizedCard } | null;
}

export interface SandboxSettings {
  clientId: string;
  apiKey: string;
  tokenTtlSeconds: number;
  registrationTtlMs: number;
  /** How long an `Idempotency-Key` stays spent, and its first answer readable. */
  idempotencyWindowMs: number;
  /** At most this many keys are kept; the oldest go first. */
  maxIdempotencyKeys: number;
  /** A validation still `CREATED` this long after its creation turns `FAILED`. */
  validationTimeoutMs: number;
  /** A card not validated this long after its registration reads `INVALID`. */
  cardValidityMs: number;
  /** Calls allowed in the 15, 30, 60 and 1 440 minute windows. */
  rateLimits: RateLimits;
  now: () => number;
}

export interface SandboxState extends SandboxSettings {
  /** Random per sandbox: fingerprints cannot be computed from a number elsewhere. */
  fingerprintKey: Buffer;
  /** Platform access token → expiry (ms). */
  platformTokens: Map<string, number>;
  recipientTokens: Map<string, { userId: string; expiresAt: number }>;
  /** Every user in its SCA shape; the legacy routes answer a view of it (user-model.ts). */
  users: Map<string, UserSca>;
  /** Per user Id: enrolment and proxy consent. */
  sca: Map<string, ScaRecord>;
  /** Path segment of a `PendingUserAction.RedirectUrl` → its session. */
  scaSessions: Map<string, ScaSession>;
  registrations: Map<string, RegistrationRecord>;
  /** Last path segment of a CardRegistrationURL → registration Id. */
  tokenizeIds: Map<string, string>;
  cards: Map<string, CardRecord>;
  validations: Map<string, ValidationRecord>;
  challenges: Map<string, ChallengeRecord>;
  intents: Map<string, Intent>;
  requests: RequestCounter;
  idempotency: IdempotencyStore;
  rateLimiter: RateLimiter;
}

export function createState(settings: SandboxSettings): SandboxState {
  return {
    ...settings,
    fingerprintKey: randomBytes(32),
    platformTokens: new Map(),
    recipientTokens: new Map(),
    users: new Map(),
    sca: new Map(),
    scaSessions: new Map(),
    registrations: new Map(),
    tokenizeIds: new Map(),
    cards: new Map(),
    validations: new Map(),
    challenges: new Map(),
    intents: new Map(),
    requests: createRequestCounter(),
    idempotency: createIdempotencyStore({
      windowMs: settings.idempotencyWindowMs,
      maxKeys: settings.maxIdempotencyKeys,
      now: settings.now,
    }),
    rateLimiter: createRateLimiter(settings.rateLimits, settings.now),
  };
}

export interface SandboxStats {
  users: number;
  cardRegistrations: number;
  cards: number;
  cardValidations: number;
  intents: number;
  /** `Idempotency-Key`s held: spent, with their first answer or still running. */
  idempotencyKeys: number;
}

export function stateStats(state: SandboxState): SandboxStats {
  return {
    users: state.users.size,
    cardRegistrations: state.registrations.size,
    cards: state.cards.size,
    cardValidations: state.validations.size,
    intents: state.intents.size,
    idempotencyKeys: state.idempotency.size,
  };
}

/** Case-insensitive, as the service compares client ids in paths. */
export function isSameClient(state: SandboxState, clientId: string | undefined): boolean {
  return clientId?.toLowerCase() === state.clientId.toLowerCase();
}
