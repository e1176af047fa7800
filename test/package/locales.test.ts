// The locales as shipped: modules, types and classic scripts, one registry.
import { readdirSync } from 'node:fs';
import { createContext, Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { en } from '../support/english.js';
import { runInProject } from './installed-package.js';
import { project, files, installed, installedText, localeTags } from './installed.js';

const ENGLISH_KEYS = Object.keys(en).sort();

describe('locales', () => {
  it('ships each one as an ESM module with its types and as a classic script', () => {
    expect(localeTags().length).toBeGreaterThan(0);
    for (const tag of localeTags()) {
      expect(files, tag).toEqual(
        expect.arrayContaining([`dist/locales/${tag}.js`, `dist/types/locales/${tag}.d.ts`]),
      );
    }
  });

  it('imports each card-tokenizer/locales/<tag> in Node: a whole catalogue, registered', () => {
    const printed = runInProject(
      project,
      `const loaded = {};
       for (const tag of ${JSON.stringify(localeTags())}) {
         const module = await import('card-tokenizer/locales/' + tag);
         const registry = globalThis[Symbol.for('card-tokenizer.locales')];
         loaded[tag] = {
           keys: Object.keys(module.default).sort(),
           empty: Object.keys(module.default).filter((key) => !module.default[key]?.trim?.()),
           registered: registry.get(tag.toLowerCase()) === module.default,
         };
       }
       console.log(JSON.stringify(loaded));`,
    );
    const loaded = JSON.parse(printed);
    for (const tag of localeTags()) {
      expect(loaded[tag], tag).toEqual({ keys: ENGLISH_KEYS, empty: [], registered: true });
    }
  });

  it('shares one registry chunk between the element and every locale module', () => {
    // The scripts for a <script> tag carry their own: dist/integrity.json lists them.
    const classic = Object.keys(JSON.parse(installedText('dist/integrity.json')) as object);
    const esm = readdirSync(installed('dist'))
      .filter((file) => file.endsWith('.js') && !classic.includes(file))
      .concat(localeTags().map((tag) => `locales/${tag}.mjs`));
    const withRegistry = esm.filter((file) =>
      /Symbol\.for\(["'`]card-tokenizer\.locales["'`]\)/.test(installedText(`dist/${file}`)),
    );
    expect(withRegistry).toEqual([expect.stringMatching(/^registry-[\w-]+\.js$/)]);
  });

  it('runs each dist/locales/<tag>.js as a classic script through window.CardTokenizer', () => {
    // What card-tokenizer.iife.js exposes; the scripts carry no code of their own and add no global.
    const defined: Record<string, string[]> = {};
    const CardTokenizer = {
      defineLocale: (tag: string, texts: object) => (defined[tag] = Object.keys(texts).sort()),
    };
    const page = createContext({ CardTokenizer });
    for (const tag of localeTags())
      new Script(installedText(`dist/locales/${tag}.js`)).runInContext(page);
    expect(Object.keys(page)).toEqual(['CardTokenizer']);
    expect(defined).toEqual(Object.fromEntries(localeTags().map((tag) => [tag, ENGLISH_KEYS])));
  });
});
