// card-tokenizer-audit without the canary: the inventory it writes, and each drift it fails on.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Inventory } from '../../src/audit/inventory/schema.js';
import {
  approvedShop,
  approvedThenChanged,
  audit,
  dir,
  inventory,
  keepApprovedClean,
  kinds,
  site,
  useCli,
} from './cli.js';
import { cleanShop, STRICT_CSP } from './shop.js';
import { approveAll, elementIntegrity, elementScript, sri } from './site.js';

useCli();

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
    keepApprovedClean();
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
