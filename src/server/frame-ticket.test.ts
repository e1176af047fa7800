import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FrameTicketError, readFrameTicket, signFrameTicket } from './index.js';

const SECRET = 'merchant-secret-of-at-least-32-characters';
const OTHER = 'another-merchant-secret-of-32-characters!';
const NOW = Date.UTC(2026, 10, 28, 2, 0, 0);
const at = (ms: number) => () => ms;
const CLAIMS = { userId: 'user_1', currency: 'EUR', checkoutId: 'checkout-42' };

const ticket = (extra: Partial<Parameters<typeof signFrameTicket>[0]> = {}) =>
  signFrameTicket({ ...CLAIMS, secret: SECRET, now: at(NOW), ...extra });

const problemOf = (value: unknown, secret = SECRET, now = NOW) => {
  try {
    readFrameTicket(value, { secret, now: at(now) });
    return 'accepted';
  } catch (error) {
    return error instanceof FrameTicketError ? error.problem : String(error);
  }
};

/** The ticket with its payload replaced by `payload`, its signature kept. */
const withPayload = (signed: string, payload: object) => {
  const [version, , signature] = signed.split('.');
  return `${version}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
};

describe('signFrameTicket and readFrameTicket', () => {
  it('hand back the claims the same secret signed, until the expiry', () => {
    expect(readFrameTicket(ticket(), { secret: SECRET, now: at(NOW + 899_999) })).toEqual(CLAIMS);
    const noCheckout = { userId: CLAIMS.userId, currency: CLAIMS.currency };
    expect(
      readFrameTicket(ticket({ checkoutId: undefined }), { secret: SECRET, now: at(NOW) }),
    ).toEqual(noCheckout);
  });

  it('refuse a ticket past its expiry: 900 s by default, expiresIn otherwise', () => {
    expect(problemOf(ticket(), SECRET, NOW + 900_000)).toBe('expired');
    expect(problemOf(ticket({ expiresIn: 60 }), SECRET, NOW + 59_999)).toBe('accepted');
    expect(problemOf(ticket({ expiresIn: 60 }), SECRET, NOW + 60_000)).toBe('expired');
  });

  it("refuse another merchant's ticket: signed with another secret", () => {
    expect(problemOf(signFrameTicket({ ...CLAIMS, secret: OTHER, now: at(NOW) }))).toBe(
      'signature',
    );
  });

  it('refuse a ticket whose claims were changed, whatever the change', () => {
    const signed = ticket();
    const forged = [
      { u: 'attacker', c: 'EUR', k: 'checkout-42', e: NOW / 1000 + 900 },
      { u: 'user_1', c: 'EUR', k: 'checkout-42', e: NOW / 1000 + 3_600_000 },
    ];
    for (const payload of forged) expect(problemOf(withPayload(signed, payload))).toBe('signature');
    // A signature cut or lengthened by a byte.
    expect(problemOf(signed.slice(0, -2))).toBe('signature');
    expect(problemOf(`${signed}AA`)).toBe('signature');
  });

  it.each([
    ['not a string', 42],
    ['empty', ''],
    ['two parts', 'v1.abc'],
    ['another version', ticket().replace(/^v1/, 'v2')],
    ['too long', `v1.${'a'.repeat(2_100)}.sig`],
  ])('refuse a malformed ticket: %s', (_case, value) => {
    expect(problemOf(value)).toBe('malformed');
  });

  it('refuse, as malformed, well-signed claims of the wrong types', () => {
    // Signed with the right secret by a merchant's own bug: the route still reads nothing wrong.
    const body = `v1.${Buffer.from(JSON.stringify({ u: 7, c: 'EUR', e: NOW / 1000 + 60 })).toString('base64url')}`;
    const signature = createHmac('sha256', SECRET).update(body).digest('base64url');
    expect(problemOf(`${body}.${signature}`)).toBe('malformed');
  });

  it.each([
    ['a short secret', { secret: 'short' }],
    ['an expiry over an hour', { expiresIn: 3_601 }],
    ['a fractional expiry', { expiresIn: 1.5 }],
    ['a currency in lower case', { currency: 'eur' }],
    ['an empty userId', { userId: '' }],
  ])('refuse to sign with %s', (_case, override) => {
    expect(() => ticket(override)).toThrow(TypeError);
  });

  it('never put the secret in the ticket', () => {
    const signed = ticket();
    expect(signed).not.toContain(SECRET);
    expect(Buffer.from(signed.split('.')[1]!, 'base64url').toString()).not.toContain(SECRET);
  });
});
