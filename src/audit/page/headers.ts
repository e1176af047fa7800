import type { HeaderSeen } from '../terms/evidence.js';

/** The response headers that decide what the payment page may run, load, send and embed. */
const SECURITY_HEADERS = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'reporting-endpoints',
  'report-to',
  'integrity-policy',
  'integrity-policy-report-only',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
]);

const isSecurityHeader = (name: string) =>
  SECURITY_HEADERS.has(name) || name.startsWith('cross-origin-');

/** An HTTP date (`Tue, 25 Nov 2026 19:00:00 GMT`), which changes with every response. */
const HTTP_DATE = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT\b/g;
/** A CSP nonce source: a new value on every response by design. */
const NONCE = /'nonce-[^']*'/g;

/**
 * The document's security headers, by lower-case name and sorted, repeated ones joined with `, `
 * as HTTP folds them, with what changes per request by design replaced: two loads of an
 * unchanged page give the same list.
 */
export function securityHeaders(headers: { name: string; value: string }[]): HeaderSeen[] {
  const values = new Map<string, string[]>();
  for (const { name, value } of headers) {
    const key = name.toLowerCase();
    if (isSecurityHeader(key)) values.set(key, [...(values.get(key) ?? []), value]);
  }
  return [...values]
    .map(([name, list]) => ({ name, value: normaliseHeader(list.join(', ')) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function normaliseHeader(value: string): string {
  return value
    .replace(NONCE, "'nonce-{nonce}'")
    .replace(HTTP_DATE, '{date}')
    .replace(/\s+/g, ' ')
    .trim();
}
