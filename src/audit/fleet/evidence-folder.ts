import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { version } from '../../version.js';
import { markdown, type Report } from '../report.js';
import type { PageResult, PageVerdict } from './audit-listed-page.js';

export interface FleetSummary {
  pages: number;
  passed: number;
  failed: number;
  cannotJudge: number;
  /** Listed, but no attempt reached the report (a shard lost, a run stopped). */
  notAudited: string[];
}

const RANK: Record<PageVerdict, number> = { 'cannot-judge': 0, pass: 1, drift: 2 };

/**
 * One result per page from all its attempts: a drift is never outweighed by a later pass (a
 * skimmer that shows one time in two is a skimmer), a verdict outweighs "cannot judge", and
 * among equals the later attempt is kept. The same page reported twice (a shard rerun, a blob
 * merged twice) so counts once.
 */
export function onePerPage(results: PageResult[], listed?: string[]): PageResult[] {
  const kept = new Map<string, PageResult>();
  for (const result of results) {
    const held = kept.get(result.name);
    if (
      !held ||
      RANK[result.verdict] > RANK[held.verdict] ||
      (RANK[result.verdict] === RANK[held.verdict] && result.attempt >= held.attempt)
    )
      kept.set(result.name, result);
  }
  const order = listed ?? [...kept.keys()].sort();
  return [
    ...order.flatMap((name) => (kept.has(name) ? [kept.get(name)!] : [])),
    ...[...kept.values()].filter(({ name }) => !order.includes(name)),
  ];
}

export function summarise(results: PageResult[], listed?: string[]): FleetSummary {
  const count = (verdict: PageVerdict) => results.filter((r) => r.verdict === verdict).length;
  const seen = new Set(results.map(({ name }) => name));
  return {
    pages: listed?.length ?? results.length,
    passed: count('pass'),
    failed: count('drift'),
    cannotJudge: count('cannot-judge'),
    notAudited: (listed ?? []).filter((name) => !seen.has(name)),
  };
}

export const summaryLine = (s: FleetSummary) =>
  `${s.pages} pages: ${s.passed} passed, ${s.failed} failed, ${s.cannotJudge} could not judge${s.notAudited.length > 0 ? `, ${s.notAudited.length} not audited (${s.notAudited.join(', ')})` : ''}`;

/** The progress line of one page, as the run reaches it. */
export const progressLine = (result: PageResult, done: number, total: number) =>
  `[${done}/${total}] ${{ pass: 'PASS', drift: 'DRIFT', 'cannot-judge': 'CANNOT JUDGE' }[result.verdict]} ${result.name} ${result.url} (${(result.durationMs / 1000).toFixed(1)} s)${result.verdict === 'pass' ? '' : `\n  ${result.lines.slice(result.verdict === 'drift' ? 1 : 0).join('\n  ')}`}`;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function pageMarkdown(result: PageResult): string {
  if (result.evidence.verdict === 'cannot-judge')
    return `# Payment page audit: no verdict\n\n- Page: ${result.url}\n- Inventory: ${result.inventory}\n\nThe audit could not judge the page: ${String(result.evidence.reason)}\n`;
  return markdown(result.evidence as Report);
}

/**
 * The folder an assessor keeps: `report.md` and `report.json` (every page's verdict, the
 * summary, what ran them), and under `pages/` each page's evidence as the command writes it
 * (`<name>.json`: inventory diff, scripts, headers, canary channels) and its report (`<name>.md`).
 */
export async function writeEvidenceFolder(
  folder: string,
  results: PageResult[],
  context: { listed?: string[]; browser: string; date?: Date },
): Promise<FleetSummary> {
  const pages = onePerPage(results, context.listed);
  const summary = summarise(pages, context.listed);
  await mkdir(join(folder, 'pages'), { recursive: true });
  for (const page of pages) {
    await writeFile(
      join(folder, 'pages', `${page.name}.json`),
      `${JSON.stringify(page.evidence, null, 2)}\n`,
    );
    await writeFile(join(folder, 'pages', `${page.name}.md`), pageMarkdown(page));
  }
  const date = (context.date ?? new Date()).toISOString();
  const rows = pages.map((page) => ({
    name: page.name,
    url: page.url,
    inventory: page.inventory,
    verdict: page.verdict,
    findings:
      page.evidence.verdict === 'cannot-judge'
        ? [String(page.evidence.reason)]
        : (page.evidence as Report).drifts.map(({ kind, where }) => `${kind} ${where}`),
    attempt: page.attempt,
    durationMs: page.durationMs,
    evidence: `pages/${page.name}.json`,
  }));
  const json = {
    tool: { name: 'card-tokenizer-audit', version },
    date,
    browser: context.browser,
    summary,
    pages: rows,
  };
  await writeFile(join(folder, 'report.json'), `${JSON.stringify(json, null, 2)}\n`);
  const lines = [
    `# Payment page audit: ${summaryLine(summary)}`,
    '',
    `- Date: ${date}`,
    `- Tool: card-tokenizer-audit ${version}, ${context.browser}`,
    '',
    '| Page | Verdict | Findings | Evidence |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${cell(row.name)} ${cell(row.url)} | ${row.verdict} | ${cell(row.findings.join('; ') || 'none')} | [report](pages/${row.name}.md), [JSON](pages/${row.name}.json) |`,
    ),
    ...summary.notAudited.map(
      (name) => `| ${cell(name)} | not audited | no attempt reached this report | |`,
    ),
    '',
  ];
  await writeFile(join(folder, 'report.md'), lines.join('\n'));
  return summary;
}
