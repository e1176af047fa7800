import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { measure } from './bundle-sizes.mjs';
import { GZIP_BUDGETS, LOCALE_GZIP_BUDGET, overBudget } from './size-budgets.mjs';

const IIFE_BUDGET = GZIP_BUDGETS['card-tokenizer.iife.js'];

describe('overBudget', () => {
  it('names each bundle above its budget, with both figures, and passes those at or under it', () => {
    const sizes = [
      { name: 'card-tokenizer.iife.js', gzip: IIFE_BUDGET + 1 },
      { name: 'core (ESM + deps)', gzip: GZIP_BUDGETS['core (ESM + deps)'] },
      { name: 'card-tokenizer (ESM + deps)', gzip: 10 ** 9 },
      { name: 'locales/fr.js', gzip: LOCALE_GZIP_BUDGET + 1 },
      { name: 'locales/de.js', gzip: LOCALE_GZIP_BUDGET },
    ];
    expect(overBudget(sizes)).toEqual([
      { name: 'card-tokenizer.iife.js', gzip: IIFE_BUDGET + 1, budget: IIFE_BUDGET },
      { name: 'locales/fr.js', gzip: LOCALE_GZIP_BUDGET + 1, budget: LOCALE_GZIP_BUDGET },
    ]);
  });

  it('holds <card-tokenizer-frame>, the parent side of isolated mode, to 3 KB', () => {
    const sizes = [
      { name: 'card-tokenizer-frame.iife.js', gzip: 3072 },
      { name: 'card-frame.js', gzip: 10 ** 9 },
    ];
    expect(overBudget(sizes)).toEqual([]);
    expect(overBudget([{ name: 'card-tokenizer-frame.iife.js', gzip: 3073 }])).toEqual([
      { name: 'card-tokenizer-frame.iife.js', gzip: 3073, budget: 3072 },
    ]);
  });

  it('fails a bundle whose budget is set below its measured figure', () => {
    const bundle = measure('core (ESM + deps)', Buffer.from('export const x = 1;\n'.repeat(50)));
    expect(overBudget([bundle], { 'core (ESM + deps)': bundle.gzip })).toEqual([]);
    expect(overBudget([bundle], { 'core (ESM + deps)': bundle.gzip - 1 })).toEqual([
      { name: 'core (ESM + deps)', gzip: bundle.gzip, budget: bundle.gzip - 1 },
    ]);
  });
});

describe('npm run size on a build', () => {
  const run = promisify(execFile);
  const script = resolve('scripts/size.mjs');
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A dist/ of tiny bundles, its script-tag one `iife` as given. */
  function build(iife: string): string {
    const dist = mkdtempSync(join(tmpdir(), 'size-gate-'));
    dirs.push(dist);
    mkdirSync(join(dist, 'locales'));
    writeFileSync(join(dist, 'card-tokenizer.iife.js'), iife);
    writeFileSync(join(dist, 'card-tokenizer.js'), 'export const element = 1;\n');
    writeFileSync(join(dist, 'core.js'), 'export const core = 1;\n');
    writeFileSync(join(dist, 'locales/fr.js'), 'CardTokenizer.defineLocale("fr", {});\n');
    return dist;
  }

  it('fails, naming the bundle and by how much, when the script tag is padded over its budget', async () => {
    // Random bytes do not compress: their gzip figure is above the budget whatever gzip does.
    const padded = `var pad = "${randomBytes(IIFE_BUDGET).toString('base64')}";\n`;
    const failure = await run('node', [script, '--dist', build(padded)]).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 1 });
    const { stdout, stderr } = failure as { stdout: string; stderr: string };
    expect(stdout).toMatch(/card-tokenizer\.iife\.js .* 20480 OVER/);
    expect(stderr).toMatch(
      /^Over the gzip budget: card-tokenizer\.iife\.js is \d+ B, \d+ B above 20480 B$/m,
    );
  });

  it('passes the same build with a script tag under its budget', async () => {
    const { stdout } = await run('node', [script, '--dist', build('var small = 1;\n')]);
    expect(stdout).toMatch(/card-tokenizer\.iife\.js .* 20480 ok/);
  });
});
