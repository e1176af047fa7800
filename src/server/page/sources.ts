import { PaymentPageHeadersError } from './headers-error.js';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const ORIGIN_TEXT =
  'an origin such as "https://tokenization.example" (https, or http on 127.0.0.1)';

/** Checks an array option and each of its items; `undefined` is an empty list. */
export function checkList<T>(
  option: string,
  value: unknown,
  check: (name: string, item: unknown) => T,
): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new PaymentPageHeadersError(option, 'an array', value);
  return value.map((item, index) => check(`${option}[${index}]`, item));
}

/**
 * An origin as CSP writes it: `https://host[:port]`, a leading `*.` allowed in the host. Plain
 * http only on the loopback (a local sandbox): anywhere else a card would cross the network in
 * clear.
 */
export function checkOrigin(option: string, value: unknown, schemes = ['https:', 'http:']): string {
  if (typeof value !== 'string') throw new PaymentPageHeadersError(option, ORIGIN_TEXT, value);
  const wildcard = /^[a-z]+:\/\/\*\./i.test(value);
  let url: URL;
  try {
    url = new URL(wildcard ? value.replace('*.', 'wildcard.') : value);
  } catch {
    throw new PaymentPageHeadersError(option, ORIGIN_TEXT, value);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  const plain = url.protocol === 'http:' || url.protocol === 'ws:';
  const secure = !plain || LOOPBACK.has(url.hostname);
  if (!schemes.includes(url.protocol) || !bare || !secure) {
    throw new PaymentPageHeadersError(option, ORIGIN_TEXT, value);
  }
  const origin = `${url.protocol}//${url.host}`;
  return wildcard ? origin.replace('//wildcard.', '//*.') : origin;
}

const HASH = /^'?(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})'?$/;
const HASH_LENGTHS: Record<string, number> = { sha256: 44, sha384: 64, sha512: 88 };

/** An `integrity`-style hash (`sha384-…`), written as a CSP hash source. */
export function checkHash(option: string, value: unknown): string {
  const match = typeof value === 'string' ? HASH.exec(value) : null;
  if (!match || match[2]!.length !== HASH_LENGTHS[match[1]!]) {
    throw new PaymentPageHeadersError(
      option,
      'a script hash such as "sha384-" and 64 base64 characters (the value of an integrity attribute)',
      value,
    );
  }
  return `'${match[1]}-${match[2]}'`;
}

/** Trusted Types policy names as the CSP grammar allows them (tt-policy-name). */
export function checkPolicyName(option: string, value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9\-#=_/@.%]+$/.test(value)) {
    throw new PaymentPageHeadersError(
      option,
      'a Trusted Types policy name such as "dompurify"',
      value,
    );
  }
  return value;
}

/** A nonce the page's framework made: base64, at least 128 bits, as CSP Evaluator asks. */
export function checkNonce(option: string, value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/_-]{22,}={0,2}$/.test(value)) {
    throw new PaymentPageHeadersError(
      option,
      'a base64 string of at least 16 random bytes, or false',
      value,
    );
  }
  return value;
}

/** Fresh for each response: 16 random bytes, base64. */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The collector's address: absolute http(s) (https off the loopback), or a path of this site. */
export function checkReportUrl(option: string, value: unknown): string {
  const expected = 'a path such as "/reports" or an https URL';
  if (typeof value !== 'string' || /[\s",;]/.test(value)) {
    throw new PaymentPageHeadersError(option, expected, value);
  }
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
      return url.href;
    }
  } catch {
    // Reported below with the others.
  }
  throw new PaymentPageHeadersError(option, expected, value);
}

/** Extra sources of a fetch directive other than scripts: never a whole scheme or `*`. */
export function checkSource(option: string, value: unknown, keywords: string[]): string {
  if (typeof value === 'string' && (keywords.includes(value) || value === 'data:')) return value;
  return checkOrigin(option, value, ['https:', 'http:', 'wss:', 'ws:']);
}
