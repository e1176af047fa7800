// `npm run audit`: starts the demo with its checkout pages built as a shop deploys them, audits
// each (the Isolated one with its card frame) with card-tokenizer-audit --canary against their
// approved inventories, stops the demo, and exits with the worst status (0 pass, 1 drift, 2
// cannot judge). See docs/audit.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run audit -- [--no-build] [--update] [--as desktop|mobile]

  --no-build   use dist/ as it is (run "npm run build" first)
  --update     refresh the inventories (new entries unapproved: approve them in the diff)
  --as         the browser profile: a desktop Chrome (default) or a phone's

The tokenization sandbox listens on AUDIT_SANDBOX_PORT (default 5191), the Isolated checkout's
frame host on AUDIT_FRAME_PORT (default 5192) and the pages on AUDIT_PAGES_PORT (default 5193):
the pages' CSP names the first two, the frame's frame-ancestors the pages, so the approved headers
stay the same from one run to the next.`;

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    update: { type: 'boolean', default: false },
    as: { type: 'string', default: 'desktop' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const repository = fileURLToPath(new URL('..', import.meta.url));
/** The checkout pages and their inventories, kept in the repository. */
const PAGES = ['script-tag', 'spa', 'isolated'];
const inventory = (page) => `demo/payment-page-inventory/${page}.json`;

if (!values['no-build']) {
  const { status } = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: repository,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(2);
} else if (!existsSync(`${repository}dist/audit-cli.js`)) {
  console.error('dist/ is incomplete: run "npm run build", or leave out --no-build');
  process.exit(2);
}

const { startAuditedDemo } = await import('../demo/server/audited-demo.js');
let demo;
let status = 0;
try {
  demo = await startAuditedDemo();
  mkdirSync(`${repository}reports`, { recursive: true });
  for (const page of PAGES) {
    const args = [
      'bin/card-tokenizer-audit.js',
      new URL(`${page}.html`, demo.url).href,
      '--inventory',
      inventory(page),
      '--canary',
      '--json',
      `reports/audit-${page}.json`,
      '--markdown',
      `reports/audit-${page}.md`,
      '--as',
      values.as,
      ...(values.update ? ['--update'] : []),
    ];
    console.log(`\n$ card-tokenizer-audit ${args.slice(1).join(' ')}`);
    status = Math.max(status, await run(process.execPath, args));
  }
} catch (error) {
  console.error(`npm run audit: the demo could not start: ${error.message}`);
  status = 2;
} finally {
  await demo?.close().catch((error) => console.error(error.message));
}
console.log(`\nnpm run audit: ${['pass', 'drift', 'cannot judge'][status]} (exit ${status})`);
process.exit(status);

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repository, stdio: 'inherit' });
    child.once('error', () => resolve(2));
    child.once('exit', (code) => resolve(code ?? 2));
  });
}
