// `npm run bench`: builds dist/, then every figure, printed as a table and written to
// bench/results.json. `node bench/run.mjs startup keystrokes` runs some measures only and writes
// no results.json; `--no-build` measures dist/ as it is.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { measureAudit } from './audit.mjs';
import { addElementPage, launchChromium } from './browser.mjs';
import { measureBytes } from './bytes.mjs';
import { FIRST_TOKENIZATION_DEFINITION, measureFirstTokenization } from './first-tokenization.mjs';
import { measureIdempotency } from './idempotency.mjs';
import { ISOLATED_DEFINITION, isolatedBytes, measureIsolated } from './isolated.mjs';
import { KEYSTROKE_DEFINITION, measureKeystrokes } from './keystrokes.mjs';
import { measureMemory } from './memory.mjs';
import { measureOverhead } from './overhead.mjs';
import { measureRequests } from './requests.mjs';
import { measureSandboxThroughput } from './sandbox-throughput.mjs';
import { startPageServer } from './servers.mjs';
import { STARTUP_DEFINITION, measureStartup } from './startup.mjs';
import { printTable } from './table.mjs';

/** Past this the bench stops itself: the measures' own bounds add up to less; this catches a hang. */
// The audit adds about a minute to the other measures' bounds.
const WATCHDOG_MS = 9 * 60_000;
const DIST = [
  'dist/card-tokenizer.iife.js',
  'dist/card-tokenizer.js',
  'dist/core.js',
  'dist/locales',
  'dist/server.js',
  'dist/sandbox.js',
  'dist/sandbox-cli.js',
  'dist/card-tokenizer-frame.iife.js',
  'dist/card-frame.js',
];

/** Node measures first (they read dist/ at once), then those in the browser. */
const MEASURES = [
  { name: 'bytes', run: () => measureBytes() },
  { name: 'sandbox-throughput', run: () => measureSandboxThroughput({}) },
  { name: 'idempotency', run: () => measureIdempotency({}) },
  { name: 'requests', browser: true, run: (ctx) => measureRequests(ctx) },
  { name: 'overhead', browser: true, run: (ctx) => measureOverhead(ctx) },
  { name: 'startup', browser: true, run: (ctx) => measureStartup(ctx) },
  { name: 'first-tokenization', browser: true, run: (ctx) => measureFirstTokenization(ctx) },
  { name: 'keystrokes', browser: true, run: (ctx) => measureKeystrokes(ctx) },
  { name: 'memory', browser: true, run: (ctx) => measureMemory(ctx) },
  {
    name: 'isolated',
    browser: true,
    async run({ browser }) {
      // Imported only here: the frame page comes from the built server module, as a shop's would.
      const { cardFramePage } = await import('../dist/server.js');
      return { ...isolatedBytes(), ...(await measureIsolated({ browser, cardFramePage })) };
    },
  },
  // Its own browsers: the command launches Chromium as a merchant's run does.
  { name: 'audit', run: () => measureAudit() },
];

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const only = args.filter((arg) => arg !== '--no-build');
const unknown = only.filter((name) => !MEASURES.some((measure) => measure.name === name));
if (unknown.length) {
  console.error(`Unknown measure ${unknown.join(', ')}; expected ${MEASURES.map((m) => m.name)}`);
  process.exit(2);
}
const selected = MEASURES.filter((measure) => !only.length || only.includes(measure.name));

// Built from the working tree, so the figures belong to the commit (and changes) stamped below.
if (build) {
  console.log('Building dist/ …');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
} else if (DIST.some((file) => !existsSync(file))) {
  console.error('dist/ is incomplete: run "npm run build", or leave out --no-build');
  process.exit(1);
}

const started = Date.now();
// Read once: another build replacing dist/ during the run cannot mix two versions in the pages.
const iife = readFileSync('dist/card-tokenizer.iife.js');
const results = {
  date: new Date().toISOString(),
  commit: build ? gitCommit() : `${gitCommit()}, dist/ not rebuilt (--no-build)`,
};
const loadAtStart = os.loadavg()[0];
const cleanups = [];
const cleanUp = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {});
};
const watchdog = setTimeout(() => {
  console.error(`The bench ran past ${WATCHDOG_MS / 1000} s: stopping`);
  void cleanUp().finally(() => process.exit(1));
}, WATCHDOG_MS);

try {
  const context = {};
  for (const measure of selected) {
    if (measure.browser && !context.browser) {
      const pages = await startPageServer();
      cleanups.push(() => pages.close());
      addElementPage(pages, iife);
      const browser = await launchChromium();
      cleanups.push(() => browser.close());
      Object.assign(context, { browser, pages, pagesOrigin: pages.origin, iife });
      results.chromium = browser.version();
    }
    const start = Date.now();
    process.stdout.write(`${measure.name}… `);
    Object.assign(results, await measure.run(context));
    console.log(`${((Date.now() - start) / 1000).toFixed(1)} s`);
  }
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}

results.machine = machine(results.chromium);
// Other work on the machine is the first suspect when figures move: say how busy it was.
results.loadAverage = { start: loadAtStart, end: os.loadavg()[0] };
results.durationSeconds = (Date.now() - started) / 1000;
results.definitions = {
  startup: STARTUP_DEFINITION,
  firstTokenization: FIRST_TOKENIZATION_DEFINITION,
  keystroke: KEYSTROKE_DEFINITION,
  isolated: ISOLATED_DEFINITION,
};
printTable(results);
if (!only.length) {
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten to bench/results.json');
}
// The one figure that is a property, not a speed: a second request would mean a preflight.
if (results.requestsPerTokenization !== undefined && results.requestsPerTokenization !== 1) {
  console.error(`Expected 1 request per tokenization, got ${results.requestsPerTokenization}`);
  process.exitCode = 1;
}

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }) !== '';
    return `${commit.trim()}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** One line that says where the figures come from: they mean little without it. */
function machine(chromium) {
  const release = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  const system = /^PRETTY_NAME="?([^"\n]*)/m.exec(release)?.[1] ?? `${os.type()}`;
  return [
    os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    `${os.availableParallelism()} cores`,
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `${system} (${os.platform()} ${os.release()})`,
    `Node ${process.version}`,
    chromium ? `Chromium ${chromium}` : 'no browser',
  ].join(', ');
}
