import { base64url, errors, jwtVerify, SignJWT } from 'jose';
import { CARD_TYPES } from '../../service/cards.js';
import type { CardType } from '../../service/types.js';

/** What a frame ticket lets the frame's registration route do: register a card for this checkout. */
export interface FrameTicketClaims {
  /** The service's `UserId` the Card Registration is for: the shopper of this checkout (`sub`). */
  userId: string;
  /** ISO 4217, e.g. `EUR` (`currency`). */
  currency: string;
  /** The merchant's own reference of the checkout, handed back with each registration made (`checkout`). */
  checkoutId: string;
  /** The card types the route may register for this checkout, each once (`card_types`). */
  cardTypes: readonly CardType[];
  /** The ticket's unique id (`jti`): the route answers each (ticket, card type) once. */
  ticketId: string;
  /** Unix seconds after which the ticket is refused (`exp`). */
  expiresAt: number;
}

export interface SignFrameTicketOptions {
  /** At least 32 characters, the same on the backend that signs and on the frame's route. */
  secret: string;
  userId: string;
  currency: string;
  checkoutId: string;
  /** Default: every card type the service registers (`CB_VISA_MASTERCARD`, `AMEX`, `MAESTRO`, `BCMC`). */
  cardTypes?: readonly CardType[];
  /** Default: a random UUID. */
  ticketId?: string;
  /** Seconds the ticket stays good (default 900, at most 3 600): one checkout, not a session. */
  expiresIn?: number;
  /** Milliseconds since the epoch; defaults to `Date.now`. */
  now?: () => number;
}

export interface ReadFrameTicketOptions {
  secret: string;
  now?: () => number;
}

/** Why a ticket was refused: never the ticket itself. */
export type FrameTicketProblem = 'malformed' | 'signature' | 'expired' | 'too_long_lived';

/** A ticket the route refuses: unreadable, signed with another secret, expired or too long-lived. */
export class FrameTicketError extends Error {
  override readonly name = 'FrameTicketError';
  readonly problem: FrameTicketProblem;

  constructor(problem: FrameTicketProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

/** The `aud` of every frame ticket: a token the same secret signed for anything else is refused. */
export const FRAME_TICKET_AUDIENCE = 'card-tokenizer-frame';
const DEFAULT_EXPIRY = 900;
const MAX_EXPIRY = 3_600;
/** Longer than any ticket of printable claims: a larger one is refused before any work. */
export const MAX_TICKET_LENGTH = 2_048;
const TEXT = /^[\x21-\x7e]{1,200}$/;
/** The base64url alphabet, unpadded: every other spelling of the same bytes is refused. */
const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * A ticket for `<card-tokenizer-frame registration-source="frame">`: a compact JWS (HS256) of the
 * claims, which any JWT library can sign. The page can read it but not change it; only a route
 * with the same secret accepts it (`frameRegistrationRoute()`), each card type once.
 */
export async function signFrameTicket(options: SignFrameTicketOptions): Promise<string> {
  const key = keyOf(options.secret);
  const expiresIn = options.expiresIn ?? DEFAULT_EXPIRY;
  if (!Number.isInteger(expiresIn) || expiresIn <= 0 || expiresIn > MAX_EXPIRY) {
    throw new TypeError(
      `Expected expiresIn to be whole seconds from 1 to ${MAX_EXPIRY}, got ${String(expiresIn)}`,
    );
  }
  const now = Math.floor((options.now ?? Date.now)() / 1000);
  const claims = checkClaims({
    sub: options.userId,
    currency: options.currency,
    checkout: options.checkoutId,
    card_types: options.cardTypes ?? CARD_TYPES,
    jti: options.ticketId ?? crypto.randomUUID(),
    exp: now + expiresIn,
  });
  if (!claims) {
    throw new TypeError(
      `Expected userId, checkoutId and ticketId to be printable ASCII strings, currency 3 capital letters and cardTypes some of ${CARD_TYPES.join(', ')}`,
    );
  }
  return new SignJWT({
    currency: claims.currency,
    checkout: claims.checkoutId,
    card_types: [...claims.cardTypes],
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setAudience(FRAME_TICKET_AUDIENCE)
    .setJti(claims.ticketId)
    .setIssuedAt(now)
    .setExpirationTime(claims.expiresAt)
    .sign(key);
}

/**
 * The claims of a ticket this secret signed, still good at `now`; else a `FrameTicketError`.
 * Refuses any spelling of the JWS but the canonical one, another algorithm than HS256, another
 * audience, and an expiry more than an hour away, whoever signed it.
 */
export async function readFrameTicket(
  ticket: unknown,
  options: ReadFrameTicketOptions,
): Promise<FrameTicketClaims> {
  const key = keyOf(options.secret);
  const parts =
    typeof ticket === 'string' && ticket.length <= MAX_TICKET_LENGTH ? ticket.split('.') : [];
  if (parts.length !== 3 || !parts.every(canonical)) {
    throw new FrameTicketError('malformed', 'Expected a frame ticket (a compact JWS, HS256)');
  }
  const now = (options.now ?? Date.now)();
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(ticket as string, key, {
      algorithms: ['HS256'],
      audience: FRAME_TICKET_AUDIENCE,
      requiredClaims: ['exp', 'jti', 'sub'],
      currentDate: new Date(now),
    }));
  } catch (refused) {
    throw refusal(refused);
  }
  const claims = checkClaims(payload);
  if (!claims)
    throw new FrameTicketError('malformed', 'The frame ticket carries no readable claims');
  if (claims.expiresAt * 1000 - now > MAX_EXPIRY * 1000) {
    throw new FrameTicketError(
      'too_long_lived',
      `The frame ticket expires more than ${MAX_EXPIRY} s from now: sign one for this checkout only`,
    );
  }
  return claims;
}

/** A segment that base64url-encodes back to itself: no padding, no `+/`, no stray bits. */
function canonical(segment: string): boolean {
  if (!SEGMENT.test(segment)) return false;
  try {
    return base64url.encode(base64url.decode(segment)) === segment;
  } catch {
    return false;
  }
}

function refusal(refused: unknown): FrameTicketError {
  if (refused instanceof errors.JWTExpired)
    return new FrameTicketError('expired', 'The frame ticket has expired: sign a new one');
  if (refused instanceof errors.JWSSignatureVerificationFailed)
    return new FrameTicketError('signature', 'The frame ticket was not signed with this secret');
  if (refused instanceof errors.JOSEError)
    return new FrameTicketError('malformed', `The frame ticket was refused: ${refused.code}`);
  throw refused;
}

/** The secret of `signFrameTicket()` and the route: at least 32 characters. */
export function checkSecret(secret: unknown): string {
  if (typeof secret !== 'string' || secret.length < 32) {
    throw new TypeError('Expected secret to be a string of at least 32 characters');
  }
  return secret;
}

const keyOf = (secret: unknown) => new TextEncoder().encode(checkSecret(secret));

/** The claims as typed values, or `undefined` when one is missing or of the wrong shape. */
function checkClaims(payload: Record<string, unknown>): FrameTicketClaims | undefined {
  const { sub, currency, checkout, card_types: cardTypes, jti, exp } = payload;
  const text = (item: unknown): item is string => typeof item === 'string' && TEXT.test(item);
  if (!text(sub) || !text(checkout) || !text(jti) || !Number.isSafeInteger(exp)) return;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return;
  if (!Array.isArray(cardTypes) || cardTypes.length === 0) return;
  if (new Set(cardTypes).size !== cardTypes.length) return;
  if (!cardTypes.every((type) => CARD_TYPES.includes(type as CardType))) return;
  return {
    userId: sub,
    currency,
    checkoutId: checkout,
    cardTypes: cardTypes as CardType[],
    ticketId: jti,
    expiresAt: exp as number,
  };
}
