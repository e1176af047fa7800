import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FrameTicketError, readFrameTicket, signFrameTicket } from '../index.js';

const SECRET = 'merchant-secret-of-at-least-32-characters';
const OTHER = 'another-merchant-secret-of-32-characters!';
const NOW = Date.UTC(2026, 10, 28, 2, 0, 0);
const at = (ms: number) => () => ms;
const CLAIMS = { userId: 'user_1', currency: 'EUR', checkoutId: 'checkout-42' };
const ALL_TYPES = ['CB_VISA_MASTERCARD', 'AMEX', 'MAESTRO', 'BCMC'];

const ticket = (extra: Partial<Parameters<typeof signFrameTicket>[0]> = {}) =>
  signFrameTicket({ ...CLAIMS, secret: SECRET, now: at(NOW), ...extra });

const problemOf = async (value: unknown, secret = SECRET, now = NOW) => {
  try {
    await readFrameTicket(value, { secret, now: at(now) });
    return 'accepted';
  } catch (error) {
    return error instanceof FrameTicketError ? error.problem : String(error);
  }
};

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWS signed by hand, as a merchant's own JWT library in any language would. */
const handSigned = (payload: object, header: object = { typ: 'JWT', alg: 'HS256' }) => {
  const body = `${encode(header)}.${encode(payload)}`;
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
};

const payloadOf = (signed: string) =>
  JSON.parse(Buffer.from(signed.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

const GOOD = {
  sub: 'user_1',
  aud: 'card-tokenizer-frame',
  currency: 'EUR',
  checkout: 'checkout-42',
  card_types: ['AMEX'],
  jti: 'ticket-1',
  exp: NOW / 1000 + 600,
};

describe('signFrameTicket and readFrameTicket', () => {
  it('hand back the claims the same secret signed, until the expiry', async () => {
    const signed = await ticket({ ticketId: 't-1', cardTypes: ['AMEX', 'MAESTRO'] });
    expect(await readFrameTicket(signed, { secret: SECRET, now: at(NOW + 899_999) })).toEqual({
      ...CLAIMS,
      cardTypes: ['AMEX', 'MAESTRO'],
      ticketId: 't-1',
      expiresAt: NOW / 1000 + 900,
    });
  });

  it('sign a standard compact JWS (HS256) with every card type and a fresh id by default', async () => {
    const [first, second] = [await ticket(), await ticket()];
    const [header] = first.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const body = first.slice(0, first.lastIndexOf('.'));
    expect(first.split('.')[2]).toBe(createHmac('sha256', SECRET).update(body).digest('base64url'));
    expect(payloadOf(first)).toMatchObject({
      sub: 'user_1',
      aud: 'card-tokenizer-frame',
      currency: 'EUR',
      checkout: 'checkout-42',
      card_types: ALL_TYPES,
      iat: NOW / 1000,
      exp: NOW / 1000 + 900,
    });
    expect(payloadOf(first).jti).not.toBe(payloadOf(second).jti);
  });

  it("read a ticket another backend's JWT library signed, claims in any order", async () => {
    const claims = await readFrameTicket(handSigned({ ...GOOD }), {
      secret: SECRET,
      now: at(NOW),
    });
    expect(claims).toMatchObject({ userId: 'user_1', cardTypes: ['AMEX'], ticketId: 'ticket-1' });
  });

  it('refuse a ticket past its expiry: 900 s by default, expiresIn otherwise', async () => {
    expect(await problemOf(await ticket(), SECRET, NOW + 900_000)).toBe('expired');
    expect(await problemOf(await ticket({ expiresIn: 60 }), SECRET, NOW + 59_999)).toBe('accepted');
    expect(await problemOf(await ticket({ expiresIn: 60 }), SECRET, NOW + 60_000)).toBe('expired');
  });

  it('refuse a well-signed ticket whose expiry is more than an hour away', async () => {
    expect(await problemOf(handSigned({ ...GOOD, exp: NOW / 1000 + 3_600 }))).toBe('accepted');
    expect(await problemOf(handSigned({ ...GOOD, exp: NOW / 1000 + 3_601 }))).toBe(
      'too_long_lived',
    );
    expect(await problemOf(handSigned({ ...GOOD, exp: NOW / 1000 + 365 * 86_400 }))).toBe(
      'too_long_lived',
    );
  });

  it("refuse another merchant's ticket: signed with another secret", async () => {
    expect(await problemOf(await ticket({ secret: OTHER }))).toBe('signature');
  });

  it('refuse a ticket whose claims were changed, whatever the change', async () => {
    const [header, , signature] = (await ticket()).split('.');
    const forged = [
      { ...GOOD, sub: 'attacker' },
      { ...GOOD, card_types: ALL_TYPES, exp: NOW / 1000 + 3_000 },
    ];
    for (const payload of forged)
      expect(await problemOf(`${header}.${encode(payload)}.${signature}`)).toBe('signature');
    // A byte of the signature changed; a signature cut or lengthened is not one a JWS spells.
    const flipped = signature!.startsWith('A')
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    expect(await problemOf(`${header}.${encode(GOOD)}.${flipped}`)).toBe('signature');
    expect(await problemOf(`${header}.${encode(GOOD)}.${signature!.slice(0, -2)}`)).toBe(
      'malformed',
    );
  });

  /** Spellings of the same signature bytes that a lenient base64url decoder (Node's) reads. */
  const reEncodings: [string, (signature: string) => string][] = [
    ['padded with =', (sig) => `${sig}=`],
    ['in the standard alphabet (+ and /)', (sig) => sig.replace(/-/g, '+').replace(/_/g, '/')],
    ['with stray bits in its last character', (sig) => sig.slice(0, -1) + nextOf(sig.at(-1)!)],
    ['with a line break inside', (sig) => `${sig.slice(0, 20)}\n${sig.slice(20)}`],
  ];
  /** The base64url character after `c`, which differs from it in the 2 bits a 32-byte value leaves unused. */
  const nextOf = (c: string) => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    return alphabet[alphabet.indexOf(c) + 1]!;
  };

  it.each(reEncodings)(
    'refuse, as malformed, a genuine signature re-encoded: %s',
    async (_case, reEncode) => {
      // A ticket whose signature has a - or _ and a last character with room for stray bits.
      let signed = '';
      for (let id = 0; !/[-_]/.test(signed.split('.')[2] ?? '') || /[_-]$/.test(signed); id++)
        signed = await ticket({ ticketId: `t-${id}` });
      const [header, payload, signature] = signed.split('.') as [string, string, string];
      const changed = reEncode(signature);
      expect(changed).not.toBe(signature);
      // The same bytes, to Node: the old reader accepted each.
      expect(Buffer.from(changed, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(
        true,
      );
      expect(await problemOf(`${header}.${payload}.${changed}`)).toBe('malformed');
      expect(await problemOf(`${header}.${payload}=.${signature}`)).toBe('malformed');
      expect(await problemOf(signed)).toBe('accepted');
    },
  );

  it.each([
    ['not a string', 42],
    ['empty', ''],
    ['two parts', 'abc.def'],
    ['too long', `${'a'.repeat(2_100)}.b.c`],
    ['unsigned (alg none)', `${encode({ alg: 'none' })}.${encode(GOOD)}.`],
    ['another algorithm', handSigned(GOOD, { alg: 'HS512' })],
    ['another audience', handSigned({ ...GOOD, aud: 'session' })],
    ['no unique id', handSigned({ ...GOOD, jti: undefined })],
    ['a card type the service does not know', handSigned({ ...GOOD, card_types: ['VISA'] })],
    ['no card type', handSigned({ ...GOOD, card_types: [] })],
    ['no checkout', handSigned({ ...GOOD, checkout: undefined })],
    ['a user of the wrong type', handSigned({ ...GOOD, sub: 7 })],
  ])('refuse a malformed ticket: %s', async (_case, value) => {
    expect(await problemOf(value)).toBe('malformed');
  });

  it.each([
    ['a short secret', { secret: 'short' }],
    ['an expiry over an hour', { expiresIn: 3_601 }],
    ['a fractional expiry', { expiresIn: 1.5 }],
    ['a currency in lower case', { currency: 'eur' }],
    ['an empty userId', { userId: '' }],
    ['no card type', { cardTypes: [] }],
    ['an unknown card type', { cardTypes: ['VISA' as 'AMEX'] }],
  ])('refuse to sign with %s', async (_case, override) => {
    await expect(ticket(override)).rejects.toThrow(TypeError);
  });

  it('never put the secret in the ticket', async () => {
    const signed = await ticket();
    expect(signed).not.toContain(SECRET);
    expect(JSON.stringify(payloadOf(signed))).not.toContain(SECRET);
  });
});
