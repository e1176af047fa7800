// `npm run demo`: builds dist, then runs the payment service (sandbox), the demo backend and the
// demo pages in this one process, so Ctrl+C stops them all. See docs/demo.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run demo -- [--port N] [--no-build]

  --port N     port of the demo pages on 127.0.0.1 (default: DEMO_PORT, else 5173)
  --no-build   use dist/ as it is (run "npm run build" first)

With PAYMENTS_BASE_URL, PAYMENTS_CLIENT_ID and PAYMENTS_API_KEY set, the backend talks to that
service instead of the embedded sandbox.`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const portText = values.port ?? process.env.DEMO_PORT;
  const port = Number(portText ?? 5173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Expected --port or DEMO_PORT to be a port number, got "${portText}"`);
  }
  // A port the user chose is kept or refused; the default moves on if it is taken.
  return {
    port,
    strictPort: portText !== undefined,
    build: !values['no-build'],
    help: values.help,
  };
}

let options;
try {
  options = readOptions();
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const repository = fileURLToPath(new URL('..', import.meta.url));
/** What the demo serves or imports from dist/. */
const BUILT_FILES = [
  'card-tokenizer.js',
  'card-tokenizer.iife.js',
  'card-tokenizer.iife.js.sri',
  'card-tokenizer-frame.iife.js',
  'card-frame.js',
  'integrity.json',
  'locales/fr.js',
  'locales/fr.mjs',
  'core.js',
  'server.js',
  'sandbox.js',
];
if (options.build) {
  console.log('Building dist/ …');
  const { status } = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: repository,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
} else if (!BUILT_FILES.every((file) => existsSync(`${repository}dist/${file}`))) {
  console.error('dist/ is incomplete: run "npm run build", or leave out --no-build');
  process.exit(1);
}

// Imported after the build: the backend imports `card-tokenizer/server` and `/core` from dist.
const { startDemo } = await import('../demo/server/start.js');
let demo;
try {
  demo = await startDemo({ port: options.port, strictPort: options.strictPort });
} catch (error) {
  console.error(`The demo could not start: ${error.message}`);
  process.exit(1);
}

console.log(`
card-tokenizer demo
  payment service  ${demo.service}
  backend          ${demo.backendUrl}/api
  pages            ${demo.url}
  card frame       ${demo.frameUrl} (the Isolated checkout's second origin)

Open ${demo.url} — Ctrl+C stops everything.
`);

let stopping = false;
async function stop() {
  // A second Ctrl+C does not wait for a slow close.
  if (stopping) process.exit(130);
  stopping = true;
  try {
    await demo.close();
  } catch (error) {
    console.error(`The demo did not stop cleanly: ${error.message}`);
    process.exitCode = 1;
  } finally {
    process.exit();
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
