// `npm run audit`: starts the demo with its checkout pages built as a shop deploys them, audits
// the three (the Isolated one with its card frame) in one run of card-tokenizer-audit --pages,
// with the canary, against their approved inventories, into one evidence report
// (reports/audit/), stops the demo, and exits with the run's status (0 pass, 1 drift, 2 cannot
// judge). See docs/audit.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run audit -- [--no-build] [--update] [--as desktop|mobile] [--workers <n>]

  --no-build   use dist/ as it is (run "npm run build" first)
  --update     refresh the inventories (new entries unapproved: approve them in the diff)
  --as         the browser profile: a desktop Chrome (default) or a phone's
  --workers    browsers at once (default 1)

The tokenization sandbox listens on AUDIT_SANDBOX_PORT (default 5191), the Isolated checkout's
frame host on AUDIT_FRAME_PORT (default 5192) and the pages on AUDIT_PAGES_PORT (default 5193):
the pages' CSP names the first two, the frame's frame-ancestors the pages, so the approved headers
stay the same from one run to the next.`;

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    update: { type: 'boolean', default: false },
    as: { type: 'string', default: 'desktop' },
    workers: { type: 'string', default: '1' },
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
/** The evidence report, with the page list it audited. */
const REPORT = 'reports/audit';

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
let status;
try {
  demo = await startAuditedDemo();
  mkdirSync(`${repository}${REPORT}`, { recursive: true });
  // The page list: written for this run, as the demo's origin is known once it listens.
  const list = {
    options: { as: values.as },
    pages: PAGES.map((page) => ({
      name: page,
      url: new URL(`${page}.html`, demo.url).href,
      inventory: `../../demo/payment-page-inventory/${page}.json`,
      canary: true,
    })),
  };
  writeFileSync(`${repository}${REPORT}/pages.json`, `${JSON.stringify(list, null, 2)}\n`);
  const args = [
    'bin/card-tokenizer-audit.js',
    '--pages',
    `${REPORT}/pages.json`,
    '--report',
    REPORT,
    '--workers',
    values.workers,
    ...(values.update ? ['--update'] : []),
  ];
  console.log(`\n$ card-tokenizer-audit ${args.slice(1).join(' ')}`);
  status = await run(process.execPath, args);
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
