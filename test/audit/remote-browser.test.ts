// Browsers elsewhere: the page list audited in a Chromium the audit did not launch, reached over
// the DevTools Protocol (a browser started with --remote-debugging-port) or a Playwright browser
// server (launchServer), as a browser farm hands them out.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { launchChromium, loadDriver } from '../../src/audit/browser/driver.js';
import { runFleet } from '../../src/audit/fleet/run-fleet.js';
import { runCli } from '../../src/audit/main.js';
import { serveCheckouts, type Checkouts } from './fleet-site.js';
import { approveAll } from './site.js';

let checkouts: Checkouts;
let folder: string;
let list: string;

beforeAll(async () => {
  checkouts = await serveCheckouts(2, [2]);
  folder = mkdtempSync(join(tmpdir(), 'remote-'));
  const inventory = join(folder, 'inventory.json');
  const browser = await launchChromium(await loadDriver());
  const quiet = {
    stdout: () => {},
    stderr: () => {},
    browser,
    integrityFile: 'dist/integrity.json',
  };
  await runCli([checkouts.urls[0]!, '--inventory', inventory, '--update'], quiet);
  await browser.close();
  approveAll(inventory);
  list = join(folder, 'pages.json');
  const pages = checkouts.urls.map((url, i) => ({
    name: `checkout-${i + 1}`,
    url,
    inventory: 'inventory.json',
  }));
  writeFileSync(list, JSON.stringify({ pages }));
});

afterAll(async () => {
  await checkouts?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Ends `child`'s whole process group and waits until no process of it is left. */
async function endGroup(child: ChildProcess): Promise<void> {
  const group = -child.pid!;
  const alive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(group, 'SIGTERM');
  await expect.poll(alive, { timeout: 15_000, interval: 50 }).toBe(false);
}

/** The fleet over `endpoint`: its status, output and report. */
async function auditOver(option: '--cdp' | '--connect', endpoint: string, report: string) {
  const lines: string[] = [];
  const io = {
    stdout: (l: string) => lines.push(l),
    stderr: (l: string) => lines.push(l),
    integrityFile: 'dist/integrity.json',
  };
  const status = await runFleet(
    ['--pages', list, option, endpoint, '--workers', '2', '--report', join(folder, report)],
    io,
  );
  const json = JSON.parse(readFileSync(join(folder, report, 'report.json'), 'utf8')) as {
    browser: string;
    pages: { name: string; verdict: string; findings: string[] }[];
  };
  const evidence = (name: string) =>
    JSON.parse(readFileSync(join(folder, report, 'pages', `${name}.json`), 'utf8')) as {
      profile: { webdriver: boolean; userAgent: string };
    };
  return { status, lines, json, evidence };
}

describe('card-tokenizer-audit --pages in a browser reached elsewhere', () => {
  it('--cdp: a Chromium started with --remote-debugging-port judges the pages as a launched one', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'remote-profile-'));
    const chromium: ChildProcess = spawn(
      chromiumPath,
      [
        '--headless',
        ...chromiumArgs,
        '--remote-debugging-port=0',
        `--user-data-dir=${profile}`,
        'about:blank',
      ],
      // Its own process group, so the renderers and helpers that write the profile end with it.
      { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    );
    try {
      const endpoint = await new Promise<string>((resolve, reject) => {
        let stderr = '';
        chromium.stderr!.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          const url = /DevTools listening on (ws:\/\/\S+)/.exec(stderr)?.[1];
          if (url) resolve(`http://${new URL(url).host}`);
        });
        chromium.once('exit', () => reject(new Error(`Chromium exited: ${stderr}`)));
      });
      const { status, json, lines } = await auditOver('--cdp', endpoint, 'cdp');
      expect(lines.at(-1)).toMatch(/^2 pages: 1 passed, 1 failed, 0 could not judge/);
      expect(status).toBe(1);
      expect(json.browser).toBe(`a Chromium reached over the DevTools Protocol at ${endpoint}`);
      expect(json.pages.map(({ name, verdict }) => `${name} ${verdict}`)).toEqual([
        'checkout-1 pass',
        'checkout-2 drift',
      ]);
      expect(json.pages[1]!.findings).toContain('script-added /reviews.js');
    } finally {
      // Its profile is written until every process of its group has exited, not only the first.
      await endGroup(chromium);
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('--connect: a Playwright browser server; the farm’s launch flags decide what the page reads (navigator.webdriver)', async () => {
    const { chromium } = await loadDriver();
    // A farm that launches as Playwright does by default: automation shows.
    const server = await chromium.launchServer({
      executablePath: chromiumPath,
      args: chromiumArgs,
      headless: true,
    });
    try {
      const { status, json, evidence } = await auditOver(
        '--connect',
        server.wsEndpoint(),
        'connect',
      );
      expect(status).toBe(1);
      expect(json.pages.map(({ name, verdict }) => `${name} ${verdict}`)).toEqual([
        'checkout-1 pass',
        'checkout-2 drift',
      ]);
      expect(evidence('checkout-1').profile.webdriver).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('says which endpoint it could not reach, and judges nothing', async () => {
    const { status, lines } = await auditOver('--cdp', 'http://127.0.0.1:9', 'unreachable');
    expect(status).toBe(2);
    expect(lines[0]).toMatch(
      /^card-tokenizer-audit: cannot reach the browser at http:\/\/127\.0\.0\.1:9: /,
    );
    expect(lines.at(-1)).toMatch(/2 not audited \(checkout-1, checkout-2\)/);
  });
});
