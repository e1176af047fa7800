import { readCapped } from '../http/read-body.js';
import { readReports, type PaymentPageReport, type ReportKind } from './read.js';

export interface ReportCollectorOptions {
  /**
   * Called once for each new script hash or violation (the same one again is not passed twice).
   * Wire it to the alerting of whoever answers for the payment page. A rejection answers 500 and
   * the report counts as new when it comes again.
   */
  onReport: (report: PaymentPageReport) => void | Promise<void>;
  /** Largest body read, in bytes (default 65 536); a larger one is refused with 413. */
  maxBodyBytes?: number;
  /** How many reports are remembered to drop repeats (default 10 000, the oldest forgotten first). */
  remember?: number;
  /** Told of a failing `onReport`; the collector itself never throws. */
  onError?: (error: unknown) => void;
}

/** A web-standard request handler: Hono, Next's route handlers, Deno, Bun, or Node through `nodeHandler`. */
export type ReportHandler = (request: Request) => Promise<Response>;

const TYPES: Record<string, ReportKind> = {
  'application/reports+json': 'reports+json',
  'application/csp-report': 'csp-report',
};

/**
 * The endpoint the payment page's browsers send their reports to (`reportUrl` of
 * `paymentPageHeaders`): CSP violations and script hashes, Integrity-Policy violations, from the
 * Reporting API (`application/reports+json`) and `report-uri` (`application/csp-report`).
 * Answers 204 when read, a 4xx for anything else, and never throws.
 */
export function reportCollector(options: ReportCollectorOptions): ReportHandler {
  if (typeof options?.onReport !== 'function') {
    throw new TypeError(`Expected onReport to be a function, got ${typeof options?.onReport}`);
  }
  const maxBytes = positive('maxBodyBytes', options.maxBodyBytes, 65_536);
  const seen = new Set<string>();
  const limit = positive('remember', options.remember, 10_000);

  return async (request) => {
    try {
      if (request.method !== 'POST') return status(405, { Allow: 'POST' });
      const type = request.headers.get('content-type')?.split(';')[0]!.trim().toLowerCase();
      const kind = type ? TYPES[type] : undefined;
      if (!kind) {
        await request.body?.cancel().catch(() => {});
        return status(415);
      }
      const body = await readCapped(request, maxBytes);
      if (body === 'too large') return status(413);
      const reports = body === 'unreadable' ? null : readReports(kind, parse(body));
      if (!reports) return status(400);
      for (const report of reports) {
        const key = JSON.stringify({ ...report, userAgent: undefined });
        if (seen.has(key)) continue;
        seen.add(key);
        if (seen.size > limit) seen.delete(seen.values().next().value!);
        try {
          await options.onReport(report);
        } catch (error) {
          seen.delete(key);
          options.onError?.(error);
          return status(500);
        }
      }
      return status(204);
    } catch (error) {
      // Unexpected, yet never thrown at the server that mounts it.
      options.onError?.(error);
      return status(500);
    }
  };
}

function status(code: number, headers?: Record<string, string>): Response {
  return new Response(null, { status: code, headers });
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value <= 0) {
    throw new TypeError(`Expected ${name} to be a positive integer, got ${String(value)}`);
  }
  return value;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
