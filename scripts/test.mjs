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

/** The built bundles, for the tests that serve the frame's scripts (test/support/frame-server.ts). */
const BUILT = { CARD_TOKENIZER_DIST: 'built' };

/**
 * Each step starts once the steps it comes `after` have passed, beside whatever else is running:
 * the two cores stay busy (a step prints how busy they were) and no step waits on one it does
 * not need.
 */
const steps = [
  { name: 'browsers', run: ['bash', ['scripts/ensure-browsers.sh']], after: [] },
  // One after the other: typecheck and lint at once took as long as in turn (31 s).
  { name: 'typecheck', run: ['npx', ['tsc', '--noEmit']], after: ['browsers'] },
  { name: 'lint', run: ['npx', ['eslint', '.']], after: ['typecheck'] },
  {
    name: 'format',
    run: ['npx', ['prettier', '--check', '--log-level=warn', '.']],
    after: ['lint'],
  },
  // Beside the checks: on its own it kept the cores 76 % busy, waiting on its browsers.
  { name: 'unit', run: vitest('unit'), after: ['browsers'] },
  { name: 'build', run: ['node', ['scripts/build.mjs']], after: ['format'] },
  // Exact gzip bytes against each bundle's budget: a regression fails here, not a round later.
  { name: 'size', run: ['node', ['scripts/size.mjs']], after: ['build'] },
  {
    name: 'package',
    run: vitest('package', '--config', 'test/package/vitest.config.ts'),
    after: ['size', 'unit'],
  },
  {
    name: 'frameworks',
    run: vitest('frameworks', '--config', 'test/frameworks/vitest.config.ts'),
    after: ['package'],
  },
  // Waits at a shopper's pace for longer than anything beside it: it starts first and runs on
  // into the e2e suite.
  {
    name: 'audit',
    run: vitest('audit', '--config', 'test/audit/vitest.config.ts'),
    after: ['size', 'unit'],
  },
  // The demo's checkout pages audited against their approved inventories (`npm run audit`).
  {
    name: 'demo audit',
    run: ['node', ['scripts/audit-demo.mjs', '--no-build']],
    after: ['size', 'unit'],
  },
  { name: 'screen-reader', run: screenReader, after: ['demo audit'] },
  ...(browsers.includes('webkit')
    ? [{ name: 'webkit', run: webkit, after: ['screen-reader'] }]
    : []),
  // The examples project needs the frameworks' builds; its output streams, the others' print whole.
  {
    name: 'e2e',
    run: ['npx', ['playwright', 'test']],
    after: ['frameworks', browsers.includes('webkit') ? 'webkit' : 'screen-reader'],
    stream: true,
  },
].map((step) =>
  ['browsers', 'typecheck', 'lint', 'format', 'unit', 'build'].includes(step.name)
    ? step
    : { ...step, env: BUILT },
);

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

/** Steps running now: one alone streams its output; beside others, it prints whole when it ends. */
let running = 0;

/** Runs one step, its output streamed or kept for its end; resolves to its exit status. */
function run({ name, run: [command, args], env, stream }) {
  const started = Date.now();
  const ticks = cpuTicks();
  const live = stream || running === 0;
  running += 1;
  if (live) console.log(`\n=== ${name}`);
  const child = spawn(command, args, {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      running -= 1;
      if (!live) process.stdout.write(`\n=== ${name}\n${Buffer.concat(output)}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`=== ${name}: ${seconds} s${busyShare(ticks, cpuTicks())}`);
      if (status !== 0) console.error(`\n${name} failed`);
      resolve(status ?? 1);
    });
  });
}

/** Each step's outcome: true once it passed, false if it failed or a step before it did. */
const outcomes = new Map();
const started = Date.now();
const ticks = cpuTicks();
for (const step of steps) {
  const before = step.after.map((name) => outcomes.get(name));
  outcomes.set(
    step.name,
    Promise.all(before).then(async (passed) =>
      passed.every(Boolean) ? (await run(step)) === 0 : false,
    ),
  );
}
const passedAll = (await Promise.all(outcomes.values())).every(Boolean);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n=== all steps: ${seconds} s${busyShare(ticks, cpuTicks())}`);
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
process.exit(passedAll && failed === 0 ? 0 : 1);
