import { parseArgs } from 'node:util';
import { CannotJudge } from '../terms/cannot-judge.js';
import type { CliIo } from '../main.js';
import { auditListedPage, type PageResult } from './audit-listed-page.js';
import { describeSource, openBrowser, type BrowserSource } from './browsers.js';
import { progressLine, summaryLine, writeEvidenceFolder } from './evidence-folder.js';
import { loadPageList, PageListError } from './page-list.js';

export const FLEET_USAGE = `Usage: card-tokenizer-audit --pages <file> [options]

  --pages <file>      the page list (JSON): each page's URL, inventory, steps and options
  --workers <n>       browsers at once (default 1)
  --report <folder>   the evidence report: report.md, report.json, pages/ (default audit-report)
  --cdp <url>         use the Chromium at this DevTools endpoint instead of launching one
  --connect <ws-url>  use a Playwright browser server (launchServer) instead of launching one
  --update            refresh each page's inventory (see card-tokenizer-audit --help)
  -h, --help          this text

Exit status: 0 every page passes, 1 a page drifted, 2 a page could not be judged.`;

interface FleetOptions {
  pages: string;
  workers: number;
  report: string;
  source: BrowserSource;
  update: boolean;
}

function readFleetOptions(args: string[]): FleetOptions | undefined {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        pages: { type: 'string' },
        workers: { type: 'string', default: '1' },
        report: { type: 'string', default: 'audit-report' },
        cdp: { type: 'string' },
        connect: { type: 'string' },
        update: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new CannotJudge(`${(error as Error).message} (see --pages --help)`);
  }
  if (values.help) return undefined;
  if (!values.pages) throw new CannotJudge('expected --pages <file>');
  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1)
    throw new CannotJudge(
      `expected --workers to be a whole number from 1, got "${values.workers}"`,
    );
  if (values.cdp && values.connect) throw new CannotJudge('expected --cdp or --connect, not both');
  for (const [name, url] of [
    ['cdp', values.cdp],
    ['connect', values.connect],
  ] as const)
    if (url !== undefined && !(URL.canParse(url) && /^(https?|wss?):$/.test(new URL(url).protocol)))
      throw new CannotJudge(`expected --${name} to be an http(s) or ws(s) URL, got "${url}"`);
  const source: BrowserSource = values.cdp
    ? { cdp: values.cdp }
    : values.connect
      ? { connect: values.connect }
      : { launch: true };
  return { pages: values.pages, workers, report: values.report, source, update: values.update };
}

/**
 * `card-tokenizer-audit --pages`: every page of the list, `--workers` browsers at once, a line
 * per page as it ends, a summary, one evidence folder; the worst status of the pages.
 */
export async function runFleet(args: string[], io: CliIo): Promise<number> {
  try {
    const options = readFleetOptions(args);
    if (!options) {
      io.stdout(FLEET_USAGE);
      return 0;
    }
    const pages = loadPageList(options.pages);
    if (options.update) {
      const shared = pages.find(
        (page, i) => pages.findIndex((p) => p.inventory === page.inventory) !== i,
      );
      if (shared)
        throw new PageListError(
          `--update: ${shared.inventory} is the inventory of more than one page`,
        );
    }
    const results: PageResult[] = [];
    let next = 0;
    const worker = async () => {
      if (next >= pages.length) return;
      // A worker without a browser leaves its pages to the others; those none reached are listed.
      const browser = await openBrowser(options.source).catch((error: Error) => {
        io.stderr(`card-tokenizer-audit: ${error.message.split('\n')[0]}`);
      });
      if (!browser) return;
      try {
        for (let index = next++; index < pages.length; index = next++) {
          const result = await auditListedPage(pages[index], browser, {
            integrityFile: io.integrityFile,
            extraArgs: options.update ? ['--update'] : [],
          });
          results.push(result);
          io.stdout(progressLine(result, results.length, pages.length));
        }
      } finally {
        await browser.close().catch(() => {});
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.workers, pages.length) }, worker));
    const summary = await writeEvidenceFolder(options.report, results, {
      listed: pages.map(({ name }) => name),
      browser: describeSource(options.source),
    });
    io.stdout(`${summaryLine(summary)}; the evidence report is in ${options.report}/report.md`);
    return summary.cannotJudge > 0 || summary.notAudited.length > 0
      ? 2
      : summary.failed > 0
        ? 1
        : 0;
  } catch (error) {
    const message =
      error instanceof CannotJudge
        ? error.message
        : `unexpected failure: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    io.stderr(`card-tokenizer-audit: ${message}`);
    return 2;
  }
}
