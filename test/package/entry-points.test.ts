// The element without its definition, and the React, Vue and Svelte entry points.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProject } from './installed-package.js';
import {
  project,
  files,
  installed,
  installedText,
  bundleInProject,
  LIT_MARKERS,
} from './installed.js';

describe('card-tokenizer/element', () => {
  it('exports the class and defines nothing, where card-tokenizer defines the tag', () => {
    const printed = runInProject(
      project,
      `const defined = [];
       globalThis.customElements = { define: (name) => defined.push(name), get: () => undefined };
       const element = await import('card-tokenizer/element');
       const byElement = [...defined];
       const main = await import('card-tokenizer');
       console.log(JSON.stringify({
         exports: Object.keys(element), byElement, byMain: defined,
         sameClass: element.CardTokenizer === main.CardTokenizer,
       }));`,
    );
    expect(JSON.parse(printed)).toEqual({
      exports: ['CardTokenizer'],
      byElement: [],
      byMain: ['card-tokenizer'],
      sameClass: true,
    });
  });

  it('bundles with Lit and without a customElements.define call', async () => {
    const bundle = await bundleInProject(
      'pure',
      `import { CardTokenizer } from 'card-tokenizer/element';
       window.CardTokenizer = CardTokenizer;`,
    );
    expect(LIT_MARKERS.test(bundle)).toBe(true);
    // Lit's doc comments show a define() call: only code lines count.
    const calls = bundle
      .split('\n')
      .filter((line) => line.includes('customElements.define(') && !/^\s*(\*|\/\/)/.test(line));
    expect(calls).toEqual([]);
  });
});

describe('card-tokenizer/react', () => {
  const USE_CLIENT = /^(['"])use client\1;?\n/;
  /** The specifiers a built module imports from, in order. */
  const importsOf = (code: string) =>
    [...code.matchAll(/^import\b[^'"]*(['"])([^'"]+)\1/gm)].map((match) => match[2]);

  it("starts with 'use client', so a Server Component can render <CardTokenizer>", () => {
    expect(installedText('dist/react.js')).toMatch(USE_CLIENT);
  });

  it('keeps its hooks in that file: every module importing React is marked', () => {
    expect(importsOf(installedText('dist/react.js'))).toEqual(['react', 'card-tokenizer']);
    const esm = readdirSync(installed('dist')).filter(
      (file) => file.endsWith('.js') && !file.endsWith('.iife.js'),
    );
    const withReact = esm.filter((file) =>
      importsOf(installedText(`dist/${file}`)).includes('react'),
    );
    expect(withReact).toEqual(['react.js']);
    for (const file of esm.filter((name) => name !== 'react.js'))
      expect(installedText(`dist/${file}`), file).not.toMatch(USE_CLIENT);
  });
});

describe('card-tokenizer/vue and card-tokenizer/svelte', () => {
  it('ship a module and types each, with no element code', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/vue.js',
        'dist/svelte.js',
        'dist/types/frameworks/vue.d.ts',
        'dist/types/frameworks/svelte.d.ts',
      ]),
    );
    for (const file of ['dist/vue.js', 'dist/svelte.js'])
      expect(installedText(file), file).not.toMatch(/import|LitElement/);
  });

  it('import in Node without Vue or Svelte installed; isCardTokenizer names the tag', () => {
    const printed = runInProject(
      project,
      `import * as vue from 'card-tokenizer/vue';
       import * as svelte from 'card-tokenizer/svelte';
       console.log(JSON.stringify({
         vue: Object.keys(vue), svelte: Object.keys(svelte),
         tags: ['card-tokenizer', 'card-tokenizer-x', 'div'].map(vue.isCardTokenizer),
       }));`,
    );
    expect(JSON.parse(printed)).toEqual({
      vue: ['isCardTokenizer'],
      svelte: [],
      tags: [true, false, false],
    });
    expect(existsSync(join(project, 'node_modules/vue'))).toBe(false);
    expect(existsSync(join(project, 'node_modules/svelte'))).toBe(false);
  });
});
