import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';

/**
 * Runs one of the service Node SDK's own test files, unchanged, with Mocha (the runner it is
 * written for) against a local sandbox: its shared `api` (test/main.js) is pointed at the sandbox,
 * which is started with that `api`'s own client id and key. Tests are left out by full title.
 */

const require = createRequire(import.meta.url);
const SDK_DIR = dirname(require.resolve('mangopay4-nodejs-sdk/package.json'));
const sdkRequire = createRequire(join(SDK_DIR, 'index.js'));

interface MochaTest {
  fullTitle(): string;
}
interface MochaSuite {
  tests: MochaTest[];
  suites: MochaSuite[];
}
interface MochaRunner {
  on(event: 'pass', listener: (test: MochaTest) => void): MochaRunner;
  on(event: 'fail', listener: (test: MochaTest, error: Error) => void): MochaRunner;
}
interface MochaInstance {
  suite: MochaSuite;
  addFile(file: string): void;
  loadFilesAsync(): Promise<void>;
  run(done: (failures: number) => void): MochaRunner;
}
type MochaClass = new (options: object) => MochaInstance;

export interface SdkTestRun {
  /** Full titles of every test in the file, in order. */
  all: string[];
  passed: string[];
  /** Full title (a hook's, for a failed hook) → the error message. */
  failed: Map<string, string>;
}

function allTests(suite: MochaSuite): string[] {
  return [
    ...suite.tests.map((test) => test.fullTitle()),
    ...suite.suites.flatMap((child) => allTests(child)),
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The SDK's shared `api`, with its `baseUrl` (kept by the SDK's axios defaults too) set. */
function pointSdkAt(url: string): { clientId: string; clientApiKey: string } {
  const api = require(join(SDK_DIR, 'test', 'main.js'));
  api.config.baseUrl = url;
  sdkRequire('axios').defaults.baseURL = url;
  return api.config;
}

export async function runSdkTestFile(
  file: string,
  options: { exclude: readonly string[]; timeout?: number },
): Promise<SdkTestRun> {
  // Mocha 12 is an ES module: `require` gives its namespace.
  const { Mocha, reporters } = require('mocha') as {
    Mocha: MochaClass;
    reporters: { Base: new () => object };
  };
  const credentials = pointSdkAt('http://127.0.0.1:1');
  const sandbox: Sandbox = await startSandbox({
    clientId: credentials.clientId,
    apiKey: credentials.clientApiKey,
  });
  try {
    pointSdkAt(sandbox.url);
    const excluded = options.exclude.map((title) => `^${escapeRegExp(title)}$`).join('|');
    const mocha = new Mocha({
      ui: 'bdd',
      timeout: options.timeout ?? 5000,
      reporter: reporters.Base,
      ...(excluded ? { grep: new RegExp(excluded), invert: true } : {}),
    });
    mocha.addFile(join(SDK_DIR, 'test', 'services', file));
    await mocha.loadFilesAsync();
    const run: SdkTestRun = { all: allTests(mocha.suite), passed: [], failed: new Map() };
    await new Promise<void>((resolve) => {
      mocha
        .run(() => resolve())
        .on('pass', (test) => run.passed.push(test.fullTitle()))
        .on('fail', (test, error) => run.failed.set(test.fullTitle(), error.message));
    });
    return run;
  } finally {
    await sandbox.close();
  }
}
