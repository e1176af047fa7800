import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { version } from '../version.js';
import { auditPage, verdict } from './audit.js';
import { CannotJudge } from './terms/cannot-judge.js';
import { readBins } from './canary/bins.js';
import { parseStay } from './canary/time.js';
import { readCliOptions, USAGE, type CliOptions } from './cli-options.js';
import { launchChromium, loadDriver, type Browser } from './browser/driver.js';
import { readInventory, writeInventory } from './inventory/file.js';
import { INVENTORY_VERSION, type Inventory } from './inventory/schema.js';
import { buildReport, markdown, summary } from './report.js';
import { updatedInventory } from './inventory/update.js';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** The installed package's integrity.json (beside the built command by default). */
  integrityFile?: URL | string;
  /** A browser to reuse (tests); otherwise one is launched and closed. */
  browser?: Browser;
  loadDriver?: typeof loadDriver;
}

/** Where `--update` points a new inventory's `$schema`: the schema in the installed package. */
const SCHEMA = `./node_modules/card-tokenizer/dist/payment-page-inventory.v${INVENTORY_VERSION}.schema.json`;

/** The whole command: 0 all matches and is approved, 1 drift, 2 cannot judge (one line on stderr). */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  let options: CliOptions | undefined;
  try {
    options = readCliOptions(args);
    if (options.help) {
      io.stdout(USAGE);
      return 0;
    }
    return await audit(options, io);
  } catch (error) {
    const message =
      error instanceof CannotJudge
        ? error.message
        : `unexpected failure: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    io.stderr(`card-tokenizer-audit: ${message}`);
    // The alert that follows a failed run has its evidence to attach, whatever the failure.
    if (options) await writeCannotJudge(options, message).catch(() => {});
    return 2;
  }
}

async function writeCannotJudge(options: CliOptions, message: string): Promise<void> {
  const date = new Date().toISOString();
  const report = {
    tool: { name: 'card-tokenizer-audit', version },
    date,
    url: options.url,
    inventory: options.inventory,
    verdict: 'cannot-judge',
    reason: message,
  };
  if (options.json) await writeFile(options.json, `${JSON.stringify(report, null, 2)}\n`);
  if (options.markdown)
    await writeFile(
      options.markdown,
      `# Payment page audit: no verdict\n\n- Page: ${options.url}\n- Date: ${date}\n- Inventory: ${options.inventory}\n\nThe audit could not judge the page: ${message}\n`,
    );
}

async function audit(options: CliOptions, io: CliIo): Promise<number> {
  const driver = await (io.loadDriver ?? loadDriver)();
  // An inventory that cannot be read is known before a browser starts.
  const previous =
    options.update && !existsSync(options.inventory)
      ? undefined
      : await readInventory(options.inventory);
  const steps = options.steps ? await loadSteps(options.steps) : undefined;
  const browser = io.browser ?? (await launchChromium(driver));
  try {
    const run = await auditPage(browser, {
      url: options.url,
      steps,
      canary: options.canary,
      submit: options.submit,
      stay: parseStay(options.stay),
      bins: options.bins ? await readBins(options.bins) : undefined,
      tokenizationOrigins: options.tokenizationOrigins,
      profile: options.profile,
      locale: options.locale,
      integrityFile: io.integrityFile ?? new URL('./integrity.json', import.meta.url),
      timeoutMs: options.timeoutMs,
    });
    let inventory: Inventory = previous!;
    if (options.update) {
      inventory = updatedInventory(run.evidence, previous, SCHEMA);
      await writeInventory(options.inventory, inventory);
      io.stdout(
        `Wrote ${options.inventory}: approve its new entries (justification, approvedBy, approvedOn).`,
      );
    }
    const drifts = verdict(run, inventory);
    const report = buildReport(run, drifts, options.inventory, {
      tool: version,
      driver: driverVersion(),
    });
    if (options.json) await writeFile(options.json, `${JSON.stringify(report, null, 2)}\n`);
    if (options.markdown) await writeFile(options.markdown, markdown(report));
    io.stdout(summary(report));
    return drifts.length === 0 ? 0 : 1;
  } finally {
    if (!io.browser) await browser.close();
  }
}

async function loadSteps(file: string): Promise<(page: Page) => Promise<void>> {
  let steps: unknown;
  try {
    steps = (await import(pathToFileURL(resolve(file)).href)).default;
  } catch (error) {
    throw new CannotJudge(
      `cannot load --steps ${file}: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  if (typeof steps !== 'function')
    throw new CannotJudge(`--steps ${file} has no default export function`);
  return async (page) => {
    try {
      await steps(page);
    } catch (error) {
      throw new CannotJudge(`--steps ${file} failed: ${(error as Error).message.split('\n')[0]}`);
    }
  };
}

function driverVersion(): string {
  try {
    return (createRequire(import.meta.url)('playwright-core/package.json') as { version: string })
      .version;
  } catch {
    return 'unknown';
  }
}
