// card-tokenizer-audit without a verdict (exit 2): each reason in one line, no stack trace.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { INSTALL_DRIVER, loadDriver } from '../../src/audit/browser/driver.js';
import { runCli } from '../../src/audit/main.js';
import { audit, browser, inventory, site, useCli } from './cli.js';
import { cleanShop } from './shop.js';

useCli();

/** A loopback origin where nothing listens. */
async function refusedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** An inventory that approves nothing: enough for the runs that stop before comparing. */
const EMPTY_INVENTORY = {
  version: 1,
  page: '/',
  scripts: [],
  headers: [],
  frames: [],
  listeners: [],
};

describe('card-tokenizer-audit cannot judge (exit 2)', () => {
  const lines: string[] = [];
  beforeEach(() => void lines.splice(0));

  it('an unreachable page, one line and no stack trace', async () => {
    cleanShop(site);
    writeFileSync(inventory, JSON.stringify(EMPTY_INVENTORY));
    const run = await runCli([`${await refusedOrigin()}/checkout`, '--inventory', inventory], {
      stdout: () => {},
      stderr: (text) => lines.push(text),
      integrityFile: 'dist/integrity.json',
      browser,
    });
    expect(run).toBe(2);
    expect(lines).toEqual([
      expect.stringMatching(
        /^card-tokenizer-audit: the page http:\/\/127\.0\.0\.1:\d+\/checkout is unreachable: .*ERR_CONNECTION_REFUSED/,
      ),
    ]);
  });

  it('a page without the element', async () => {
    site.files.set('/checkout', '<!doctype html><title>no card here</title>');
    writeFileSync(inventory, JSON.stringify(EMPTY_INVENTORY));
    const run = await audit();
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^card-tokenizer-audit: no <card-tokenizer> on .*\/checkout/);
    // The evidence of a run without a verdict, for the alert.
    expect(run.report).toMatchObject({
      verdict: 'cannot-judge',
      reason: expect.stringMatching(/^no <card-tokenizer>/),
    });
  });

  it.each([
    ['not JSON', '{ "version": 1,', /is not JSON/],
    [
      'failing the schema',
      JSON.stringify({ ...EMPTY_INVENTORY, version: 2 }),
      /does not fit its schema at version/,
    ],
    [
      'with an unknown field',
      JSON.stringify({
        ...EMPTY_INVENTORY,
        scripts: [{ url: '/a.js', sha384: 'md5-x', integrity: true }],
      }),
      /at scripts\.0\.sha384: a sha384-… hash/,
    ],
  ])('an inventory %s', async (_name, text, message) => {
    writeFileSync(inventory, text);
    const run = await audit();
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')).toEqual([expect.stringMatching(message)]);
  });

  it('without playwright-core: what to install', async () => {
    writeFileSync(inventory, JSON.stringify(EMPTY_INVENTORY));
    const status = await runCli([`${site.origin}/checkout`, '--inventory', inventory], {
      stdout: () => {},
      stderr: (text) => lines.push(text),
      loadDriver: () => loadDriver(() => Promise.reject(new Error('Cannot find package'))),
    });
    expect(status).toBe(2);
    // The command as installed, in a folder where playwright-core cannot be found.
    const installed = mkdtempSync(join(tmpdir(), 'card-tokenizer-no-driver-'));
    try {
      cpSync('dist', join(installed, 'dist'), {
        recursive: true,
        filter: (path) => !path.includes('/types'),
      });
      cpSync('bin', join(installed, 'bin'), { recursive: true });
      writeFileSync(join(installed, 'package.json'), '{"type":"module"}');
      const child = await new Promise<{ code: number | null; stderr: string }>((resolve) =>
        execFile(
          process.execPath,
          [
            join(installed, 'bin/card-tokenizer-audit.js'),
            `${site.origin}/checkout`,
            '--inventory',
            inventory,
          ],
          (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
        ),
      );
      expect(child).toEqual({ code: 2, stderr: `card-tokenizer-audit: ${INSTALL_DRIVER}\n` });
      expect(lines).toEqual([`card-tokenizer-audit: ${INSTALL_DRIVER}`]);
    } finally {
      rmSync(installed, { recursive: true, force: true });
    }
  });
});
