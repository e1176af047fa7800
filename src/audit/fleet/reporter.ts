// A Playwright reporter that writes the audit's evidence folder from the tests' attachments:
// live, or from the shards' blobs by `npx playwright merge-reports`.
import { readFile } from 'node:fs/promises';
import type {
  FullConfig,
  FullResult,
  Reporter,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import type { PageResult } from './audit-listed-page.js';
import { describeSource } from './browsers.js';
import { summaryLine, writeEvidenceFolder } from './evidence-folder.js';
import { loadPageList } from './page-list.js';

const RESULT_ATTACHMENT = 'card-tokenizer-audit.json';

export interface AuditReporterOptions {
  /** Where the evidence report goes (default `audit-report`). */
  outputFolder?: string;
  /** The page list: a listed page that no attempt reached is named in the report, and fails the run. */
  pages?: string;
}

export default class AuditReporter implements Reporter {
  readonly #results: Promise<PageResult | undefined>[] = [];
  #listed: string[] | undefined;
  #browser = describeSource({ launch: true });

  constructor(readonly options: AuditReporterOptions = {}) {}

  onBegin(config: FullConfig): void {
    // One shard of a live run sees its own pages only: the merged report judges what is missing.
    if (this.options.pages && !config.shard)
      this.#listed = loadPageList(this.options.pages).map(({ name }) => name);
    const source = config.projects[0]?.use as {
      auditBrowserSource?: Parameters<typeof describeSource>[0];
    };
    if (source?.auditBrowserSource) this.#browser = describeSource(source.auditBrowserSource);
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments)
      if (attachment.name === RESULT_ATTACHMENT)
        this.#results.push(
          (attachment.body
            ? Promise.resolve(attachment.body.toString('utf8'))
            : readFile(attachment.path!, 'utf8')
          ).then(
            (text) => JSON.parse(text) as PageResult,
            () => undefined,
          ),
        );
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const results = (await Promise.all(this.#results)).filter((page) => page !== undefined);
    const folder = this.options.outputFolder ?? 'audit-report';
    const summary = await writeEvidenceFolder(folder, results, {
      listed: this.#listed,
      browser: `${this.#browser}, run by Playwright Test`,
    });
    process.stdout.write(
      `card-tokenizer-audit: ${summaryLine(summary)}; the evidence report is in ${folder}/report.md\n`,
    );
    return summary.notAudited.length > 0 && result.status === 'passed'
      ? { status: 'failed' }
      : undefined;
  }

  printsToStdio(): boolean {
    return false;
  }
}
