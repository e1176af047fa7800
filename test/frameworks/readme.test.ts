import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repository } from './toolchain.js';

/** Each code block the README introduces with `<!-- file: path -->`, and that file. */
const quoted = [
  ...readFileSync(`${repository}README.md`, 'utf8').matchAll(
    /<!-- file: (\S+) -->\n\n```\w*\n([\s\S]*?)```\n/g,
  ),
].map(([, path, block]) => ({ path: path!, block: block! }));

describe('the README', () => {
  it('quotes the examples', () => {
    expect(quoted.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        'examples/react/src/App.tsx',
        'examples/angular/src/app/app.ts',
        'examples/vue/src/App.vue',
        'examples/svelte/src/App.svelte',
      ]),
    );
  });

  it.each(quoted)('quotes every file of its own that $path imports', ({ path, block }) => {
    const folder = path.slice(0, path.lastIndexOf('/') + 1);
    const local = [...block.matchAll(/from '(\.\.?\/[^']+)'/g)].map(([, from]) => from!);
    const quotedPaths = quoted.map((q) => q.path);
    for (const from of local) {
      const file = new URL(from, `file:///${folder}`).pathname.slice(1);
      const candidates = [file, `${file}.ts`, `${file}.tsx`];
      expect(quotedPaths, `${path} imports ${from}`).toEqual(
        expect.arrayContaining([expect.toBeOneOf(candidates)]),
      );
    }
  });

  it.each(quoted)('quotes $path as it is', ({ path, block }) => {
    expect(block).toBe(readFileSync(`${repository}${path}`, 'utf8'));
  });
});
