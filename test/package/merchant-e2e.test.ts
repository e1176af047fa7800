import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { installPackedPackage } from './installed-package.js';

const merchant = resolve(import.meta.dirname, 'merchant-e2e');
let project: string;

/** A port no one listens on now, for the shop's server. */
function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolvePort) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    }),
  );
}

/** A merchant's project: the packed package, Playwright's test runner and Selenium, no browser. */
beforeAll(() => {
  ({ project } = installPackedPackage());
  execFileSync(
    'npm',
    [
      ...['install', '--no-audit', '--no-fund', '--prefer-offline'],
      ...['@playwright/test@1.64.1', 'selenium-webdriver@4.46'],
    ],
    { cwd: project, stdio: 'ignore' },
  );
  for (const file of readdirSync(merchant)) copyFileSync(join(merchant, file), join(project, file));
});

describe("a merchant's end-to-end tests, with the packed package", () => {
  it('passes: fillCard types the test cards into the checkout, the sandbox tokenizes them', async () => {
    const output = execFileSync('npx', ['playwright', 'test', '--reporter=list'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, PORT: String(await freePort()), FORCE_COLOR: '0' },
    });
    expect(output).toMatch(/✓ .*checkout\.spec\.ts.*saves the card the shopper types/);
    expect(output).toMatch(/✓ .*checkout\.spec\.ts.*shows the service's refusal/);
    expect(output).toMatch(/2 passed/);
  });

  it("passes with Selenium: Debian's chromedriver, card-tokenizer/testing/webdriver's fillCard", async () => {
    const output = execFileSync('node', ['--test', 'checkout.selenium.js'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, PORT: String(await freePort()) },
    });
    expect(output).toContain('ok 1 - saves the card the shopper types');
    expect(output).toContain("ok 2 - shows the service's refusal");
    expect(output).toContain('# pass 2');
  });
});
