import { serve } from '@hono/node-server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createDemoApp } from './app.js';

let backend;
let backendUrl;
let logged;
beforeEach(async () => {
  logged = [];
  vi.spyOn(console, 'log').mockImplementation((line) => logged.push(String(line)));
  // The collector needs no payment service: the route is the app's, the service is never called.
  const app = createDemoApp({ kind: 'sandbox', payments: null, expiringPayments: null });
  await new Promise((listening) => {
    backend = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, ({ port }) => {
      backendUrl = `http://127.0.0.1:${port}`;
      listening();
    });
  });
});
afterEach(async () => {
  await new Promise((closed) => backend.close(closed));
  vi.restoreAllMocks();
});

const post = (body) =>
  fetch(`${backendUrl}/api/reports`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/reports+json' },
    body: JSON.stringify(body),
  });

const SKIMMER_BLOCKED = {
  type: 'csp-violation',
  url: 'http://127.0.0.1:5173/script-tag.html?email=ada%40example.com',
  body: {
    documentURL: 'http://127.0.0.1:5173/script-tag.html?email=ada%40example.com',
    blockedURL: 'https://skimmer.example/c/4970101122334455?cvc=123',
    effectiveDirective: 'img-src',
    disposition: 'enforce',
    sourceFile: 'https://cdn.example/widget.js?v=2',
    lineNumber: 3,
    columnNumber: 14,
  },
};

it('logs each new report once, with the URLs cut to what names the script and the page', async () => {
  expect((await post([SKIMMER_BLOCKED])).status).toBe(204);
  expect((await post([SKIMMER_BLOCKED])).status).toBe(204);

  const reports = logged.filter((line) => line.startsWith('[payment page report]'));
  expect(reports).toEqual([
    '[payment page report] {"type":"csp-violation","documentUrl":"http://127.0.0.1:5173/script-tag.html","directive":"img-src","blocked":"https://skimmer.example","disposition":"enforce","sourceFile":"https://cdn.example/widget.js","line":3,"column":14}',
  ]);
  expect(logged.join('\n')).not.toMatch(/4970|ada|cvc/);
});

it('answers a body that is not a report with 400 and logs no report', async () => {
  expect((await post({ not: 'a batch' })).status).toBe(400);
  expect(logged.filter((line) => line.startsWith('[payment page report]'))).toEqual([]);
});
