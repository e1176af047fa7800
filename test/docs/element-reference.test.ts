import { describe, expect, it } from 'vitest';
import { read } from './markdown.js';

const source = read('src/element/card-tokenizer.ts');
const guide = read('docs/element.md');

/** The rows of the table under a heading of the guide: first cell (unquoted) → the others. */
function table(heading: string): Map<string, string[]> {
  const section = guide.split(`### ${heading}\n`)[1]?.split(/\n#/)[0] ?? '';
  return new Map(
    [...section.matchAll(/^\| `([^`]+)` +\|(.*)\|$/gm)].map(([, name, rest]) => [
      name!,
      rest!.split('|').map((cell) => cell.trim()),
    ]),
  );
}

describe('docs/element.md, against the JSDoc the manifest is made from', () => {
  it('lists every part, and no other, with its description', () => {
    const parts = [...source.matchAll(/\* @csspart (\S+) - (.+)/g)];
    const expected = parts.map(([, name, text]) => [name!, [text!]]);
    expect(parts.length).toBeGreaterThan(0);
    expect([...table('Parts')]).toEqual(expected);
  });

  it('lists every custom property, and no other, with its fallback and description', () => {
    const properties = [...source.matchAll(/\* @cssprop \[(--[\w-]+)=([^\]]+)\] - (.+)/g)];
    const expected = properties.map(([, name, fallback, text]) => [
      name!,
      [`\`${fallback}\``, text!],
    ]);
    expect(properties.length).toBeGreaterThan(0);
    expect([...table('Custom properties')]).toEqual(expected);
  });
});
