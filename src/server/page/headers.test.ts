import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { describe, expect, it } from 'vitest';
import {
  paymentPageHeaders,
  PaymentPageHeadersError,
  type PaymentPageHeadersOptions,
} from '../index.js';

const TOKENIZATION = 'https://tokenization.example';
const HASH = `sha384-${'A'.repeat(64)}`;

/** Each directive's words, by name: the policy as a browser reads it. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...words] = part.trim().split(/\s+/);
      return [name!, words];
    }),
  );
}

/** Google's CSP Evaluator: what it finds, without the one keyword it predates. */
function evaluate(policy: string) {
  const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
  const known = findings.filter((finding) => finding.value !== "'report-sha256'");
  return known.map((f) => ({ severity: f.severity, directive: f.directive, text: f.description }));
}

const HIGH = [Severity.HIGH, Severity.HIGH_MAYBE];
const SHAPES: [string, Partial<PaymentPageHeadersOptions>][] = [
  ['a nonce', {}],
  ['hashes alone', { nonce: false, scriptHashes: [HASH] }],
  ['a nonce and hashes, reports', { scriptHashes: [HASH], reportUrl: '/reports' }],
  [
    'every option',
    {
      reportUrl: 'https://reports.example/csp',
      connectSrc: ['https://api.example'],
      formAction: ['https://acs.example'],
      frameAncestors: ["'none'"],
      trustedTypes: ['dompurify'],
      sources: { img: ['https://cdn.example'], style: ["'unsafe-inline'"], frame: [TOKENIZATION] },
      integrityPolicy: 'enforce',
    },
  ],
];

describe.each(SHAPES)('the policy with %s', (_shape, options) => {
  it('has no high-severity finding in CSP Evaluator', () => {
    const { headers } = paymentPageHeaders({ tokenizationOrigins: [TOKENIZATION], ...options });
    const findings = evaluate(headers['Content-Security-Policy']!);
    expect(findings.filter((finding) => HIGH.includes(finding.severity))).toEqual([]);
    expect(findings.filter((finding) => finding.severity === Severity.SYNTAX)).toEqual([]);
  });
});

describe('paymentPageHeaders', () => {
  it('a strict nonce policy whose scripts can send data only to the page and the tokenization server', () => {
    const { headers, nonce } = paymentPageHeaders({ tokenizationOrigins: [TOKENIZATION] });
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directives(headers['Content-Security-Policy']!)).toEqual({
      'default-src': ["'self'"],
      'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'report-sha256'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'", TOKENIZATION],
      'form-action': ["'self'", TOKENIZATION],
      'frame-ancestors': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'require-trusted-types-for': ["'script'"],
      'trusted-types': ['lit-html'],
    });
    expect(headers['Integrity-Policy-Report-Only']).toBe('blocked-destinations=(script)');
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'Integrity-Policy-Report-Only',
    ]);
  });

  it('a new nonce for each call', () => {
    const nonces = new Set(
      Array.from({ length: 50 }, () => paymentPageHeaders({ tokenizationOrigins: [TOKENIZATION] })),
    );
    expect(new Set([...nonces].map(({ nonce }) => nonce)).size).toBe(50);
  });

  it('reports to the collector through the Reporting API and report-uri', () => {
    const { headers } = paymentPageHeaders({
      tokenizationOrigins: [TOKENIZATION],
      reportUrl: '/reports',
    });
    const policy = directives(headers['Content-Security-Policy']!);
    expect(policy['report-to']).toEqual(['payment-page']);
    expect(policy['report-uri']).toEqual(['/reports']);
    expect(headers['Reporting-Endpoints']).toBe('payment-page="/reports"');
    expect(headers['Integrity-Policy-Report-Only']).toBe(
      'blocked-destinations=(script), endpoints=(payment-page)',
    );
  });

  it('hashes without a nonce for a page cached whole', () => {
    const { headers, nonce } = paymentPageHeaders({
      tokenizationOrigins: [TOKENIZATION],
      nonce: false,
      scriptHashes: [HASH],
    });
    expect(nonce).toBeUndefined();
    expect(directives(headers['Content-Security-Policy']!)['script-src']).toEqual([
      `'${HASH}'`,
      "'strict-dynamic'",
      "'report-sha256'",
    ]);
  });

  it("keeps the framework's nonce", () => {
    const given = 'bm9uY2UtZnJvbS1mcmFtZXdvcms=';
    const { nonce } = paymentPageHeaders({ tokenizationOrigins: [TOKENIZATION], nonce: given });
    expect(nonce).toBe(given);
  });

  it('enforcing integrity, report-only CSP, the extra sources in their directives', () => {
    const { headers } = paymentPageHeaders({
      tokenizationOrigins: ['http://127.0.0.1:4100', 'https://*.tokenization.example'],
      connectSrc: ['wss://live.example'],
      formAction: ['https://acs.example'],
      frameAncestors: ['https://shop.example'],
      trustedTypes: ['dompurify', 'lit-html'],
      sources: { font: ['https://fonts.example'], style: ["'unsafe-inline'"] },
      integrityPolicy: 'enforce',
      reportOnly: true,
    });
    expect(headers['Content-Security-Policy']).toBeUndefined();
    expect(headers['Integrity-Policy']).toBe('blocked-destinations=(script)');
    const policy = directives(headers['Content-Security-Policy-Report-Only']!);
    const tokenization = ['http://127.0.0.1:4100', 'https://*.tokenization.example'];
    expect(policy['connect-src']).toEqual(["'self'", ...tokenization, 'wss://live.example']);
    expect(policy['form-action']).toEqual(["'self'", ...tokenization, 'https://acs.example']);
    expect(policy['frame-ancestors']).toEqual(['https://shop.example']);
    expect(policy['trusted-types']).toEqual(['lit-html', 'dompurify']);
    expect(policy['font-src']).toEqual(["'self'", 'https://fonts.example']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('no Integrity-Policy when asked', () => {
    const { headers } = paymentPageHeaders({
      tokenizationOrigins: [TOKENIZATION],
      integrityPolicy: false,
    });
    expect(Object.keys(headers)).toEqual(['Content-Security-Policy']);
  });
});

const REFUSED: [string, unknown, string][] = [
  ['no options', undefined, 'Expected options to be an object, got undefined'],
  [
    'no tokenization origin',
    { tokenizationOrigins: [] },
    'Expected tokenizationOrigins to be a non-empty array of origins, got an array',
  ],
  [
    'tokenization over plain http',
    { tokenizationOrigins: ['http://tokenization.example'] },
    'Expected tokenizationOrigins[0] to be an origin such as "https://tokenization.example" (https, or http on 127.0.0.1), got "http://tokenization.example"',
  ],
  [
    'a URL with a path',
    { tokenizationOrigins: [`${TOKENIZATION}/webpayment/getToken`] },
    'got "https://tokenization.example/webpayment/getToken"',
  ],
  ['a whole scheme', { tokenizationOrigins: ['https:'] }, 'got "https:"'],
  ['a wildcard', { tokenizationOrigins: ['*'] }, 'got "*"'],
  [
    'a string for a list',
    { tokenizationOrigins: TOKENIZATION },
    'Expected tokenizationOrigins to be an array, got "https://tokenization.example"',
  ],
  [
    'a hash of the wrong length',
    { tokenizationOrigins: [TOKENIZATION], scriptHashes: ['sha384-abc'] },
    'Expected scriptHashes[0] to be a script hash such as "sha384-"',
  ],
  [
    'no nonce and no hash',
    { tokenizationOrigins: [TOKENIZATION], nonce: false },
    'Expected scriptHashes to be a non-empty array when nonce is false (no script could run), got undefined',
  ],
  [
    'a short nonce',
    { tokenizationOrigins: [TOKENIZATION], nonce: 'abc' },
    'Expected nonce to be a base64 string of at least 16 random bytes, or false, got "abc"',
  ],
  [
    'a nonce that would end the directive',
    { tokenizationOrigins: [TOKENIZATION], nonce: `${'a'.repeat(24)}'; script-src *` },
    'Expected nonce to be a base64 string',
  ],
  [
    'a report URL that breaks the header',
    { tokenizationOrigins: [TOKENIZATION], reportUrl: '/reports"; x' },
    'Expected reportUrl to be a path such as "/reports" or an https URL',
  ],
  [
    'a report URL over plain http',
    { tokenizationOrigins: [TOKENIZATION], reportUrl: 'http://reports.example/' },
    'Expected reportUrl to be a path such as "/reports" or an https URL, got "http://reports.example/"',
  ],
  [
    'unsafe-inline for images',
    { tokenizationOrigins: [TOKENIZATION], sources: { img: ["'unsafe-inline'"] } },
    `Expected sources.img[0] to be an origin`,
  ],
  [
    'a policy name with a space',
    { tokenizationOrigins: [TOKENIZATION], trustedTypes: ['a b'] },
    'Expected trustedTypes[0] to be a Trusted Types policy name such as "dompurify", got "a b"',
  ],
  [
    'an unknown integrity mode',
    { tokenizationOrigins: [TOKENIZATION], integrityPolicy: 'on' },
    'Expected integrityPolicy to be "report-only", "enforce" or false, got "on"',
  ],
];

describe.each(REFUSED)('refuses %s', (_case, options, message) => {
  it('with a PaymentPageHeadersError saying what was expected', () => {
    const call = () => paymentPageHeaders(options as PaymentPageHeadersOptions);
    expect(call).toThrow(PaymentPageHeadersError);
    expect(call).toThrow(message);
  });
});
