import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { installPackedPackage } from './installed-package.js';

const merchant = resolve(import.meta.dirname, 'merchant');
let project: string;

/** A merchant's project: the packed package, Vitest, the two simulated DOMs and user-event. */
beforeAll(() => {
  ({ project } = installPackedPackage());
  const tools = ['vitest@4.1', 'happy-dom@21', 'jsdom@29', '@testing-library/user-event@14'];
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tools], {
    cwd: project,
    stdio: 'ignore',
  });
  for (const file of readdirSync(merchant)) copyFileSync(join(merchant, file), join(project, file));
});

describe("a merchant's first tests, with the packed package", () => {
  it('pass: the double posts its token in happy-dom, the real element types in jsdom', () => {
    const output = execFileSync('npx', ['vitest', 'run', '--reporter=verbose'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: undefined, NO_COLOR: '1' },
    });
    expect(output).toContain('✓ checkout.test.ts > posts the token with the order');
    expect(output).toContain('✓ real-element.test.ts > the real element renders in jsdom');
    expect(output).toMatch(/Tests\s+2 passed \(2\)/);
  });
});
