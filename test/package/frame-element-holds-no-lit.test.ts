import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/isolated.md: "The element holds no Lit": `<card-tokenizer-frame>`'s bundles, as built,
 * carry none of the marks Lit leaves in any bundle that has it, and import no Lit package.
 */
const LIT_MARKS = [
  'litHtmlVersions',
  'reactiveElementVersions',
  'litElementVersions',
  '_$litType$',
];
/** A bare import of Lit or of one of its packages, static or dynamic. */
const LIT_IMPORT =
  /(?:from|import)\s*\(?\s*["'](?:lit|lit-html|lit-element|@lit\/[\w-]+)(?:\/[^"']*)?["']/;

const marksIn = (code: string) => LIT_MARKS.filter((mark) => code.includes(mark));

/** A module of the npm build and the chunks it imports, statically or lazily, relative ones. */
function withChunks(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, path] of code.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g))
    withChunks(join(dirname(file), path!), seen);
  return [...seen];
}

describe('Lit, in the bundles that have it', () => {
  it.each(['dist/card-tokenizer.iife.js', 'dist/card-frame.js'])('%s has its marks', (file) => {
    expect(marksIn(readFileSync(file, 'utf8'))).toEqual(LIT_MARKS);
  });

  it('the npm build of <card-tokenizer> imports it', () => {
    expect(
      withChunks('dist/element.js').some((file) => LIT_IMPORT.test(readFileSync(file, 'utf8'))),
    ).toBe(true);
  });
});

describe('<card-tokenizer-frame> holds no Lit', () => {
  it.each(['dist/card-tokenizer-frame.iife.js', 'dist/card-tokenizer-frame-failure.js'])(
    'in %s, the script tag and the failure message it loads',
    (file) => {
      expect(marksIn(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );

  it('in the npm build (card-tokenizer/isolated) and the chunks it loads', () => {
    const files = withChunks('dist/isolated.js');
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      expect([file, marksIn(code), LIT_IMPORT.test(code)]).toEqual([file, [], false]);
    }
  });
});
