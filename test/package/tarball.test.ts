// The packed tarball as installed: what it ships, depends on, marks as side effects and hashes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  project,
  files,
  installed,
  installedText,
  installedJson,
  shippedScripts,
} from './installed.js';

describe('the packed tarball', () => {
  it('ships the builds, types, bin and manifest, and no sources or tests', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/card-tokenizer.js',
        'dist/card-tokenizer.iife.js',
        'dist/card-tokenizer.iife.js.sri',
        'dist/core.js',
        'dist/element.js',
        'dist/integrity.json',
        'dist/locales/fr.mjs',
        'dist/locales/fr.js',
        'dist/server.js',
        'dist/sandbox.js',
        'dist/types/index.d.ts',
        'dist/types/element.d.ts',
        'dist/types/locales/fr.d.ts',
        'bin/card-tokenizer-sandbox.js',
        'bin/card-tokenizer-audit.js',
        'bin/card-tokenizer-frame.js',
        'dist/isolated.js',
        'dist/card-tokenizer-frame.iife.js',
        'dist/card-frame.js',
        'dist/holder-name.js',
        'dist/frame-cli.js',
        'dist/payment-page-inventory.v1.schema.json',
        'custom-elements.json',
        'package.json',
        'README.md',
        'CHANGELOG.md',
        'THIRD-PARTY-NOTICES.md',
      ]),
    );
    expect(files.filter((file) => /^(src|test|e2e|demo)\/|\.test\./.test(file))).toEqual([]);
  });

  it('depends on lit, card-validator and jose (the server’s tickets) only: the sandbox’s server libraries are bundled', () => {
    expect(Object.keys(installedJson('package.json').dependencies).sort()).toEqual([
      'card-validator',
      'jose',
      'lit',
    ]);
    for (const name of ['hono', '@hono/node-server', 'zod']) {
      expect(existsSync(join(project, 'node_modules', name)), name).toBe(false);
    }
  });

  it('ships the file of every export, and no framework is installed with the package', () => {
    type Target = string | null | Record<string, string>;
    const { exports, peerDependenciesMeta } = installedJson('package.json') as {
      exports: Record<string, Target>;
      peerDependenciesMeta: Record<string, { optional: boolean }>;
    };
    const targets = Object.entries(exports)
      .filter(([path]) => !path.includes('*'))
      .flatMap(([, target]) =>
        typeof target === 'string' ? [target] : Object.values(target ?? {}),
      );
    expect(targets).toEqual(
      expect.arrayContaining(['./dist/react.js', './dist/types/frameworks/react.d.ts']),
    );
    for (const target of targets) expect(existsSync(installed(target)), target).toBe(true);
    for (const [name, { optional }] of Object.entries(peerDependenciesMeta)) {
      expect(optional, name).toBe(true);
      expect(existsSync(join(project, 'node_modules', name)), name).toBe(false);
    }
  });

  it('ships the Angular components in two entries: only the frame one defines <card-tokenizer-frame>', () => {
    const { exports } = installedJson('package.json') as { exports: Record<string, unknown> };
    expect(exports['./angular/isolated']).toEqual({
      types: './dist/angular/angular-isolated.d.ts',
      default: './dist/angular/angular-isolated.js',
    });
    /** The package's own modules a file imports, by specifier. */
    const imports = (file: string) =>
      [...installedText(file).matchAll(/^import (?:.+ from )?['"]([^'"]+)['"]/gm)]
        .map((match) => match[1])
        .filter((specifier) => !specifier!.startsWith('@angular/'));
    expect(imports('dist/angular/angular.js')).toEqual(['card-tokenizer', './angular-control.js']);
    expect(imports('dist/angular/angular-control.js')).toEqual([]);
    expect(imports('dist/angular/angular-isolated.js')).toEqual([
      'card-tokenizer/isolated',
      './angular-control.js',
    ]);
    expect(installedText('dist/angular/angular-isolated.d.ts')).toContain(
      'export declare class CardTokenizerFrameComponent extends CardControl<CardTokenizerFrame>',
    );
  });

  it('installs no browser driver: the audit command says what to install, exit 2', () => {
    const bin = join(project, 'node_modules/.bin/card-tokenizer-audit');
    const run = spawnSync(bin, ['https://shop.example/checkout', '--inventory', 'inventory.json'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(existsSync(join(project, 'node_modules/playwright-core'))).toBe(false);
    expect([run.status, run.stderr]).toEqual([
      2,
      'card-tokenizer-audit: card-tokenizer-audit needs playwright-core: npm install --save-dev playwright-core@1.64.1\n',
    ]);
  });

  it('marks as side effects the files that define the element or a locale, or start a server', () => {
    expect(installedJson('package.json').sideEffects).toEqual(
      expect.arrayContaining([
        './dist/card-tokenizer.js',
        './dist/card-tokenizer.iife.js',
        // A locale's module or script is imported or loaded for its definition alone.
        './dist/locales/*',
        './dist/sandbox-cli.js',
        './dist/isolated.js',
        './dist/card-tokenizer-frame.iife.js',
        './dist/card-frame.js',
        './bin/*',
        // Not shipped, but the script-tag build starts from it: unlisted, its define() call is shaken off.
        './src/index.ts',
      ]),
    );
  });
});

describe('dist/integrity.json', () => {
  it('gives every shipped script its sha384, matching the file', () => {
    const integrity = installedJson('dist/integrity.json');
    expect(Object.keys(integrity).sort()).toEqual(shippedScripts());
    for (const [file, hash] of Object.entries(integrity)) {
      const digest = createHash('sha384').update(readFileSync(installed(`dist/${file}`)));
      expect(hash, file).toBe(`sha384-${digest.digest('base64')}`);
    }
    expect(installedText('dist/card-tokenizer.iife.js.sri').trim()).toBe(
      integrity['card-tokenizer.iife.js'],
    );
  });
});
