// Runs one of the service SDK's own mocha test files, unchanged, against a sandbox, in a process
// of its own (the SDK keeps its client in a global and sets axios' default base URL).
// Usage: node sdk-mocha-run.mjs '<json: baseUrl, clientId, apiKey, file, exclude[], out>'
import { writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import Mocha from 'mocha';

// The SDK and its tests are CommonJS: one require cache for them and for mocha's loading.
const require = createRequire(import.meta.url);

const { baseUrl, clientId, apiKey, file, exclude, out } = JSON.parse(process.argv[2]);
const sdkRoot = path.dirname(require.resolve('mangopay4-nodejs-sdk/package.json'));
const MangoPay = require('mangopay4-nodejs-sdk');

// The SDK's test/main.js builds the client its tests share, for the real sandbox: the same
// client, pointed at this one. Refusals are not printed (the tests read them).
const api = new MangoPay({ clientId, clientApiKey: apiKey, baseUrl, errorHandler: () => {} });
const mainPath = path.join(sdkRoot, 'test', 'main.js');
const main = new Module(mainPath);
Object.assign(main, { filename: mainPath, loaded: true, exports: api });
require.cache[mainPath] = main;
global.api = api;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// As the SDK's mocha.opts: 15 s per test.
const mocha = new Mocha({ timeout: 15_000, reporter: Mocha.reporters.Base });
if (exclude.length > 0) {
  mocha.grep(new RegExp(`^(?:${exclude.map(escape).join('|')})$`));
  mocha.invert();
}
mocha.addFile(path.join(sdkRoot, 'test', 'services', file));

const results = { titles: [], passed: [], failed: [], pending: [] };
mocha.loadFilesAsync().then(() => {
  const walk = (suite) => {
    suite.tests.forEach((test) => results.titles.push(test.fullTitle()));
    suite.suites.forEach(walk);
  };
  walk(mocha.suite);
  const runner = mocha.run(() => {
    writeFileSync(out, JSON.stringify(results));
    process.exit(0);
  });
  runner.on('pass', (test) => results.passed.push(test.fullTitle()));
  runner.on('pending', (test) => results.pending.push(test.fullTitle()));
  runner.on('fail', (test, error) =>
    results.failed.push({ title: test.fullTitle(), error: String(error?.stack ?? error) }),
  );
});
