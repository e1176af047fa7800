import type { AuditRun } from './audit.js';
import type { NumberEntry } from './canary/hands.js';
import type { ChannelSeen, Drift } from './terms/evidence.js';

export interface Report {
  tool: { name: 'card-tokenizer-audit'; version: string; driver: string };
  browser: string;
  /** Who the browser presented as, read in the page. */
  profile: AuditRun['profile'];
  date: string;
  url: string;
  inventory: string;
  canary: boolean;
  verdict: 'pass' | 'drift';
  drifts: Drift[];
  evidence: AuditRun['evidence'];
  tokenizationRequest?: string;
  /** What the canary watched, channel by channel, and how much it saw there. */
  canaryChannels?: ChannelSeen[];
  /** Requests that carried the first 8 digits alone: the element's BIN lookup. */
  binLookups?: string[];
  /** The frame the canary typed in, when not the page itself. */
  cardFrame?: string;
  /** Scripts other than the element's that read the card (6.4.3), whatever they did next. */
  cardReads?: { what: string; script: string }[];
  /** Control drives the canary compared the valid one with. */
  canaryControls?: number;
  /** How the canary's number reached its field: typed, pasted or autofilled by the browser. */
  canaryEntry?: NumberEntry;
}

export function buildReport(
  run: AuditRun,
  drifts: Drift[],
  inventory: string,
  versions: { tool: string; driver: string },
): Report {
  return {
    tool: {
      name: 'card-tokenizer-audit',
      version: versions.tool,
      driver: `playwright-core ${versions.driver}`,
    },
    browser: `Chromium ${run.browserVersion}`,
    profile: run.profile,
    date: run.startedAt.toISOString(),
    url: run.evidence.url,
    inventory,
    canary: run.canary !== undefined,
    verdict: drifts.length === 0 ? 'pass' : 'drift',
    drifts,
    evidence: run.evidence,
    ...(run.canary?.tokenizationRequest && { tokenizationRequest: run.canary.tokenizationRequest }),
    ...(run.canary && {
      canaryChannels: run.canary.channels,
      binLookups: run.canary.binLookups,
      ...(run.canary.cardFrame && { cardFrame: run.canary.cardFrame }),
      cardReads: run.canary.cardReads,
      canaryControls: run.canaryControls,
      canaryEntry: run.canary.entry,
    }),
  };
}

/** The few lines a person reads in a terminal or an alert: the verdict, then each drift. */
export function summary(report: Report): string {
  const { evidence } = report;
  const seen = `${evidence.scripts.length} scripts, ${evidence.headers.length} security headers, ${evidence.frames.length} frames, ${evidence.workers.length} workers, ${evidence.listeners.length} card-event listeners of other scripts`;
  const canary = report.canary
    ? `; canary: a fresh card typed and paid as a shopper, ${report.drifts.some(({ kind }) => kind === 'card-data-leak') ? 'LEAKED' : 'seen only in the tokenization request (answered in the browser)'}`
    : '';
  const head = `${report.verdict === 'pass' ? 'PASS' : `DRIFT (${report.drifts.length})`} ${report.url}: ${seen}${canary}`;
  return [
    head,
    ...report.drifts.map(({ kind, where, message }) => `  ${kind}  ${where}: ${message}`),
  ].join('\n');
}

/** The profile as the page saw it, in one line an assessor can check against the schedule. */
function profileLine(profile: Report['profile']): string {
  return [
    profile.name,
    `User-Agent "${profile.userAgent}"`,
    `brands ${profile.brands.join(', ') || 'none'}`,
    `navigator.webdriver ${profile.webdriver}`,
    `viewport ${profile.viewport} on a ${profile.screen} screen at ${profile.deviceScaleFactor}x`,
    `${profile.touchPoints} touch points`,
    `languages ${profile.languages.join(', ')}`,
  ].join('; ');
}

/** Each channel the canary watched and what it saw there: evidence that it looked. */
function canarySection(report: Report): string[] {
  if (!report.canaryChannels) return [];
  return [
    '## Canary: channels watched',
    '',
    ...(report.cardFrame
      ? [`The canary's card was typed in the frame ${report.cardFrame}.`, '']
      : []),
    '| Channel | Seen | Card found |',
    '| --- | --- | --- |',
    ...report.canaryChannels.map(
      (c) =>
        `| ${cell(c.channel)} | ${c.seen} ${cell(c.unit)} | ${c.leaks === 0 ? 'no' : `${c.leaks} time(s)`} |`,
    ),
    '',
    (report.binLookups ?? []).length === 0
      ? 'No request carried the first 8 digits alone (no BIN lookup).'
      : `The first 8 digits alone (the element's BIN lookup, allowed): ${report.binLookups!.join(', ')}.`,
    '',
    `What the page did with the valid card was compared with ${report.canaryControls ?? 0} control drive(s) of a number the element refuses, entered the same way (${report.canaryEntry ?? 'typed'}).`,
    '',
    '## Scripts that can access card data (6.4.3)',
    '',
    ...((report.cardReads ?? []).length === 0
      ? [
          "No script other than the element's read a card input's value, its form's FormData or its mutations.",
        ]
      : [
          '| Script | What it did |',
          '| --- | --- |',
          ...report.cardReads!.map((read) => `| ${cell(read.script)} | ${cell(read.what)} |`),
        ]),
    '',
  ];
}

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The same as a report an assessor can read and file (PCI DSS 6.4.3, 11.6.1). */
export function markdown(report: Report): string {
  const { evidence } = report;
  const lines = [
    `# Payment page audit: ${report.verdict === 'pass' ? 'no unauthorised change' : `${report.drifts.length} finding(s)`}`,
    '',
    `- Page: ${report.url}`,
    `- Date: ${report.date}`,
    `- Inventory: ${report.inventory}`,
    `- Tool: ${report.tool.name} ${report.tool.version} (${report.tool.driver}), ${report.browser}, headless`,
    `- Browser profile: ${profileLine(report.profile)}`,
    `- Canary card test: ${report.canary ? `yes, a fresh card; tokenization request to ${report.tokenizationRequest ?? '?'} answered in the browser` : 'not run'}`,
    '',
    '## Findings',
    '',
    ...(report.drifts.length === 0
      ? [
          'None: every script, worker, security header, frame, card-field listener and tokenization origin matches the approved inventory, and every entry is approved.',
        ]
      : [
          '| Kind | Where | What |',
          '| --- | --- | --- |',
          ...report.drifts.map((d) => `| ${d.kind} | ${cell(d.where)} | ${cell(d.message)} |`),
        ]),
    '',
    ...canarySection(report),
    '## Scripts that ran (6.4.3)',
    '',
    '| Script | SHA-384 | integrity | Loaded by |',
    '| --- | --- | --- | --- |',
    ...evidence.scripts.map(
      (s) =>
        `| ${cell(s.url)} | \`${s.sha384}\` | ${s.integrity === undefined ? 'none' : s.integrityMatches ? 'matches' : 'DOES NOT MATCH'} | ${cell(s.loadedBy)} |`,
    ),
    '',
    `The element's own code: ${evidence.ownScripts.join(', ') || 'not identified'}.`,
    '',
    '## Workers (6.4.3)',
    '',
    ...(evidence.workers.length === 0
      ? ['None.']
      : evidence.workers.map(
          (w) =>
            `- ${w.type} worker ${w.url}: \`${w.sha384}\`${w.scope ? `, scope ${w.scope}` : ''}, started by ${w.registeredBy}`,
        )),
    '',
    `Tokenization origins: ${evidence.tokenizationOrigins.join(', ') || 'none seen'}.`,
    '',
    '## Security headers as received (11.6.1)',
    '',
    '| Header | Value (nonces and dates normalised) |',
    '| --- | --- |',
    ...evidence.headers.map((h) => `| ${h.name} | \`${cell(h.value)}\` |`),
    '',
    '## Frames',
    '',
    ...(evidence.frames.length === 0
      ? ['None.']
      : evidence.frames.map((f) => `- ${f.url}${f.parent ? ` in ${f.parent}` : ''}`)),
    '',
    "## Listeners on the card inputs, their form, the document and the window (other scripts than the element's)",
    '',
    ...(evidence.listeners.length === 0
      ? ['None.']
      : evidence.listeners.map((l) => `- \`${l.type}\` on ${l.target}, attached by ${l.script}`)),
    '',
  ];
  return lines.join('\n');
}
