import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../src/audit/browser/driver.js';
import type { Inventory } from '../../src/audit/inventory/schema.js';
import { runCli } from '../../src/audit/main.js';
import type { Report } from '../../src/audit/report.js';
import { cleanShop, STRICT_CSP } from './shop.js';
import { approveAll, startSite, type Site } from './site.js';

/** The card frame's own script: it keeps its form from navigating, and is approved for it. */
const FRAME_SCRIPT = `document.querySelector('form').addEventListener('submit', (event) => event.preventDefault());`;
const FRAME_CSP = `default-src 'self'; script-src 'nonce-{nonce}' 'strict-dynamic'; base-uri 'none'`;

/** A card form in a document of its own, as a payment page embeds one from another origin. */
function cardFrame(frameSite: Site, pageOrigin: string, scripts = ['/frame.js']): void {
  frameSite.files.set('/frame.js', FRAME_SCRIPT);
  frameSite.files.set(
    '/checkout',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card</title>
<script nonce="{nonce}">window.frameConfig = { brand: 'CB' };</script>
${scripts.map((src) => `<script nonce="{nonce}" src="${src}" defer></script>`).join('\n')}
</head><body><form>
<input autocomplete="cc-number" inputmode="numeric" aria-label="Card number">
<input autocomplete="cc-exp" aria-label="Expiry"><input autocomplete="cc-csc" aria-label="Security code">
</form></body></html>`,
  );
  frameSite.headers = {
    'Content-Security-Policy': `${FRAME_CSP}; frame-ancestors ${pageOrigin}`,
    'Referrer-Policy': 'no-referrer',
  };
}

let browser: Browser;
let site: Site;
let frameSite: Site;
let dir: string;
let inventory: string;

beforeAll(async () => {
  browser = await launchChromium({ chromium });
  site = await startSite();
  frameSite = await startSite();
  dir = mkdtempSync(join(tmpdir(), 'card-tokenizer-audit-frames-'));
  inventory = join(dir, 'inventory.json');
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await frameSite?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function audit(...args: string[]) {
  const json = join(dir, 'evidence.json');
  rmSync(json, { force: true });
  const out: string[] = [];
  const status = await runCli(
    [`${site.origin}/checkout`, '--inventory', inventory, '--json', json, ...args],
    {
      stdout: (text) => out.push(text),
      stderr: (text) => out.push(text),
      integrityFile: 'dist/integrity.json',
      browser,
    },
  );
  const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
  return { status, stdout: out.join('\n'), report, drifts: report.drifts ?? [] };
}

const kinds = (drifts: { kind: string; where: string }[]) =>
  drifts.map(({ kind, where }) => `${kind} ${where}`);

/**
 * `localhost` is another site than the page's 127.0.0.1: Chromium runs that frame in a process of
 * its own. Another port of 127.0.0.1 is cross-origin but same-site: the page's process.
 */
describe.each([
  ['out of process (cross-site)', 'localhost'],
  ['in the page process (cross-origin, same site)', '127.0.0.1'],
])('card-tokenizer-audit in a card frame %s', (_name, host) => {
  let frameOrigin: string;
  let frameUrl: string;
  let approved: string;

  /** The shop with its card frame, as approved; `change` then alters it. */
  async function approvedThenChanged(change: () => void) {
    writeFileSync(inventory, approved);
    cleanShop(site, [], `<iframe src="${frameUrl}" title="Card"></iframe>`);
    site.headers['Content-Security-Policy'] = `${STRICT_CSP}; frame-src ${frameOrigin}`;
    cardFrame(frameSite, site.origin);
    change();
    return audit();
  }

  it('records the frame, its scripts, headers and card-input listeners, and passes it unchanged', async () => {
    frameOrigin = frameSite.origin.replace('127.0.0.1', host);
    frameUrl = `${frameOrigin}/checkout`;
    cleanShop(site, [], `<iframe src="${frameUrl}" title="Card"></iframe>`);
    site.headers['Content-Security-Policy'] = `${STRICT_CSP}; frame-src ${frameOrigin}`;
    cardFrame(frameSite, site.origin);
    rmSync(inventory, { force: true });
    await audit('--update');
    const file = JSON.parse(readFileSync(inventory, 'utf8')) as Inventory;
    const inFrame = <T extends { frame?: string }>(entries: T[]) =>
      entries.filter(({ frame }) => frame === frameUrl);
    expect(inFrame(file.scripts).map(({ url }) => url)).toEqual([
      `${frameOrigin}/frame.js`,
      'inline',
    ]);
    // The frame's parser loaded its script, whichever process runs the frame.
    expect(inFrame(file.scripts)[0]).toHaveProperty('loadedBy', frameUrl);
    expect(inFrame(file.headers).map(({ name }) => name)).toEqual([
      'content-security-policy',
      'referrer-policy',
    ]);
    expect(inFrame(file.listeners)).toEqual([
      expect.objectContaining({
        type: 'submit',
        target: 'form',
        script: `${frameOrigin}/frame.js`,
      }),
    ]);
    // The page's own entries are as before: no frame field.
    expect(file.scripts.find(({ url }) => url === '/shop.js')).not.toHaveProperty('frame');
    approveAll(inventory);
    approved = readFileSync(inventory, 'utf8');
    // Which case this is: only an out-of-process frame has a DevTools session of its own.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${site.origin}/checkout`);
      const frame = page.frames().find((candidate) => candidate.url() === frameUrl)!;
      const ownSession = await context.newCDPSession(frame).then(
        () => true,
        () => false,
      );
      expect(ownSession).toBe(host === 'localhost');
    } finally {
      await context.close();
    }
    const clean = await approvedThenChanged(() => {});
    expect(kinds(clean.drifts)).toEqual([]);
    expect(clean.status).toBe(0);
  });

  it.each([
    [
      'a script added inside the frame',
      () => cardFrame(frameSite, site.origin, ['/frame.js', '/tag.js']),
      () => `script-added ${frameOrigin}/tag.js in frame ${frameUrl}`,
    ],
    [
      'a script of the frame changed',
      () => frameSite.files.set('/frame.js', `${FRAME_SCRIPT}\nwindow.changed = 1;`),
      () => `script-changed ${frameOrigin}/frame.js in frame ${frameUrl}`,
    ],
    [
      'a listener added on the frame card input',
      () =>
        frameSite.files.set(
          '/frame.js',
          `${FRAME_SCRIPT}\ndocument.querySelector('[autocomplete="cc-number"]').addEventListener('input', () => {});`,
        ),
      () =>
        `listener-added input on input[autocomplete=cc-number] by ${frameOrigin}/frame.js in frame ${frameUrl}`,
    ],
    [
      'the frame CSP weakened',
      () =>
        (frameSite.headers['Content-Security-Policy'] = FRAME_CSP.replace(
          `'nonce-{nonce}' 'strict-dynamic'`,
          `'self' 'unsafe-inline'`,
        )),
      () => `header-changed content-security-policy in frame ${frameUrl}`,
    ],
    [
      'a frame header removed',
      () => delete frameSite.headers['Referrer-Policy'],
      () => `header-removed referrer-policy in frame ${frameUrl}`,
    ],
  ])('fails on %s, naming the frame', async (_change, change, expected) => {
    const run = await approvedThenChanged(change);
    expect(kinds(run.drifts)).toContain(expected());
    expect(run.status).toBe(1);
  });
});

describe('card-tokenizer-audit with the element in a cross-site frame only', () => {
  it('judges the page by its frame: the element, its listeners and a skimmer hooking its card input', async () => {
    const frameOrigin = frameSite.origin.replace('127.0.0.1', 'localhost');
    const frameUrl = `${frameOrigin}/checkout`;
    const embed = () => {
      cleanShop(frameSite);
      frameSite.headers['Content-Security-Policy'] = STRICT_CSP.replace(
        "frame-ancestors 'none'",
        `frame-ancestors ${site.origin}`,
      );
      delete frameSite.headers['X-Frame-Options'];
      site.files.clear();
      site.files.set(
        '/checkout',
        `<!doctype html><html lang="en"><title>Checkout</title><iframe src="${frameUrl}" title="Card"></iframe></html>`,
      );
      site.headers = { 'Content-Security-Policy': `default-src 'self'; frame-src ${frameOrigin}` };
    };
    embed();
    rmSync(inventory, { force: true });
    expect((await audit('--update')).status).toBe(1);
    approveAll(inventory);
    const clean = await audit();
    expect(kinds(clean.drifts)).toEqual([]);
    expect(clean.status).toBe(0);
    expect(clean.report.evidence.ownScripts).toContain(`${frameOrigin}/card-tokenizer.iife.js`);
    expect(clean.report.evidence.listeners).toEqual([
      { type: 'submit', target: 'form', script: `${frameOrigin}/shop.js`, frame: frameUrl },
    ]);

    embed();
    const hook = `customElements.whenDefined('card-tokenizer').then(() => document.querySelector('card-tokenizer').updateComplete).then(() =>
  document.querySelector('input[autocomplete="cc-number"]').addEventListener('keyup', () => {}));`;
    frameSite.files.set('/shop.js', `${frameSite.files.get('/shop.js')}\n${hook}`);
    const hooked = await audit();
    expect(kinds(hooked.drifts)).toContain(
      `listener-added keyup on input[autocomplete=cc-number] by ${frameOrigin}/shop.js in frame ${frameUrl}`,
    );
    expect(hooked.status).toBe(1);
  });
});

describe('card-tokenizer-audit inventories from before frames', () => {
  it('still load, and pass the page they approve', async () => {
    cleanShop(site);
    rmSync(inventory, { force: true });
    await audit('--update');
    approveAll(inventory);
    const file = JSON.parse(readFileSync(inventory, 'utf8')) as Inventory;
    expect(JSON.stringify(file)).not.toContain('"frame"');
    const run = await audit();
    expect(run.status).toBe(0);
  });
});
