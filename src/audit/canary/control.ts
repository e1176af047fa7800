import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { cardTriggered, triggeredDrift, type DriveTraces } from './behaviour.js';
import { freshCanaryCard, refusedTwin } from './card.js';
import { freshSeed, numberEntry, seeded, type NumberEntry } from './hands.js';
import type { Stay } from './time.js';
import type { CardDetails } from './card.js';
import { Canary, type CanaryResult, type Trace } from './canary.js';
import type { Drift } from '../terms/evidence.js';
import { SharedWorkers } from '../browser/shared-workers.js';

export interface DrivesOptions {
  url: string;
  steps?: (page: Page) => Promise<void> | void;
  submit?: string;
  touch: boolean;
  stay: Stay;
  /** The merchant's BINs; the shipped list of real issuers' otherwise. */
  bins?: readonly string[];
  /** How every drive enters the number; drawn from the drives' seed otherwise. */
  entry?: NumberEntry;
  timeoutMs: number;
  /** Waits for the checkout to show the element, or ends the run as "cannot judge". */
  settle: (page: Page) => Promise<void>;
}

export interface DrivesResult {
  /** The valid drive, which paid: its leaks are the content search's. */
  valid: CanaryResult;
  /** What only the valid card made the page do, with the controls beside it. */
  triggered: Drift[];
  /** Control drives run: one, or two when the first differed (to learn the page's noise). */
  controls: number;
}

/**
 * The canary's drives, each in a fresh context of its own without the Debugger domain (which a
 * page can time with its own `debugger;`): the valid card, typed and paid; then a control with
 * its refused twin (same BIN and length, wrong Luhn digit), typed with the same hands (same seed:
 * pointer, pauses, holds, paste or not) and the same stay; a second control when the first
 * differs, to tell the page's noise from what the card triggers.
 */
export async function runDrives(
  browser: Browser,
  context: BrowserContextOptions,
  options: DrivesOptions,
): Promise<DrivesResult> {
  const seed = freshSeed();
  const number = freshCanaryCard(options.bins);
  const year = String((new Date().getFullYear() + 1 + (seed % 4)) % 100).padStart(2, '0');
  const card: CardDetails = {
    number,
    expiry: `${String(1 + (seed % 12)).padStart(2, '0')}${year}`,
    code: String(100 + (seed % 900)),
  };
  const control = { ...card, number: refusedTwin(number) };
  const valid = await drive(browser, context, options, card, seed, false);
  const skip = allowed(valid);
  const controls: DriveTraces[] = [];
  const controlLeaks: Drift[] = [];
  for (let round = 0; round < 2; round++) {
    const result = await drive(browser, context, options, control, seed, true);
    controls.push(result);
    controlLeaks.push(...result.leaks);
    if (cardTriggered(valid, controls, skip).length === 0) break;
  }
  return {
    valid: { ...valid, leaks: [...valid.leaks, ...controlLeaks] },
    triggered: cardTriggered(valid, controls, skip).map(triggeredDrift),
    controls: controls.length,
  };
}

/**
 * What the element may do with a valid card: its BIN lookup; in isolated mode, what its card
 * frame (whose scripts and headers the inventory holds) sends the page, the page sends it, and
 * what it requests from its own origin (its registration, once the card is complete).
 */
function allowed(valid: CanaryResult): (trace: Trace) => boolean {
  const lookups = valid.binLookups.map((request) => `request ${request}`);
  const frame =
    valid.cardFrame && URL.canParse(valid.cardFrame) ? new URL(valid.cardFrame).origin : undefined;
  return ({ channel, where }) =>
    lookups.some((lookup) => where.startsWith(lookup)) ||
    (frame !== undefined &&
      ((channel === 'message' &&
        (where.includes(` in ${frame}/`) ||
          where.endsWith(`from ${frame}`) ||
          where.startsWith(`postMessage received by ${frame}/`))) ||
        (channel === 'request' && where.replace(/^request \S+ /, '').startsWith(`${frame}/`))));
}

async function drive(
  browser: Browser,
  contextOptions: BrowserContextOptions,
  options: DrivesOptions,
  card: CardDetails,
  seed: number,
  control: boolean,
): Promise<CanaryResult> {
  const context = await browser.newContext(contextOptions);
  const sharedWorkers = new SharedWorkers();
  const random = seeded(seed);
  // Drawn even when given: the hands' later draws stay those of the seed.
  const entry = numberEntry(random);
  const canary = new Canary(await context.newPage(), {
    touch: options.touch,
    sharedWorkers,
    card,
    control,
    random,
    entry: options.entry ?? entry,
    stay: options.stay,
  });
  try {
    const page = canary.page;
    page.setDefaultTimeout(options.timeoutMs);
    await sharedWorkers.start(context, await context.newCDPSession(page));
    await canary.install();
    if (options.steps) await options.steps(page);
    await page.goto(options.url, { waitUntil: 'load', timeout: options.timeoutMs });
    await options.settle(page);
    return await canary.run(options.submit, options.timeoutMs);
  } finally {
    await canary.dispose();
    await sharedWorkers.stop();
    await context.close();
  }
}
