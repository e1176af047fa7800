import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INSTALL_DRIVER, launchChromium, loadDriver } from '../../src/audit/browser/driver.js';
import type { Inventory } from '../../src/audit/inventory/schema.js';
import { runCli } from '../../src/audit/main.js';
import type { Report } from '../../src/audit/report.js';
import { cleanShop, SKIMMER, STRICT_CSP } from './shop.js';
import { approveAll, elementIntegrity, elementScript, sri, startSite, type Site } from './site.js';

let browser: Browser;
let site: Site;
let dir: string;
let inventory: string;

beforeAll(async () => {
  browser = await launchChromium({ chromium });
  site = await startSite();
  dir = mkdtempSync(join(tmpdir(), 'card-tokenizer-audit-'));
  inventory = join(dir, 'inventory.json');
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The command in this process, with the test's browser: its exit status, output and JSON evidence. */
async function audit(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const json = join(dir, 'evidence.json');
  rmSync(json, { force: true });
  const status = await runCli(
    [`${site.origin}/checkout`, '--inventory', inventory, '--json', json, ...args],
    {
      stdout: (text) => out.push(text),
      stderr: (text) => err.push(text),
      integrityFile: 'dist/integrity.json',
      browser,
    },
  );
  let report: Report | undefined;
  try {
    report = JSON.parse(readFileSync(json, 'utf8')) as Report;
  } catch {
    report = undefined;
  }
  return {
    status,
    stdout: out.join('\n'),
    stderr: err.join('\n'),
    drifts: report?.drifts ?? [],
    report,
  };
}

/** The clean shop's inventory once approved: written by one load, then reused. */
let approvedClean: string | undefined;

/** The clean shop with its approved inventory. */
async function approvedShop(): Promise<void> {
  cleanShop(site);
  if (!approvedClean) {
    rmSync(inventory, { force: true });
    expect((await audit('--update')).status).toBe(1);
    approveAll(inventory);
    approvedClean = readFileSync(inventory, 'utf8');
  }
  writeFileSync(inventory, approvedClean);
}

/** The approved clean shop, then changed by `change`, audited. */
async function approvedThenChanged(change: () => void) {
  await approvedShop();
  change();
  return audit();
}

/** A loopback origin where nothing listens. */
async function refusedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const kinds = (drifts: { kind: string; where: string }[]) =>
  drifts.map(({ kind, where }) => `${kind} ${where}`);

/** An inventory that approves nothing: enough for the runs that stop before comparing. */
const EMPTY_INVENTORY = {
  version: 1,
  page: '/',
  scripts: [],
  headers: [],
  frames: [],
  listeners: [],
};

describe('card-tokenizer-audit', () => {
  it('writes an unapproved inventory, then passes the unchanged page once it is approved', async () => {
    rmSync(inventory, { force: true });
    cleanShop(site);
    const written = await audit('--update');
    expect(written.status).toBe(1);
    expect(new Set(written.drifts.map(({ kind }) => kind))).toEqual(new Set(['unapproved']));
    const file = JSON.parse(readFileSync(inventory, 'utf8')) as Inventory;
    expect(file.scripts.map(({ url }) => url)).toEqual([
      '/analytics.js',
      '/card-tokenizer.iife.js',
      '/shop.js',
      'inline',
    ]);
    expect(file.scripts.find(({ url }) => url === 'inline')?.sha384).toBe(
      sri(`window.shopConfig = { currency: 'EUR' };`),
    );
    expect(file.headers.find(({ name }) => name === 'content-security-policy')?.value).toContain(
      "'nonce-{nonce}'",
    );
    expect(file.listeners).toEqual([
      expect.objectContaining({ type: 'submit', target: 'form', script: '/shop.js' }),
    ]);

    approveAll(inventory);
    approvedClean = readFileSync(inventory, 'utf8');
    // Another load with a new nonce, after steps on a login page with its own script: nothing
    // per request counts as a change, and what the steps' pages ran is not the checkout's.
    site.files.set(
      '/login',
      '<!doctype html><title>Log in</title><script src="/login.js"></script>',
    );
    site.files.set('/login.js', 'document.cookie = "session=1";');
    const steps = join(dir, 'steps.mjs');
    writeFileSync(
      steps,
      `export default async (page) => {
        await page.goto('${site.origin}/login');
        globalThis.auditStepsCookies = await page.evaluate(() => document.cookie);
      };`,
    );
    const markdown = join(dir, 'report.md');
    const clean = await audit('--steps', steps, '--markdown', markdown);
    expect((globalThis as { auditStepsCookies?: string }).auditStepsCookies).toBe('session=1');
    expect(clean.stderr).toBe('');
    expect(kinds(clean.drifts)).toEqual([]);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toMatch(/^PASS /);
    const report = readFileSync(markdown, 'utf8');
    expect(report).toMatch(/^# Payment page audit: no unauthorised change\n/);
    expect(report).toContain(
      `| /card-tokenizer.iife.js | \`${elementIntegrity()}\` | matches | the page |`,
    );
    expect(clean.report).toMatchObject({ verdict: 'pass', tool: { name: 'card-tokenizer-audit' } });
    expect(clean.report?.browser).toMatch(/^Chromium \d+/);
  });

  it('keeps the approval of unchanged entries on --update, and writes a changed one unapproved', async () => {
    await approvedShop();
    site.files.set('/shop.js', `// v2\nwindow.v = 2;`);
    const updated = await audit('--update');
    expect(kinds(updated.drifts)).toEqual(['unapproved script /shop.js']);
    const file = JSON.parse(readFileSync(inventory, 'utf8')) as Inventory;
    expect(file.scripts.find(({ url }) => url === '/analytics.js')?.approvedBy).toBe(
      'Security lead',
    );
    expect(file.scripts.find(({ url }) => url === '/shop.js')).toMatchObject({
      approvedBy: '',
      justification: '',
    });
  });

  it.each([
    [
      'a script added',
      () => cleanShop(site, [{ path: '/extra.js', body: 'window.extra = 1;' }]),
      'script-added /extra.js',
    ],
    [
      'a script removed',
      () =>
        site.files.set(
          '/checkout',
          site.files.get('/checkout')!.replace(/<script[^>]*analytics[^>]*><\/script>/, ''),
        ),
      'script-removed /analytics.js',
    ],
    [
      'a script changed at the same URL',
      () => site.files.set('/shop.js', `${site.files.get('/shop.js')}\nfetch('/x');`),
      'script-changed /shop.js',
    ],
    [
      'its integrity removed',
      () =>
        site.files.set(
          '/checkout',
          site.files.get('/checkout')!.replace(/(analytics\.js") integrity="[^"]*"/, '$1'),
        ),
      'integrity-removed /analytics.js',
    ],
    [
      'the CSP removed',
      () => delete site.headers['Content-Security-Policy'],
      'header-removed content-security-policy',
    ],
    [
      'the CSP weakened',
      () =>
        (site.headers['Content-Security-Policy'] = STRICT_CSP.replace(
          `'nonce-{nonce}' 'strict-dynamic'`,
          `'self' 'unsafe-inline' 'unsafe-eval'`,
        )),
      'header-changed content-security-policy',
    ],
    [
      'a header changed',
      () => (site.headers['Referrer-Policy'] = 'unsafe-url'),
      'header-changed referrer-policy',
    ],
    [
      'the element script not the installed one',
      () => {
        const tampered = `${elementScript()}\n;window.x=1;`;
        site.files.set('/card-tokenizer.iife.js', tampered);
        const html = site.files.get('/checkout')!;
        site.files.set(
          '/checkout',
          html.replace(/(iife\.js") integrity="[^"]*"/, `$1 integrity="${sri(tampered)}"`),
        );
      },
      'element-script /card-tokenizer.iife.js',
    ],
  ])('fails on %s, naming it', async (_name, change, expected) => {
    const run = await approvedThenChanged(change);
    expect(run.status).toBe(1);
    expect(kinds(run.drifts)).toContain(expected);
    expect(run.stdout).toContain(expected.replace(' ', '  '));
  });

  it('fails when the CSP no longer limits scripts and card data, naming the directives', async () => {
    const run = await approvedThenChanged(
      () =>
        (site.headers['Content-Security-Policy'] =
          "script-src 'self' 'unsafe-inline' 'unsafe-eval'; connect-src *"),
    );
    expect(kinds(run.drifts)).toEqual(
      expect.arrayContaining([
        'csp connect-src',
        'csp form-action',
        'csp script-src',
        'csp require-trusted-types-for',
      ]),
    );
    const removed = await approvedThenChanged(() => delete site.headers['Content-Security-Policy']);
    expect(kinds(removed.drifts)).toContain('csp content-security-policy');
  });

  it('fails on a listener of another script on the card number input', async () => {
    const hook = `const host = document.querySelector('card-tokenizer');
customElements.whenDefined('card-tokenizer').then(() => host.updateComplete).then(() =>
  host.querySelector('input[autocomplete="cc-number"]').addEventListener('input', () => {}));`;
    const run = await approvedThenChanged(() => {
      site.files.set('/shop.js', `${site.files.get('/shop.js')}\n${hook}`);
    });
    expect(kinds(run.drifts)).toContain(
      'listener-added input on input[autocomplete=cc-number] by /shop.js',
    );
  });
});

describe('card-tokenizer-audit --canary', () => {
  it('passes a page whose analytics never read the card; the element request stays in the browser', async () => {
    await approvedShop();
    const run = await audit('--canary');
    expect(kinds(run.drifts)).toEqual([]);
    expect(run.status).toBe(0);
    expect(run.report?.tokenizationRequest).toBe('http://127.0.0.1:9/tokenize');
    expect(run.stdout).toContain('seen only in the tokenization request');
  });

  it('catches a skimmer on every channel, in each encoding', async () => {
    rmSync(inventory, { force: true });
    cleanShop(site, [{ path: '/widget.js', body: SKIMMER }], '<iframe src="/frame.html"></iframe>');
    await audit('--update');
    approveAll(inventory);
    const run = await audit('--canary');
    expect(run.status).toBe(1);
    const leaks = run.drifts
      .filter(({ kind }) => kind === 'card-data-leak')
      .map(({ where, message }) => `${where}: ${message}`);
    const expected: [RegExp, RegExp][] = [
      [/^request POST .*\/fetch-plain/, /card number, plain/],
      [/^request GET .*\/fetch-b64/, /base64/],
      [/^request GET .*\/img-url/, /with separators/],
      [/^request GET .*\/img-b64/, /base64/],
      [/^sendBeacon to \/beacon-short/, /first six and last four digits, plain/],
      [/^sendBeacon to \/beacon-b64/, /base64/],
      [/^WebSocket frame/, /with separators/],
      [/^WebSocket frame/, /base64/],
      [/^postMessage received by .*frame\.html/, /card number, plain/],
      [/^postMessage received by .*frame\.html/, /base64/],
      [/^localStorage/, /card number, plain/],
      [/^sessionStorage/, /base64/],
    ];
    for (const [where, form] of expected)
      expect(
        leaks.some((leak) => where.test(leak) && form.test(leak)),
        `${where} ${form} in\n${leaks.join('\n')}`,
      ).toBe(true);
    expect(leaks.join('\n')).not.toMatch(/127\.0\.0\.1:9\/tokenize|\/collect/);
  });
});

describe('card-tokenizer-audit cannot judge (exit 2)', () => {
  const lines: string[] = [];
  beforeEach(() => void lines.splice(0));

  it('an unreachable page, one line and no stack trace', async () => {
    cleanShop(site);
    writeFileSync(inventory, JSON.stringify(EMPTY_INVENTORY));
    const run = await runCli([`${await refusedOrigin()}/checkout`, '--inventory', inventory], {
      stdout: () => {},
      stderr: (text) => lines.push(text),
      integrityFile: 'dist/integrity.json',
      browser,
    });
    expect(run).toBe(2);
    expect(lines).toEqual([
      expect.stringMatching(
        /^card-tokenizer-audit: the page http:\/\/127\.0\.0\.1:\d+\/checkout is unreachable: .*ERR_CONNECTION_REFUSED/,
      ),
    ]);
  });

  it('a page without the element', async () => {
    site.files.set('/checkout', '<!doctype html><title>no card here</title>');
    writeFileSync(inventory, JSON.stringify(EMPTY_INVENTORY));
    const run = await audit();
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^card-tokenizer-audit: no <card-tokenizer> on .*\/checkout/);
    // The evidence of a run without a verdict, for the alert.
    expect(run.report).toMatchObject({
      verdict: 'cannot-judge',
      reason: expect.stringMatching(/^no <card-tokenizer>/),
    });
  });

  it.each([
    ['not JSON', '{ "version": 1,', /is not JSON/],
    [
      'failing the schema',
      JSON.stringify({ ...EMPTY_INVENTORY, version: 2 }),
      /does not fit its schema at version/,
    ],
    [
      'with an unknown field',
      JSON.stringify({
        ...EMPTY_INVENTORY,
        scripts: [{ url: '/a.js', sha384: 'md5-x', integrity: true }],
      }),
      /at scripts\.0\.sha384: a sha384-… hash/,
    ],
  ])('an inventory %s', async (_name, text, message) => {
    writeFileSync(inventory, text);
    const run = await audit();
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')).toEqual([expect.stringMatching(message)]);
  });

  it('without playwright-core: what to install', async () => {
    writeFileSync(inventory, JSON.stringify(EMPTY_INVENTORY));
    const status = await runCli([`${site.origin}/checkout`, '--inventory', inventory], {
      stdout: () => {},
      stderr: (text) => lines.push(text),
      loadDriver: () => loadDriver(() => Promise.reject(new Error('Cannot find package'))),
    });
    expect(status).toBe(2);
    // The command as installed, in a folder where playwright-core cannot be found.
    const installed = mkdtempSync(join(tmpdir(), 'card-tokenizer-no-driver-'));
    try {
      cpSync('dist', join(installed, 'dist'), {
        recursive: true,
        filter: (path) => !path.includes('/types'),
      });
      cpSync('bin', join(installed, 'bin'), { recursive: true });
      writeFileSync(join(installed, 'package.json'), '{"type":"module"}');
      const child = await new Promise<{ code: number | null; stderr: string }>((resolve) =>
        execFile(
          process.execPath,
          [
            join(installed, 'bin/card-tokenizer-audit.js'),
            `${site.origin}/checkout`,
            '--inventory',
            inventory,
          ],
          (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
        ),
      );
      expect(child).toEqual({ code: 2, stderr: `card-tokenizer-audit: ${INSTALL_DRIVER}\n` });
      expect(lines).toEqual([`card-tokenizer-audit: ${INSTALL_DRIVER}`]);
    } finally {
      rmSync(installed, { recursive: true, force: true });
    }
  });
});
