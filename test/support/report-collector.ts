// reportCollector() mounted on Node's http through nodeHandler, over real HTTP on 127.0.0.1, for
// the collector's tests: what it passed, what it told onError, and a way to post to it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { nodeHandler, reportCollector, type PaymentPageReport } from '../../src/server/index.js';

export const REPORTS = 'application/reports+json';
export const CSP_REPORT = 'application/csp-report';
export const PAGE = 'https://shop.example/checkout?basket=42';
export const HASH = `sha256-${'x'.repeat(43)}=`;

export const hashReport = (script: string, hash = HASH) => ({
  type: 'csp-hash',
  url: PAGE,
  age: 10,
  user_agent: 'Chromium/156',
  body: {
    documentURL: PAGE,
    subresourceURL: script,
    hash,
    type: 'subresource',
    destination: 'script',
  },
});

export interface CollectorOnHttp {
  /** The collector's URL, once the file's tests start. */
  url: string;
  /** What onReport was handed since the test started. */
  received: PaymentPageReport[];
  /** What onError was handed since the test started. */
  errors: unknown[];
  /** Thrown by onReport for the next report, then cleared. */
  failNext: Error | undefined;
  /** Posts `body` as `type`; resolves the answer's status. */
  send(body: string | Uint8Array<ArrayBuffer>, type?: string, method?: string): Promise<number>;
}

/** Serves the collector for the calling file's tests; each test starts with nothing received. */
export function collectorOnHttp(): CollectorOnHttp {
  let server: Server;
  const collector: CollectorOnHttp = {
    url: '',
    received: [],
    errors: [],
    failNext: undefined,
    async send(body, type = REPORTS, method = 'POST') {
      const headers = { 'Content-Type': type };
      const response = await fetch(collector.url, { method, headers, body });
      return response.status;
    },
  };
  beforeAll(async () => {
    const handler = reportCollector({
      onReport(report) {
        if (collector.failNext) {
          const error = collector.failNext;
          collector.failNext = undefined;
          throw error;
        }
        collector.received.push(report);
      },
      onError: (error) => collector.errors.push(error),
    });
    server = createServer(nodeHandler(handler));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    collector.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reports`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));
  beforeEach(() => {
    collector.received.length = 0;
    collector.errors.length = 0;
  });
  return collector;
}
