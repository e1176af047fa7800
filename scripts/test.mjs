// The one gate: typecheck, lint, unit tests, build, package, browser tests; one closing count.
// Sizes are figures, not tests: `npm run size` and `npm run bench` print them.
import { spawnSync } from 'node:child_process';
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

const steps = [
  ['browsers', 'bash', ['scripts/ensure-browsers.sh']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  ['unit', ...vitest('unit')],
  ['build', 'node', ['scripts/build.mjs']],
  ['package', ...vitest('package', '--config', 'test/package/vitest.config.ts')],
  ['frameworks', ...vitest('frameworks', '--config', 'test/frameworks/vitest.config.ts')],
  ['e2e', 'npx', ['playwright', 'test']],
  ...(browsers.includes('webkit') ? [['webkit', ...webkit]] : []),
  ['screen-reader', ...screenReader],
];

/** Vitest's and Playwright's JSON reports, summed. */
function counts() {
  let passed = 0;
  let failed = 0;
  for (const file of readdirSync(reports)) {
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

let exitCode = 0;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  console.log(`=== ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (status !== 0) {
    console.error(`\n${name} failed`);
    exitCode = status || 1;
    break;
  }
}
const { passed, failed } = existsSync(reports) ? counts() : { passed: 0, failed: 0 };
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
