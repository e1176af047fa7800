import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './index.js';
import { describeExclusions, SDK_EXCLUSIONS, SDK_TEST_FILES } from './sdk-exclusions.js';

/**
 * The service SDK's own test files, unchanged, run by mocha (their runner) against the sandbox:
 * every test but those listed in sdk-exclusions.ts passes.
 */

const RUNNER = join(import.meta.dirname, '../../test/support/sdk-mocha-run.mjs');

interface MochaResults {
  titles: string[];
  passed: string[];
  failed: { title: string; error: string }[];
  pending: string[];
}

let sandbox: Sandbox;
const scratch = mkdtempSync(join(tmpdir(), 'sdk-tests-'));
beforeAll(async () => {
  sandbox = await startSandbox();
  console.log(`Service SDK tests left out, with what they need:\n${describeExclusions()}`);
});
afterAll(async () => {
  await sandbox.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function runSdkFile(file: string, exclude: string[]): Promise<MochaResults> {
  const out = join(scratch, `${file}.json`);
  const { clientId, apiKey, url: baseUrl } = sandbox;
  const args = JSON.stringify({ baseUrl, clientId, apiKey, file, exclude, out });
  await promisify(execFile)(process.execPath, [RUNNER, args], { timeout: 100_000 });
  return JSON.parse(readFileSync(out, 'utf8')) as MochaResults;
}

describe.each(SDK_TEST_FILES)("the SDK's %s", (file) => {
  const excluded = SDK_EXCLUSIONS.filter((e) => e.file === file).map((e) => e.title);

  it('passes every test but those excluded by title', { timeout: 110_000 }, async () => {
    const results = await runSdkFile(file, excluded);
    // A title renamed in a newer SDK would otherwise run unnoticed or be left out for nothing.
    for (const title of excluded) expect(results.titles).toContain(title);
    expect(results.failed).toEqual([]);
    expect(results.pending).toEqual([]);
    const expected = results.titles.filter((title) => !excluded.includes(title));
    expect(results.passed.sort()).toEqual(expected.sort());
  });
});
