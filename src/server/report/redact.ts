// A skimmer blocked by the CSP shows up in a report with the URL it tried to send to, and that
// URL may carry the card. What the collector passes on keeps no query, no fragment, and no run
// of digits long enough to be a card number.

/** 12 or more digits, separated or not: a card number, whole or nearly. */
const DIGIT_RUN = /\d(?:[\s.\-_/]?\d){11,}/g;
const REMOVED = '[digits removed]';
/** What CSP reports in place of a URL. */
const KEYWORDS = new Set([
  'inline',
  'eval',
  'wasm-eval',
  'self',
  'data',
  'blob',
  'trusted-types-policy',
  'trusted-types-sink',
]);

/** `origin` alone, or `path`: origin and path; anything that is not a URL becomes `"unknown"`. */
export function redactUrl(value: string, keep: 'origin' | 'path'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'unknown';
  }
  if (url.origin === 'null') return `${url.protocol}`;
  if (keep === 'origin') return url.origin.replace(DIGIT_RUN, REMOVED);
  // Decoded first: "4970%201011…" is the same number.
  return `${url.origin}${decoded(url.pathname)}`.replace(DIGIT_RUN, REMOVED);
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A blocked resource: the CSP keyword, or the origin it was going to. */
export function redactWhere(value: string | undefined): string {
  if (value === undefined || value === '') return 'unknown';
  if (KEYWORDS.has(value)) return value;
  return redactUrl(value, 'origin');
}
