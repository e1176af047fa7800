import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { reportCollector } from '../index.js';
import {
  collectorOnHttp,
  CSP_REPORT,
  HASH,
  hashReport,
  PAGE,
  REPORTS,
} from '../../../test/support/report-collector.js';

// The collector mounted on Node's http through nodeHandler, over real HTTP on 127.0.0.1.
const collector = collectorOnHttp();
const { received, errors, send } = collector;

describe('reportCollector', () => {
  it('passes each script hash, violation and integrity report of a Reporting API batch', async () => {
    const batch = [
      hashReport('https://shop.example/card-tokenizer.iife.js?v=3'),
      {
        type: 'csp-violation',
        url: PAGE,
        body: {
          documentURL: PAGE,
          blockedURL: 'inline',
          effectiveDirective: 'script-src-elem',
          originalPolicy: "script-src 'nonce-x'",
          disposition: 'enforce',
          statusCode: 200,
        },
      },
      {
        type: 'integrity-violation',
        url: PAGE,
        body: {
          documentURL: PAGE,
          blockedURL: 'https://cdn.example/tag.js',
          destination: 'script',
          reportOnly: true,
        },
      },
      { type: 'deprecation', url: PAGE, body: { id: 'x', message: 'y' } },
    ];
    expect(await send(JSON.stringify(batch))).toBe(204);
    expect(received).toEqual([
      {
        type: 'script-hash',
        documentUrl: 'https://shop.example/checkout',
        scriptUrl: 'https://shop.example/card-tokenizer.iife.js',
        hash: HASH,
        userAgent: 'Chromium/156',
      },
      {
        type: 'csp-violation',
        documentUrl: 'https://shop.example/checkout',
        directive: 'script-src-elem',
        blocked: 'inline',
        disposition: 'enforce',
      },
      {
        type: 'integrity-violation',
        documentUrl: 'https://shop.example/checkout',
        scriptUrl: 'https://cdn.example/tag.js',
        destination: 'script',
        reportOnly: true,
      },
    ]);
  });

  it('reads a report-uri violation, and keeps only the origin a blocked request went to', async () => {
    const report = {
      'csp-report': {
        'document-uri': PAGE,
        referrer: '',
        'violated-directive': 'connect-src',
        'effective-directive': 'connect-src',
        'original-policy': "connect-src 'self'",
        disposition: 'enforce',
        'blocked-uri': 'https://skimmer.example/collect?pan=4970101122334455',
        'line-number': 12,
        'column-number': 7,
        'source-file': 'https://shop.example/analytics.js?id=4970-1011-2233-4455',
        'status-code': 200,
      },
    };
    expect(await send(JSON.stringify(report), `${CSP_REPORT}; charset=utf-8`)).toBe(204);
    expect(received).toEqual([
      {
        type: 'csp-violation',
        documentUrl: 'https://shop.example/checkout',
        directive: 'connect-src',
        blocked: 'https://skimmer.example',
        disposition: 'enforce',
        sourceFile: 'https://shop.example/analytics.js',
        line: 12,
        column: 7,
      },
    ]);
  });

  it('refuses a forged report whose directive is no directive name: it could carry the card', async () => {
    const forged = 'http://skimmer.example/?pan=4970101122334455';
    const viaReportUri = {
      'csp-report': { 'document-uri': PAGE, 'violated-directive': `${forged} 'self'` },
    };
    expect(await send(JSON.stringify(viaReportUri), CSP_REPORT)).toBe(400);
    const viaReportTo = [
      {
        type: 'csp-violation',
        url: PAGE,
        body: { documentURL: PAGE, effectiveDirective: forged, disposition: 'enforce' },
      },
    ];
    expect(await send(JSON.stringify(viaReportTo))).toBe(400);
    expect(received).toEqual([]);
  });

  it('removes a card-length run of digits from a kept path', async () => {
    const script = 'https://cdn.example/4970 1011 2233 4455/x.js';
    expect(await send(JSON.stringify([hashReport(script)]))).toBe(204);
    expect(received[0]).toMatchObject({
      scriptUrl: 'https://cdn.example/[digits removed]/x.js',
    });
  });

  it('passes the same report once, whatever browser sent it again', async () => {
    const script = 'https://shop.example/once.js';
    const again = { ...hashReport(script), user_agent: 'Firefox/153' };
    expect(await send(JSON.stringify([hashReport(script), again]))).toBe(204);
    expect(await send(JSON.stringify([hashReport(script)]))).toBe(204);
    expect(await send(JSON.stringify([hashReport(script, `sha256-${'y'.repeat(43)}=`)]))).toBe(204);
    expect(received.map((report) => report.type === 'script-hash' && report.hash)).toEqual([
      HASH,
      `sha256-${'y'.repeat(43)}=`,
    ]);
  });

  it('answers 500 when onReport fails, and passes the report when it comes again', async () => {
    const body = JSON.stringify([hashReport('https://shop.example/retry.js')]);
    collector.failNext = new Error('alerting is down');
    expect(await send(body)).toBe(500);
    expect(errors).toEqual([collector.failNext ?? expect.any(Error)]);
    expect(await send(body)).toBe(204);
    expect(received).toHaveLength(1);
  });

  it.each([
    ['a GET', 405, () => fetch(collector.url).then((r) => r.status)],
    ['JSON as text/plain', 415, () => send('[]', 'text/plain')],
    ['application/json', 415, () => send('[]', 'application/json')],
    ['not JSON', 400, () => send('[{')],
    ['not UTF-8', 400, () => send(new Uint8Array([91, 34, 0xff, 0xfe, 34, 93]))],
    ['an object for a batch', 400, () => send('{"type":"csp-hash"}')],
    ['a report-uri body without its member', 400, () => send('{"csp":{}}', CSP_REPORT)],
    [
      'no content type',
      415,
      () =>
        fetch(collector.url, { method: 'POST', body: new Uint8Array([91, 93]) }).then(
          (r) => r.status,
        ),
    ],
    [
      'a known type with a bad body',
      400,
      () => send(JSON.stringify([{ ...hashReport('x'), body: { hash: 1 } }])),
    ],
    [
      '101 reports in a batch',
      400,
      () => send(JSON.stringify(Array(101).fill(hashReport('https://a.example/a.js')))),
    ],
  ])('answers %s with %i', async (_case, status, call) => {
    expect(await call()).toBe(status);
    expect(received).toEqual([]);
  });

  it('refuses a body declared over 64 KB with 413 before reading it', async () => {
    const big = JSON.stringify([
      { ...hashReport('https://a.example/a.js'), pad: 'x'.repeat(70_000) },
    ]);
    expect(await send(big)).toBe(413);
    expect(received).toEqual([]);
  });

  it('stops reading a chunked body without Content-Length at 64 KB: 413, and serves on', async () => {
    const status = await new Promise<number>((done, failed) => {
      const outgoing = httpRequest(collector.url, {
        method: 'POST',
        headers: { 'Content-Type': REPORTS },
      });
      outgoing.on('response', (response) => {
        response.resume();
        done(response.statusCode!);
      });
      outgoing.on('error', failed);
      outgoing.write('[');
      for (let chunk = 0; chunk < 20; chunk += 1) outgoing.write(' '.repeat(8192));
      outgoing.end(']');
    });
    expect(status).toBe(413);
    expect(await send(JSON.stringify([hashReport('https://shop.example/after.js')]))).toBe(204);
    expect(received).toHaveLength(1);
  });

  it('throws a TypeError at setup without onReport', () => {
    expect(() => reportCollector({} as never)).toThrow(
      'Expected onReport to be a function, got undefined',
    );
    expect(() => reportCollector({ onReport() {}, maxBodyBytes: 0 })).toThrow(
      'Expected maxBodyBytes to be a positive integer, got 0',
    );
  });
});
