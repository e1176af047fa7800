import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '../browser/driver.js';
import { runCli, type CliIo } from '../main.js';
import type { Report } from '../report.js';
import type { ListedPage } from './page-list.js';

export type PageVerdict = 'pass' | 'drift' | 'cannot-judge';

/** One page's outcome: what the fleet report and the Playwright reporter are built from. */
export interface PageResult {
  name: string;
  url: string;
  inventory: string;
  verdict: PageVerdict;
  /** The command's summary, or the one line saying why there is no verdict. */
  lines: string[];
  /** The page's evidence as `--json` writes it (for `cannot-judge`, the verdict and its reason). */
  evidence: Report | { verdict: 'cannot-judge'; reason: string; [key: string]: unknown };
  durationMs: number;
  /** The attempt this came from (a retry after an unreachable page counts up). */
  attempt: number;
}

const VERDICTS: PageVerdict[] = ['pass', 'drift', 'cannot-judge'];

/**
 * Audits one listed page with the command itself, in a browser already open: the page's options
 * (the canary's included) reach the command as they were written in the list.
 */
export async function auditListedPage(
  page: ListedPage,
  browser: Browser,
  io: Pick<CliIo, 'integrityFile'> & { extraArgs?: string[]; attempt?: number } = {},
): Promise<PageResult> {
  const started = performance.now();
  const folder = await mkdtemp(join(tmpdir(), 'card-tokenizer-audit-'));
  const lines: string[] = [];
  try {
    const json = join(folder, 'evidence.json');
    const status = await runCli([...page.args, ...(io.extraArgs ?? []), '--json', json], {
      stdout: (text) => lines.push(text),
      stderr: (text) => lines.push(text),
      browser,
      ...(io.integrityFile && { integrityFile: io.integrityFile }),
    });
    const verdict = VERDICTS[status] ?? 'cannot-judge';
    const evidence = (await readFile(json, 'utf8').then(JSON.parse, () => ({
      verdict: 'cannot-judge',
      reason: lines.join(' ') || 'the command wrote no evidence',
    }))) as PageResult['evidence'];
    return {
      name: page.name,
      url: page.url,
      inventory: page.inventory,
      verdict,
      lines,
      evidence,
      durationMs: Math.round(performance.now() - started),
      attempt: io.attempt ?? 0,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
