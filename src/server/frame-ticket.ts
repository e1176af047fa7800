import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a frame ticket lets the frame's registration route do: register a card for this checkout. */
export interface FrameTicketClaims {
  /** The service's `UserId` the Card Registration is for: the shopper of this checkout. */
  userId: string;
  /** ISO 4217, e.g. `EUR`. */
  currency: string;
  /** The merchant's own reference of the checkout, handed back with each registration made. */
  checkoutId?: string;
}

export interface SignFrameTicketOptions extends FrameTicketClaims {
  /** At least 32 characters, the same on the backend that signs and on the frame's route. */
  secret: string;
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
export type FrameTicketProblem = 'malformed' | 'signature' | 'expired';

/** A ticket the route refuses: unreadable, signed with another secret, or past its expiry. */
export class FrameTicketError extends Error {
  override readonly name = 'FrameTicketError';
  readonly problem: FrameTicketProblem;

  constructor(problem: FrameTicketProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

const VERSION = 'v1';
const DEFAULT_EXPIRY = 900;
const MAX_EXPIRY = 3_600;
/** Longer than any ticket this module signs: a larger one is refused before any work. */
export const MAX_TICKET_LENGTH = 2_048;
const TEXT = /^[\x21-\x7e]{1,200}$/;

/** The wire form of the claims: short keys, expiry in Unix seconds. */
interface Payload {
  u: string;
  c: string;
  k?: string;
  e: number;
}

/**
 * A ticket for `<card-tokenizer-frame registration-source="frame">`: the claims and an expiry,
 * signed with HMAC-SHA256. The page can read it (base64url JSON) but not change it; only a route
 * with the same secret accepts it (`frameRegistrationRoute()`).
 */
export function signFrameTicket(options: SignFrameTicketOptions): string {
  const secret = checkSecret(options.secret);
  const expiresIn = options.expiresIn ?? DEFAULT_EXPIRY;
  if (!Number.isInteger(expiresIn) || expiresIn <= 0 || expiresIn > MAX_EXPIRY) {
    throw new TypeError(
      `Expected expiresIn to be whole seconds from 1 to ${MAX_EXPIRY}, got ${String(expiresIn)}`,
    );
  }
  const claims = checkClaims(options);
  if (!claims) {
    throw new TypeError(
      'Expected userId, currency (3 capital letters) and checkoutId if any to be printable ASCII strings',
    );
  }
  const now = (options.now ?? Date.now)();
  const payload: Payload = {
    u: claims.userId,
    c: claims.currency,
    ...(claims.checkoutId !== undefined && { k: claims.checkoutId }),
    e: Math.floor(now / 1000) + expiresIn,
  };
  const body = `${VERSION}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/**
 * The claims of a ticket this secret signed, still good at `now`; else a `FrameTicketError`.
 * The signature is checked, in constant time, before anything of the payload is read.
 */
export function readFrameTicket(
  ticket: unknown,
  options: ReadFrameTicketOptions,
): FrameTicketClaims {
  const secret = checkSecret(options.secret);
  const parts =
    typeof ticket === 'string' && ticket.length <= MAX_TICKET_LENGTH ? ticket.split('.') : [];
  const [version, encoded, signature] = parts;
  if (parts.length !== 3 || version !== VERSION || !encoded || !signature) {
    throw new FrameTicketError('malformed', 'Expected a frame ticket (v1.<payload>.<signature>)');
  }
  const expected = mac(secret, `${version}.${encoded}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new FrameTicketError('signature', 'The frame ticket was not signed with this secret');
  }
  const payload = parsePayload(Buffer.from(encoded, 'base64url').toString('utf8'));
  const claims =
    payload && checkClaims({ userId: payload.u, currency: payload.c, checkoutId: payload.k });
  if (!payload || !claims || !Number.isInteger(payload.e)) {
    throw new FrameTicketError('malformed', 'The frame ticket carries no readable claims');
  }
  if ((options.now ?? Date.now)() >= payload.e * 1000) {
    throw new FrameTicketError('expired', 'The frame ticket has expired: sign a new one');
  }
  return claims;
}

function mac(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

/** The secret of `signFrameTicket()` and the route: at least 32 characters. */
export function checkSecret(secret: unknown): string {
  if (typeof secret !== 'string' || secret.length < 32) {
    throw new TypeError('Expected secret to be a string of at least 32 characters');
  }
  return secret;
}

/** The claims as plain strings, or `undefined` when one is missing or not printable ASCII. */
function checkClaims(value: Partial<Record<keyof FrameTicketClaims, unknown>>) {
  const { userId, currency, checkoutId } = value;
  const text = (item: unknown): item is string => typeof item === 'string' && TEXT.test(item);
  if (!text(userId) || typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return;
  if (checkoutId !== undefined && !text(checkoutId)) return;
  const claims: FrameTicketClaims = { userId, currency };
  if (checkoutId !== undefined) claims.checkoutId = checkoutId;
  return claims;
}

function parsePayload(text: string): Payload | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Payload) : undefined;
  } catch {
    return undefined;
  }
}
