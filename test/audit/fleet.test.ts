// The page list, proven on loopback: 6 checkouts audited in one process, in 2 workers and in 3
// Playwright shards merged, a shard killed halfway and rerun. Inventory-only pages: the
// skimmed ones fail by the script the inventory does not list; the canary, a black box here, is
// passed through per page and tested on its own (canary-*.test.ts, `npm run audit`).
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, loadDriver } from '../../src/audit/browser/driver.js';
import { runCli } from '../../src/audit/main.js';
import { serveCheckouts, type Checkouts } from './fleet-site.js';
import { approveAll } from './site.js';

// Two pages a shard, the second skimmed in each (each shard fails): the killed shard (pages 3 and 4)
// dies after its clean page, before its skimmed one, whose drift only the rerun can bring. How many
// pages a minute the list audits is a figure (docs/performance.md), not a claim of this test.
const PAGES = 6;
const SKIMMED = [2, 4, 6];
const name = (n: number) => `checkout-${String(n).padStart(2, '0')}`;
const EXPECTED = Object.fromEntries(
  Array.from({ length: PAGES }, (_, i) => [
    name(i + 1),
    SKIMMED.includes(i + 1) ? 'drift' : 'pass',
  ]),
);

let checkouts: Checkouts;
let folder: string;
let list: string;

beforeAll(async () => {
  checkouts = await serveCheckouts(PAGES, SKIMMED);
  folder = mkdtempSync(join(tmpdir(), 'fleet-'));
  // One inventory for every page of the shop (scripts are named by path), approved once.
  const inventory = join(folder, 'inventory.json');
  const browser = await launchChromium(await loadDriver());
  const io = { stdout: () => {}, stderr: () => {}, browser, integrityFile: 'dist/integrity.json' };
  // 1: the new entries are written unapproved.
  expect(await runCli([checkouts.urls[0], '--inventory', inventory, '--update'], io)).toBe(1);
  await browser.close();
  approveAll(inventory);
  list = join(folder, 'pages.json');
  const pages = checkouts.urls.map((url, i) => ({
    name: name(i + 1),
    url,
    inventory: 'inventory.json',
  }));
  writeFileSync(list, JSON.stringify({ pages }));
});

afterAll(async () => {
  await checkouts?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

interface Ran {
  status: number | null;
  stdout: string;
}

/** Runs a command of the package (its built files) in its own process group, to be killed whole. */
function run(
  args: string[],
  env: Record<string, string> = {},
  killWhen?: (stdout: string) => boolean,
): Promise<Ran & { killed: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(args[0], args.slice(1), {
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let killed = false;
    const read = (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!killed && killWhen?.(stdout)) {
        killed = true;
        process.kill(-child.pid!, 'SIGKILL');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('close', (status) => resolve({ status, stdout, killed }));
  });
}

interface ReportJson {
  summary: {
    pages: number;
    passed: number;
    failed: number;
    cannotJudge: number;
    notAudited: string[];
  };
  pages: { name: string; verdict: string; findings: string[] }[];
}

/** The evidence folder's verdicts by page, after checking each page is in it once, with its files. */
function verdicts(report: string): Record<string, string> {
  const json = JSON.parse(readFileSync(join(report, 'report.json'), 'utf8')) as ReportJson;
  const names = json.pages.map((page) => page.name);
  expect(new Set(names).size, 'each page once').toBe(names.length);
  expect(json.summary).toEqual({
    pages: PAGES,
    passed: PAGES - SKIMMED.length,
    failed: SKIMMED.length,
    cannotJudge: 0,
    notAudited: [],
  });
  expect(readdirSync(join(report, 'pages')).sort()).toEqual(
    names.flatMap((page) => [`${page}.json`, `${page}.md`]).sort(),
  );
  for (const page of json.pages.filter(({ verdict }) => verdict === 'drift'))
    expect(page.findings).toContain('script-added /reviews.js');
  expect(readFileSync(join(report, 'report.md'), 'utf8')).toContain(`| ${name(SKIMMED[0])} `);
  return Object.fromEntries(json.pages.map((page) => [page.name, page.verdict]));
}

const SUMMARY = `${PAGES} pages: ${PAGES - SKIMMED.length} passed, ${SKIMMED.length} failed, 0 could not judge`;
const AUDIT = [process.execPath, 'bin/card-tokenizer-audit.js', '--pages'];
const CONFIG = 'test/audit/fleet-project/playwright.config.ts';

/** One shard of the Playwright project, its blob in a folder of its own. */
const shard = (k: number, killWhen?: (stdout: string) => boolean) =>
  run(
    ['npx', 'playwright', 'test', '--config', CONFIG, `--shard=${k}/3`, '--reporter=blob,list'],
    {
      AUDIT_PAGES: list,
      PLAYWRIGHT_BLOB_OUTPUT_DIR: join(folder, `blob-${k}`),
      AUDIT_TEST_RESULTS: join(folder, `results-${k}`),
    },
    killWhen,
  );
/** The pages a shard has finished, as its list reporter prints them. */
const finished = (stdout: string) => (stdout.match(/^\s+[✓✘]/gm) ?? []).length;

// About 20 page audits of 1 to 2 s each, six browsers at once on two cores shared with others.
describe(
  `card-tokenizer-audit --pages, ${PAGES} checkouts of which ${SKIMMED.length} skimmed`,
  { timeout: 300_000 },
  () => {
    // Every way at once, as a CI matrix runs them: six browsers on the machine's cores.
    let runs: Promise<Ran & { killed: boolean }>[];
    beforeAll(() => {
      runs = [
        run([...AUDIT, list, '--report', join(folder, 'one')]),
        run([...AUDIT, list, '--workers', '2', '--report', join(folder, 'two')]),
        shard(1),
        shard(2, (stdout) => finished(stdout) >= 1),
        shard(3),
      ];
    });

    it('in one process: a progress line per page, the summary, one evidence folder; exactly the skimmed pages fail', async () => {
      const { status, stdout } = await runs[0];
      const line = new RegExp(String.raw`^\[\d+/${PAGES}\] (PASS|DRIFT) checkout-\d\d `, 'gm');
      expect(stdout.match(line)).toHaveLength(PAGES);
      expect(stdout).toContain(SUMMARY);
      expect(status).toBe(1);
      expect(verdicts(join(folder, 'one'))).toEqual(EXPECTED);
    });

    it('in 2 workers: the same verdicts', async () => {
      const { status } = await runs[1];
      expect(status).toBe(1);
      expect(verdicts(join(folder, 'two'))).toEqual(EXPECTED);
    });

    it('in 3 Playwright shards side by side, one killed halfway and rerun, merged: the same verdicts, nothing lost or twice', async () => {
      const [first, killed, third] = await Promise.all(runs.slice(2));
      expect(killed.killed).toBe(true);
      expect(existsSync(join(folder, 'blob-2', 'report-2.zip'))).toBe(false);
      const rerun = await shard(2);
      for (const { status } of [first, third, rerun]) expect(status).toBe(1);
      const blobs = join(folder, 'blobs');
      mkdirSync(blobs);
      for (const k of [1, 2, 3]) cpSync(join(folder, `blob-${k}`), blobs, { recursive: true });
      expect(readdirSync(blobs).sort()).toEqual(['report-1.zip', 'report-2.zip', 'report-3.zip']);
      const report = join(folder, 'merged');
      const merged = await run(['npx', 'playwright', 'merge-reports', '--config', CONFIG, blobs], {
        AUDIT_PAGES: list,
        AUDIT_REPORT: report,
      });
      expect(merged.stdout).toContain(SUMMARY);
      expect(verdicts(report)).toEqual(EXPECTED);
    });
  },
);
