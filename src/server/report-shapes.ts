import { z } from 'zod';

// What browsers send, read loosely (unknown members kept out, not refused) but typed where used.
const text = z.string().max(4096);
const optionalText = text.optional();
const position = z.number().int().nonnegative().optional();

/** `application/reports+json`: a batch from the Reporting API (CSP `report-to`, Integrity-Policy). */
export const reportBatch = z
  .array(
    z.object({
      type: z.string().max(100),
      url: text,
      user_agent: optionalText,
      body: z.record(z.string(), z.unknown()),
    }),
  )
  .max(100);

export const cspHashBody = z.object({
  documentURL: optionalText,
  subresourceURL: text,
  hash: z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/),
  destination: z.string().max(100),
});

export const cspViolationBody = z.object({
  documentURL: text,
  blockedURL: optionalText,
  effectiveDirective: z.string().max(100),
  disposition: z.enum(['enforce', 'report']),
  sourceFile: optionalText,
  lineNumber: position,
  columnNumber: position,
});

export const integrityViolationBody = z.object({
  documentURL: text,
  blockedURL: text,
  destination: z.string().max(100),
  reportOnly: z.boolean(),
});

/** `application/csp-report`: one violation from the older `report-uri` (Firefox, Safari). */
export const cspReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': optionalText,
    'effective-directive': z.string().max(100).optional(),
    'violated-directive': z.string().max(1000).optional(),
    disposition: z.enum(['enforce', 'report']).optional(),
    'source-file': optionalText,
    'line-number': position,
    'column-number': position,
  }),
});
