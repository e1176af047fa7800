import { defineConfig, type Project } from '@playwright/test';
import { FIREFOX_SKIPS, SERVER_FLOWS } from './e2e/engine-independent.js';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/** Debian's Firefox ESR by default; FIREFOX_PATH points to another build elsewhere. */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/**
 * `BROWSERS=chromium` runs the Chromium projects alone (WebKit runs outside Playwright); the demo
 * and examples projects run in Chromium, so they come with `chromium`, and `demo-firefox` with
 * `firefox`.
 */
const browsers = (process.env.BROWSERS ?? 'chromium,firefox,webkit').split(',');
/** The engine of each project not named after its engine. */
const ENGINES: Record<string, string> = {
  demo: 'chromium',
  'demo-firefox': 'firefox',
  examples: 'chromium',
};
const engineOf = (name: string) => ENGINES[name] ?? name;
const requested = (projects: Project[]) =>
  projects.filter((project) => browsers.includes(engineOf(project.name!)));
const pagesPort = Number(process.env.E2E_PORT ?? 5179);
/** The demo (sandbox, backend and pages in one process, over dist/) for e2e/demo-*.spec.ts. */
const demoPort = Number(process.env.DEMO_E2E_PORT ?? 5181);
/** The built example apps with the sandbox and backend (scripts/serve-examples.mjs). */
const examplesPort = Number(process.env.EXAMPLES_E2E_PORT ?? 5183);

/**
 * Playwright starts every web server, whatever `--project` selects: the demo's and the examples',
 * which need dist/, start only if their project may run (no project named, theirs, or any `*`).
 */
function mayRun(...projects: string[]): boolean {
  const running = projects.filter((name) => browsers.includes(engineOf(name)));
  if (running.length === 0) return false;
  const named: string[] = [];
  let listing = false; // `--project a b` names several
  for (const arg of process.argv.slice(2)) {
    if (arg.startsWith('--project=')) named.push(arg.slice('--project='.length));
    else if (arg.startsWith('-')) listing = arg === '--project';
    else if (listing) named.push(arg);
  }
  return (
    named.length === 0 ||
    named.some((name) => running.includes(name.toLowerCase()) || name.includes('*'))
  );
}

const chromium = {
  browserName: 'chromium',
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
} as const;

const firefox = {
  browserName: 'firefox',
  // Playwright's WebDriver BiDi path, for a stock Firefox (TOOLCHAIN: pinned 1.64.1).
  channel: 'moz-firefox',
  launchOptions: {
    executablePath: firefoxPath,
    // One process for the page and its cross-site frames: Firefox's BiDi sends keys to the top
    // document's process, so with Fission a cross-site frame focused inside, `hasFocus()` true,
    // got none (measured). The same-origin policy, which the isolated specs test, is the same.
    firefoxUserPrefs: { 'fission.autostart': false },
  },
} as const;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${pagesPort}`,
    // Recording a trace for every test costs a third of the run; `--trace=on` records when needed.
    trace: 'off',
  },
  projects: requested([
    {
      name: 'chromium',
      testIgnore: ['demo-*.spec.ts', 'example-*.spec.ts'],
      use: chromium,
    },
    {
      name: 'firefox',
      // The shared scenarios and the specs written for any engine. The rest stay Chromium's:
      // autofill needs the DevTools protocol, privacy reads request bodies (BiDi reports none).
      testMatch: [
        'engines.spec.ts',
        'first-paint-layout.spec.ts',
        'card-failure.spec.ts',
        'element-a11y.spec.ts',
        'element-form.spec.ts',
        'element-typing.spec.ts',
        'sandbox-challenge.spec.ts',
        'server-page-headers.spec.ts',
        'sandbox-sca.spec.ts',
        'isolated-*.spec.ts',
        'hostile/*.spec.ts',
        'testing-kit.spec.ts',
      ],
      // What a server decides, or a code path another Firefox test drives here: Chromium's alone.
      grepInvert: FIREFOX_SKIPS,
      use: firefox,
    },
    {
      // The demo's flows do not depend on the engine (the element's specs cover engines):
      // Chromium alone keeps them fast.
      name: 'demo',
      testMatch: 'demo-*.spec.ts',
      use: { ...chromium, baseURL: `http://127.0.0.1:${demoPort}` },
    },
    {
      // The 3-D Secure flows cross to the sandbox's challenge page and back, and the saved
      // cards' dialog is the browser's own, the consent box's keyboard too: in Firefox too.
      name: 'demo-firefox',
      testMatch: [
        'demo-validation.spec.ts',
        'demo-headers.spec.ts',
        'demo-saved-cards.spec.ts',
        'demo-consent.spec.ts',
        'demo-isolated.spec.ts',
        'demo-steady-layout.spec.ts',
      ],
      grepInvert: SERVER_FLOWS,
      // Three navigations across two origins and axe, in a Firefox that starts slower.
      timeout: 90_000,
      use: { ...firefox, baseURL: `http://127.0.0.1:${demoPort}` },
    },
    {
      // Each example app as built by its framework's toolchain (examples/*/dist).
      name: 'examples',
      testMatch: 'example-*.spec.ts',
      use: { ...chromium, baseURL: `http://127.0.0.1:${examplesPort}` },
    },
  ]),
  webServer: [
    {
      command: `npx vite --config e2e/vite.config.ts --port ${pagesPort} --strictPort`,
      url: `http://127.0.0.1:${pagesPort}/e2e/pages/index.html`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(mayRun('demo', 'demo-firefox')
      ? [
          {
            command: `node scripts/demo.mjs --no-build --port ${demoPort}`,
            url: `http://127.0.0.1:${demoPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(mayRun('examples')
      ? [
          {
            command: `node scripts/serve-examples.mjs --port ${examplesPort}`,
            url: `http://127.0.0.1:${examplesPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
