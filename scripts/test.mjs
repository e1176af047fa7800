// The one gate: typecheck, lint, unit tests, build, bundle budgets, package, browser tests; one
// closing count. Speed is a figure, not a test: `npm run bench` prints it.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports);

/** A Vitest run that also writes its counts to reports/<name>.vitest.json. */
const vitest = (name, ...args) => [
  'npx',
  [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${name}.vitest.json`,
  ],
];

/** `BROWSERS=chromium npm test` skips Firefox and WebKit, for a machine without them. */
const browsers = (process.env.BROWSERS ?? 'chromium,firefox,webkit').split(',');
/** MiniBrowser has no headless mode: WebKit runs on a virtual display, outside Playwright. */
const webkit = [
  'xvfb-run',
  ['-a', ...vitest('webkit', '--config', 'e2e/webkit/vitest.config.ts').flat()],
];
/** What a screen reader hears, from AT-SPI2, in headed browsers on a virtual display. */
const screenReader = [
  'xvfb-run',
  ['-a', ...vitest('screen-reader', '--config', 'e2e/screen-reader/vitest.config.ts').flat()],
];

/** Steps in order; the lanes of a `lanes()` group run at once, each lane's steps one by one. */
const lanes = (...group) => ({
  lanes: group.map((lane) => (Array.isArray(lane[0]) ? lane : [lane])),
});
const steps = [
  ['browsers', 'bash', ['scripts/ensure-browsers.sh']],
  // Not at once: together they took as long as one after the other (31 s).
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  ['unit', ...vitest('unit')],
  ['build', 'node', ['scripts/build.mjs']],
  // Exact gzip bytes against each bundle's budget: a regression fails here, not a round later.
  ['size', 'node', ['scripts/size.mjs']],
  // The audit's tests wait at a shopper's pace for longer than the rest of this group together:
  // the packing, the framework builds, the screen reader and WebKit (each on its own virtual
  // display, mostly waiting on its browser) take their turns beside it.
  lanes(
    [
      ['package', ...vitest('package', '--config', 'test/package/vitest.config.ts')],
      ['frameworks', ...vitest('frameworks', '--config', 'test/frameworks/vitest.config.ts')],
    ],
    ['audit', ...vitest('audit', '--config', 'test/audit/vitest.config.ts')],
    [
      // The demo's checkout pages audited against their approved inventories (`npm run audit`).
      ['demo audit', 'node', ['scripts/audit-demo.mjs', '--no-build']],
      ['screen-reader', ...screenReader],
      ...(browsers.includes('webkit') ? [['webkit', ...webkit]] : []),
    ],
  ),
  // Both cores, alone: the examples project needs the frameworks' builds.
  ['e2e', 'npx', ['playwright', 'test']],
];

/** Vitest's and Playwright's JSON reports, summed. */
function counts() {
  let passed = 0;
  let failed = 0;
  for (const file of readdirSync(reports).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(`${reports}/${file}`, 'utf8'));
    if (file.endsWith('.vitest.json')) {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    } else if (report.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
    }
  }
  return { passed, failed };
}

/** Each test's time from the reports, Vitest's and Playwright's: [seconds, where, title]. */
function timings() {
  const rows = [];
  // A describe's title leads its tests' (the file's own suite is named by its path).
  const walk = (suite, describes = []) => {
    for (const spec of suite.specs ?? [])
      for (const { projectName, results } of spec.tests)
        for (const { duration } of results)
          rows.push([
            duration / 1000,
            `${projectName} ${spec.file}`,
            [...describes, spec.title].join(' › '),
          ]);
    for (const child of suite.suites ?? [])
      walk(
        child,
        child.title && child.title !== child.file ? [...describes, child.title] : describes,
      );
  };
  for (const file of readdirSync(reports).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(`${reports}/${file}`, 'utf8'));
    if (file.endsWith('.vitest.json')) {
      for (const { name, assertionResults } of report.testResults)
        for (const { duration, fullName } of assertionResults)
          rows.push([
            (duration ?? 0) / 1000,
            `${file.slice(0, -'.vitest.json'.length)} ${name.replace(`${process.cwd()}/`, '')}`,
            fullName,
          ]);
    } else for (const suite of report.suites ?? []) walk(suite);
  }
  return rows.sort(([a], [b]) => b - a);
}

/** The machine's CPU time so far, busy and all, in ticks (Linux's /proc/stat; null elsewhere). */
function cpuTicks() {
  if (!existsSync('/proc/stat')) return null;
  const [, user, nice, system, idle, iowait, ...rest] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  const all = user + nice + system + idle + iowait + rest.reduce((sum, n) => sum + n, 0);
  return { busy: all - idle - iowait, all };
}

/** How busy the whole machine was between two readings, e.g. "CPU 93 % of 2 cores". */
function busyShare(before, after) {
  if (!before || !after) return '';
  const share = (after.busy - before.busy) / (after.all - before.all);
  return `, CPU ${(share * 100).toFixed(0)} % of ${availableParallelism()} cores`;
}

/** Runs one step; alone, its output streams; beside others, it prints whole when it ends. */
function run([name, command, args], alone) {
  const started = Date.now();
  const ticks = cpuTicks();
  if (alone) console.log(`\n=== ${name}`);
  const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n=== ${name}\n${Buffer.concat(output)}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`=== ${name}: ${seconds} s${busyShare(ticks, cpuTicks())}`);
      if (status !== 0) console.error(`\n${name} failed`);
      resolve(status ?? 1);
    });
  });
}

/** One lane: its steps in order, up to the first that fails. */
async function runLane(lane, alone) {
  for (const step of lane) {
    const status = await run(step, alone);
    if (status !== 0) return status;
  }
  return 0;
}

let exitCode = 0;
for (const step of steps) {
  const group = step.lanes ?? [[step]];
  const started = Date.now();
  const ticks = cpuTicks();
  const statuses = await Promise.all(group.map((lane) => runLane(lane, group.length === 1)));
  if (group.length > 1) {
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`=== lanes together: ${seconds} s${busyShare(ticks, cpuTicks())}`);
  }
  exitCode = statuses.find((status) => status !== 0) ?? 0;
  if (exitCode !== 0) break;
  // From here on, tests that serve the frame's scripts serve the built ones (test/support/frame-server.ts).
  if (step[0] === 'build') process.env.CARD_TOKENIZER_DIST = 'built';
}
const { passed, failed } = existsSync(reports) ? counts() : { passed: 0, failed: 0 };
if (existsSync(reports)) {
  // The slowest tests, so that growth is seen where it happens.
  console.log('\nSlowest tests:');
  const rows = timings();
  for (const [seconds, where, title] of rows.slice(0, 15))
    console.log(`${seconds.toFixed(1).padStart(7)} s  ${where} › ${title}`);
  // Summed per Vitest step and Playwright project: which engine or step grew.
  const sums = new Map();
  for (const [seconds, where] of rows) {
    const name = where.split(' ')[0];
    sums.set(name, (sums.get(name) ?? 0) + seconds);
  }
  console.log('\nTest time summed (s):');
  for (const [name, seconds] of [...sums].sort(([, a], [, b]) => b - a))
    console.log(`${seconds.toFixed(0).padStart(7)} s  ${name}`);
}
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
