// The one gate: typecheck, lint, unit tests, build, browser tests; then one closing count.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports);

const steps = [
  ['browsers', 'bash', ['scripts/ensure-browsers.sh']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  [
    'unit',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/unit.json`,
    ],
  ],
  ['build', 'node', ['scripts/build.mjs']],
  ['e2e', 'npx', ['playwright', 'test']],
];

function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync(`${reports}/unit.json`)) {
    const unit = JSON.parse(readFileSync(`${reports}/unit.json`, 'utf8'));
    passed += unit.numPassedTests;
    failed += unit.numFailedTests;
  }
  if (existsSync(`${reports}/e2e.json`)) {
    const { stats } = JSON.parse(readFileSync(`${reports}/e2e.json`, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

let exitCode = 0;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n${name} failed`);
    exitCode = status || 1;
    break;
  }
}
const { passed, failed } = counts();
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
