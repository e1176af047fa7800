// The command's runs for the audit-*.test.ts files: one Chromium, one shop and one folder of
// inventory and evidence per test file, read through these live bindings.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from '../../src/audit/browser/driver.js';
import { runCli } from '../../src/audit/main.js';
import type { Report } from '../../src/audit/report.js';
import { cleanShop } from './shop.js';
import { approveAll, startSite, type Site } from './site.js';

export let browser: Browser;
export let site: Site;
/** The test file's folder, removed after it. */
export let dir: string;
/** The inventory the command reads and `--update` writes, in `dir`. */
export let inventory: string;

/** Starts the browser and the shop before the test file's tests, and ends them after. */
export function useCli(): void {
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
}

/** The command in this process, with the test's browser: its exit status, output and JSON evidence. */
export async function audit(...args: string[]) {
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

/** Keeps the inventory now in `inventory`, approved, as the clean shop's. */
export function keepApprovedClean(): void {
  approvedClean = readFileSync(inventory, 'utf8');
}

/** The clean shop with its approved inventory. */
export async function approvedShop(): Promise<void> {
  cleanShop(site);
  if (!approvedClean) {
    rmSync(inventory, { force: true });
    expect((await audit('--update')).status).toBe(1);
    approveAll(inventory);
    keepApprovedClean();
  }
  writeFileSync(inventory, approvedClean!);
}

/** The approved clean shop, then changed by `change`, audited. */
export async function approvedThenChanged(change: () => void) {
  await approvedShop();
  change();
  return audit();
}

export const kinds = (drifts: { kind: string; where: string }[]) =>
  drifts.map(({ kind, where }) => `${kind} ${where}`);
