import {
  DIRECTIVE,
  cspHashBody,
  cspReport,
  cspViolationBody,
  integrityViolationBody,
  readBatch,
} from './shapes.js';
import { redactUrl, redactWhere } from './redact.js';

/** One thing a payment page's browser reported, its URLs cut to what identifies the script. */
export type PaymentPageReport =
  | {
      /** A script the page ran (CSP `'report-sha256'`): the inventory's line. */
      type: 'script-hash';
      documentUrl: string;
      /** The script's origin and path (no query). */
      scriptUrl: string;
      /** `sha256-…`, the hash of the body the browser received. */
      hash: string;
      userAgent?: string;
    }
  | {
      /** Something the CSP blocked (`enforce`) or would have (`report`). */
      type: 'csp-violation';
      documentUrl: string;
      /** `script-src-elem`, `connect-src`, `require-trusted-types-for`… */
      directive: string;
      /** `inline`, `eval`, `trusted-types-sink`…, or the origin alone of a URL (where data went). */
      blocked: string;
      disposition: 'enforce' | 'report';
      /** The script that did it: origin and path, with its line and column when known. */
      sourceFile?: string;
      line?: number;
      column?: number;
      userAgent?: string;
    }
  | {
      /** A script loaded without `integrity` under `Integrity-Policy` (blocked unless report-only). */
      type: 'integrity-violation';
      documentUrl: string;
      /** The script's origin and path. */
      scriptUrl: string;
      destination: string;
      reportOnly: boolean;
      userAgent?: string;
    };

export type ReportKind = 'reports+json' | 'csp-report';

/** The reports a valid body holds (none for report types it does not know); null when invalid. */
export function readReports(kind: ReportKind, json: unknown): PaymentPageReport[] | null {
  if (kind === 'csp-report') {
    const report = isObject(json) ? cspReport(json['csp-report']) : null;
    if (!report) return null;
    const directive = report['effective-directive'] ?? report['violated-directive']?.split(' ')[0];
    if (!directive || !DIRECTIVE.test(directive)) return null;
    return [
      withPosition({
        type: 'csp-violation',
        documentUrl: redactUrl(report['document-uri'], 'path'),
        directive,
        blocked: redactWhere(report['blocked-uri']),
        disposition: report.disposition ?? 'enforce',
        sourceFile: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
      }),
    ];
  }
  const batch = readBatch(json);
  if (!batch) return null;
  const reports: PaymentPageReport[] = [];
  for (const { type, url, user_agent, body } of batch) {
    const userAgent = user_agent?.slice(0, 300);
    const read = readOne(type, url, body);
    if (read === null) return null;
    if (read) reports.push(userAgent ? { ...read, userAgent } : read);
  }
  return reports;
}

/** `undefined` for a type this collector does not handle; null for a known type's bad body. */
function readOne(type: string, url: string, body: unknown): PaymentPageReport | null | undefined {
  if (type === 'csp-hash') {
    const hash = cspHashBody(body);
    if (!hash) return null;
    if (hash.destination !== 'script') return undefined;
    return {
      type: 'script-hash',
      documentUrl: redactUrl(hash.documentURL ?? url, 'path'),
      scriptUrl: redactUrl(hash.subresourceURL, 'path'),
      hash: hash.hash,
    };
  }
  if (type === 'csp-violation') {
    const violation = cspViolationBody(body);
    if (!violation) return null;
    return withPosition({
      type: 'csp-violation',
      documentUrl: redactUrl(violation.documentURL, 'path'),
      directive: violation.effectiveDirective,
      blocked: redactWhere(violation.blockedURL),
      disposition: violation.disposition,
      sourceFile: violation.sourceFile,
      line: violation.lineNumber,
      column: violation.columnNumber,
    });
  }
  if (type === 'integrity-violation') {
    const integrity = integrityViolationBody(body);
    if (!integrity) return null;
    return {
      type: 'integrity-violation',
      documentUrl: redactUrl(integrity.documentURL, 'path'),
      scriptUrl: redactUrl(integrity.blockedURL, 'path'),
      destination: integrity.destination,
      reportOnly: integrity.reportOnly,
    };
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The violation with its source position only when the browser gave a source file. */
function withPosition(
  report: Extract<PaymentPageReport, { type: 'csp-violation' }>,
): PaymentPageReport {
  const { sourceFile, line, column, ...rest } = report;
  if (!sourceFile) return rest;
  return {
    ...rest,
    sourceFile: redactUrl(sourceFile, 'path'),
    ...(line !== undefined && { line }),
    ...(column !== undefined && { column }),
  };
}
