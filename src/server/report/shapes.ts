// What browsers send, read loosely (unknown members dropped, not refused) but checked where used.
// Checked by hand: zod would put some 150 KB into the server bundle for five small shapes.

type Check = (value: unknown) => boolean;
/** The members a shape names, checked; null when one of them is wrong or the value no object. */
type Reader<T> = (value: unknown) => T | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text =
  (max = 4096): Check =>
  (value) =>
    typeof value === 'string' && value.length <= max;
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const position = optional((value) => Number.isInteger(value) && (value as number) >= 0);
const oneOf =
  (...allowed: unknown[]): Check =>
  (value) =>
    allowed.includes(value);
const HASH = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
/** A directive's name (`script-src-elem`): anything else is a forged report, and may carry digits. */
export const DIRECTIVE = /^[a-z][a-z-]{0,63}$/;
const directive: Check = (value) => typeof value === 'string' && DIRECTIVE.test(value);

function shape<T>(checks: { [K in keyof T]-?: Check }): Reader<T> {
  return (value) => {
    if (!isObject(value)) return null;
    const read: Record<string, unknown> = {};
    for (const [name, check] of Object.entries(checks) as [string, Check][]) {
      if (!check(value[name])) return null;
      if (value[name] !== undefined) read[name] = value[name];
    }
    return read as T;
  };
}

export interface ReportEntry {
  type: string;
  url: string;
  user_agent?: string;
  body: Record<string, unknown>;
}

const entry = shape<ReportEntry>({
  type: text(100),
  url: text(),
  user_agent: optional(text()),
  body: isObject,
});

/** `application/reports+json`: a batch from the Reporting API (CSP `report-to`, Integrity-Policy). */
export function readBatch(value: unknown): ReportEntry[] | null {
  if (!Array.isArray(value) || value.length > 100) return null;
  const entries = value.map(entry);
  return entries.every((read) => read !== null) ? (entries as ReportEntry[]) : null;
}

export const cspHashBody = shape<{
  documentURL?: string;
  subresourceURL: string;
  hash: string;
  destination: string;
}>({
  documentURL: optional(text()),
  subresourceURL: text(),
  hash: (value) => typeof value === 'string' && value.length <= 200 && HASH.test(value),
  destination: text(100),
});

export const cspViolationBody = shape<{
  documentURL: string;
  blockedURL?: string;
  effectiveDirective: string;
  disposition: 'enforce' | 'report';
  sourceFile?: string;
  lineNumber?: number;
  columnNumber?: number;
}>({
  documentURL: text(),
  blockedURL: optional(text()),
  effectiveDirective: directive,
  disposition: oneOf('enforce', 'report'),
  sourceFile: optional(text()),
  lineNumber: position,
  columnNumber: position,
});

export const integrityViolationBody = shape<{
  documentURL: string;
  blockedURL: string;
  destination: string;
  reportOnly: boolean;
}>({
  documentURL: text(),
  blockedURL: text(),
  destination: text(100),
  reportOnly: (value) => typeof value === 'boolean',
});

/** `application/csp-report`: one violation from the older `report-uri` (Firefox, Safari). */
export const cspReport = shape<{
  'document-uri': string;
  'blocked-uri'?: string;
  'effective-directive'?: string;
  'violated-directive'?: string;
  disposition?: 'enforce' | 'report';
  'source-file'?: string;
  'line-number'?: number;
  'column-number'?: number;
}>({
  'document-uri': text(),
  'blocked-uri': optional(text()),
  'effective-directive': optional(text(100)),
  'violated-directive': optional(text(1000)),
  disposition: optional(oneOf('enforce', 'report')),
  'source-file': optional(text()),
  'line-number': position,
  'column-number': position,
});
