import { describe, expect, it } from 'vitest';
import { checkCsp } from './csp.js';
import { securityHeaders } from './headers.js';

const PAGE = 'https://shop.example/checkout';
const TOKENIZER = 'https://tokenization.example';
const STRICT = `script-src 'nonce-{nonce}' 'strict-dynamic'; connect-src 'self' ${TOKENIZER}; form-action 'self'; require-trusted-types-for 'script'`;
const where = (csp: string | undefined) =>
  checkCsp(csp === undefined ? [] : [{ name: 'content-security-policy', value: csp }], PAGE, [
    TOKENIZER,
  ]).map((drift) => drift.where);

describe('checkCsp', () => {
  it.each([
    ['a strict policy', STRICT],
    ['hashes instead of a nonce', STRICT.replace(`'nonce-{nonce}'`, `'sha384-abc'`)],
    [
      "'unsafe-inline' beside a nonce (ignored by browsers)",
      STRICT.replace("'strict-dynamic'", "'strict-dynamic' 'unsafe-inline'"),
    ],
    [
      'connect-src through default-src',
      STRICT.replace(`connect-src 'self' ${TOKENIZER}`, `default-src 'self' ${TOKENIZER}`),
    ],
    ['a strict policy among two', `connect-src *, ${STRICT}`],
    [
      "a route of the page's own origin by its URL (the card frame's registration route)",
      STRICT.replace(`'self' ${TOKENIZER}`, `${TOKENIZER} https://shop.example/card-registration`),
    ],
  ])('accepts %s', (_name, csp) => {
    expect(where(csp)).toEqual([]);
  });

  it.each([
    ['no policy', undefined, ['content-security-policy']],
    ['connect-src to any host', STRICT.replace(`'self' ${TOKENIZER}`, '*'), ['connect-src']],
    [
      'connect-src to another origin',
      STRICT.replace(TOKENIZER, `${TOKENIZER} https://evil.example`),
      ['connect-src'],
    ],
    [
      "connect-src to a route of another origin's",
      STRICT.replace(TOKENIZER, `${TOKENIZER} https://shop.example.evil.example/card-registration`),
      ['connect-src'],
    ],
    [
      'connect-src without the tokenization server',
      STRICT.replace(` ${TOKENIZER}`, ''),
      ['connect-src'],
    ],
    ['no form-action', STRICT.replace("form-action 'self'; ", ''), ['form-action']],
    [
      'form-action to any https host',
      STRICT.replace("form-action 'self'", 'form-action https:'),
      ['form-action'],
    ],
    [
      "'unsafe-inline' without nonce or hash",
      STRICT.replace(`'nonce-{nonce}' 'strict-dynamic'`, `'self' 'unsafe-inline'`),
      ['script-src'],
    ],
    [
      "'unsafe-eval'",
      STRICT.replace("'strict-dynamic'", "'strict-dynamic' 'unsafe-eval'"),
      ['script-src'],
    ],
    [
      'script hosts by wildcard',
      STRICT.replace(`'nonce-{nonce}' 'strict-dynamic'`, 'https://*.cdn.example'),
      ['script-src'],
    ],
    [
      'no Trusted Types',
      STRICT.replace("; require-trusted-types-for 'script'", ''),
      ['require-trusted-types-for'],
    ],
  ])('fails %s', (_name, csp, expected) => {
    expect(where(csp)).toEqual(expected);
  });
});

describe('securityHeaders', () => {
  it('keeps the security headers, lower case and sorted, nonces and dates normalised', () => {
    expect(
      securityHeaders([
        { name: 'Date', value: 'Tue, 25 Nov 2026 19:00:00 GMT' },
        { name: 'X-Frame-Options', value: 'DENY' },
        { name: 'Content-Security-Policy', value: "script-src 'nonce-a1B2=='   'strict-dynamic'" },
        { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
        { name: 'Permissions-Policy', value: 'payment=(self)' },
        { name: 'Permissions-Policy', value: 'camera=()' },
        { name: 'Reporting-Endpoints', value: 'csp="/r?since=Tue, 25 Nov 2026 19:00:00 GMT"' },
      ]),
    ).toEqual([
      { name: 'content-security-policy', value: "script-src 'nonce-{nonce}' 'strict-dynamic'" },
      { name: 'cross-origin-opener-policy', value: 'same-origin' },
      { name: 'permissions-policy', value: 'payment=(self), camera=()' },
      { name: 'reporting-endpoints', value: 'csp="/r?since={date}"' },
      { name: 'x-frame-options', value: 'DENY' },
    ]);
  });
});
