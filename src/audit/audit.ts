import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { version } from '../version.js';
import { CannotJudge } from './terms/cannot-judge.js';
import { runDrives } from './canary/control.js';
import type { NumberEntry } from './canary/hands.js';
import type { Stay } from './canary/time.js';
import type { CanaryResult } from './canary/canary.js';
import { compare } from './inventory/compare.js';
import { checkCsp } from './page/csp.js';
import type { Browser } from './browser/driver.js';
import { checkElementScripts } from './page/element-script.js';
import type { Drift, PageEvidence } from './terms/evidence.js';
import { securityHeaders } from './page/headers.js';
import type { Inventory } from './inventory/schema.js';
import { cardFrames, recordFrames, watchFrameDocuments } from './page/frames.js';
import { displayUrl, ScriptWatch } from './page/scripts.js';
import { SharedWorkers } from './browser/shared-workers.js';
import { WorkerWatch } from './page/workers.js';
import {
  pageLanguage,
  profileOptions,
  profileSeen,
  type ProfileChoice,
  type ProfileSeen,
} from './browser/profile.js';

export interface AuditOptions {
  url: string;
  /** For a checkout behind a login or a basket: runs first, with the page. */
  steps?: (page: Page) => Promise<void> | void;
  canary?: boolean;
  /** The selector of the page's pay button, for the canary. */
  submit?: string;
  /** How the canary stays: the page's clock jumped (default), or real time. */
  stay?: Stay;
  /** The canary's BINs (the merchant's); the shipped list of real issuers' otherwise. */
  bins?: readonly string[];
  /** How the canary enters the number in every drive; typed, pasted or autofilled at random otherwise. */
  entry?: NumberEntry;
  /** Origins the element may post the card to, beyond what the page tells. */
  tokenizationOrigins?: string[];
  /** Who the browser presents as (default: a desktop shopper's Chrome). */
  profile?: ProfileChoice;
  /** The shopper's language; default the page's own. */
  locale?: string;
  /** The installed package's integrity.json. */
  integrityFile: URL | string;
  timeoutMs?: number;
}

export interface AuditRun {
  evidence: PageEvidence;
  /** Found by the library's own checks, whatever the inventory says. */
  checks: Drift[];
  canary?: CanaryResult;
  /** Control drives the canary needed (1, or 2 when the first differed from the valid drive). */
  canaryControls?: number;
  /** What the page read of the browser: the profile that ran. */
  profile: ProfileSeen;
  browserVersion: string;
  startedAt: Date;
}

/** Loads the payment page once and records what it runs, sends and listens with. */
export async function auditPage(browser: Browser, options: AuditOptions): Promise<AuditRun> {
  const startedAt = new Date();
  const timeout = options.timeoutMs ?? 15_000;
  const integrity = await readIntegrity(options.integrityFile);
  const choice = options.profile ?? { as: 'desktop' };
  const presented = await profileOptions(browser, choice);
  const locale =
    options.locale ??
    (await pageLanguage(options.url, presented.userAgent, Math.min(timeout, 5000)));
  const context = await browser.newContext({ ...presented, locale });
  const sharedWorkers = new SharedWorkers();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    const cdp = await context.newCDPSession(page);
    const watch = new ScriptWatch(page, cdp);
    await watch.start();
    await sharedWorkers.start(context, cdp);
    const workers = new WorkerWatch(page, sharedWorkers);
    workers.start();
    if (options.steps) await options.steps(page);
    watch.reset();
    const frameDocuments = watchFrameDocuments(page);
    const response = await page
      .goto(options.url, { waitUntil: 'load', timeout })
      .catch((error: Error) => {
        throw new CannotJudge(
          `the page ${options.url} is unreachable: ${error.message.split('\n')[0]}`,
        );
      });
    if (!response) throw new CannotJudge(`the page ${options.url} gave no response`);
    if (response.status() >= 400)
      throw new CannotJudge(
        `the page ${options.url} answered ${response.status()} ${response.statusText()}`,
      );
    await settle(page, options.url, timeout);
    const pageUrl = page.url();
    const profile = await profileSeen(page, choice);

    const recorded = await recordFrames(
      page,
      watch,
      pageUrl,
      new Set(Object.values(integrity)),
      frameDocuments,
    );
    const scripts = [...recorded.page.scripts, ...recorded.frames.scripts];
    const pageHeaders = securityHeaders(await response.headersArray());
    const headers = [...pageHeaders, ...recorded.frames.headers];
    const listeners = [...recorded.page.listeners, ...recorded.frames.listeners];
    const own = [...recorded.page.own, ...recorded.frames.own];
    const ownScripts = [...new Set([...recorded.page.ownScripts, ...recorded.frames.ownScripts])];
    const frames = page
      .frames()
      .filter((frame) => frame !== page.mainFrame())
      .map((frame) => {
        const parent = frame.parentFrame();
        return {
          url: displayUrl(frame.url(), pageUrl),
          ...(parent &&
            parent !== page.mainFrame() && { parent: displayUrl(parent.url(), pageUrl) }),
        };
      });
    // The card's document: the page, or the frame holding the card in isolated mode.
    const holder = (await cardFrames(page))[0] ?? page.mainFrame();
    const holderName = holder === page.mainFrame() ? undefined : displayUrl(holder.url(), pageUrl);
    const holderHeaders = holderName
      ? recorded.frames.headers
          .filter(({ frame }) => frame === holderName)
          .map(({ name, value }) => ({ name, value }))
      : pageHeaders;
    const attributeOrigins = await holder
      .locator('card-tokenizer[card-registration-url]')
      .evaluateAll((hosts) =>
        hosts.map((host) => host.getAttribute('card-registration-url') ?? ''),
      );

    const workersSeen = await workers.record(pageUrl, watch);
    // The canary drives in contexts of their own, after this one, with no Debugger domain on.
    await context.close();
    const drives = options.canary
      ? await runDrives(
          browser,
          { ...presented, locale },
          {
            url: options.url,
            steps: options.steps,
            submit: options.submit,
            touch: presented.hasTouch === true,
            stay: options.stay ?? { real: false },
            bins: options.bins,
            entry: options.entry,
            timeoutMs: timeout,
            settle: (drive) => settle(drive, options.url, timeout),
          },
        )
      : undefined;
    // Every script but the element's that read the card, in any drive (6.4.3), named as scripts are.
    const canaryResult = drives && {
      ...drives.valid,
      cardReads: drives.valid.cardReads
        .map(({ what, script }) => ({ what, script: displayUrl(script, pageUrl) }))
        .filter(({ script }) => !ownScripts.includes(script)),
    };
    const tokenizationOrigins = [
      ...new Set(
        [
          ...(options.tokenizationOrigins ?? []),
          ...attributeOrigins,
          canaryResult?.tokenizationRequest ?? '',
        ]
          .filter((url) => URL.canParse(url))
          .map((url) => new URL(url).origin),
      ),
    ].sort();
    const evidence: PageEvidence = {
      url: pageUrl,
      scripts,
      frames,
      headers,
      listeners,
      ownListeners: own,
      ownScripts,
      tokenizationOrigins,
      workers: workersSeen,
    };
    const checks = [
      ...checkElementScripts(scripts, integrity, version),
      ...checkCsp(holderHeaders, holder.url(), tokenizationOrigins),
      ...(canaryResult?.leaks ?? []),
      ...(drives?.triggered ?? []),
    ];
    if (drives && !canaryResult?.tokenizationRequest)
      throw new CannotJudge(
        'the canary saw no tokenization request after submitting the test card (pass --submit <selector> of the pay button?)',
      );
    return {
      evidence,
      checks,
      canary: canaryResult,
      ...(drives && { canaryControls: drives.controls }),
      profile,
      browserVersion: browser.version(),
      startedAt,
    };
  } finally {
    await sharedWorkers.stop();
    await context.close();
  }
}

/**
 * Waits for the page to go quiet and for the element to be defined, in the page or in one of its
 * frames (the card in a frame of its own); no element, no verdict.
 */
async function settle(page: Page, url: string, timeout: number): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: Math.min(timeout, 5000) }).catch(() => {});
  const holders = [];
  for (const frame of page.frames())
    if (
      (await frame
        .locator('card-tokenizer')
        .count()
        .catch(() => 0)) > 0
    )
      holders.push(frame);
  const defined = await Promise.all(
    holders.map((frame) =>
      frame
        .waitForFunction(() => customElements.get('card-tokenizer'), undefined, {
          timeout: Math.min(timeout, 5000),
        })
        .then(
          () => true,
          () => false,
        ),
    ),
  );
  if (!defined.includes(true))
    throw new CannotJudge(`no <card-tokenizer> on ${url}: this is not a page the audit can judge`);
}

async function readIntegrity(file: URL | string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  } catch {
    throw new CannotJudge(
      `cannot read card-tokenizer's integrity.json at ${String(file)}: is the package built?`,
    );
  }
}

/** The inventory comparison and the library's checks together, in a stable order. */
export function verdict(run: AuditRun, inventory: Inventory): Drift[] {
  return [...compare(run.evidence, inventory), ...run.checks];
}
