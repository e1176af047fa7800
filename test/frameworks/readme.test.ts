import { describe, expect, it } from 'vitest';
import { documents, read } from '../docs/markdown.js';

/** Each code block a document introduces with `<!-- file: path -->` or `<!-- excerpt: path -->`. */
const blocks = documents().flatMap((document) =>
  [...read(document).matchAll(/<!-- (file|excerpt): (\S+) -->\n\n```\w*\n([\s\S]*?)```\n/g)].map(
    ([, kind, path, block]) => ({ document, kind: kind!, path: path!, block: block! }),
  ),
);
const quoted = blocks.filter(({ kind }) => kind === 'file');
const excerpts = blocks.filter(({ kind }) => kind === 'excerpt');

/** A line that stands for lines left out of an excerpt: `// …`, `<!-- … -->`, `…`. */
const ELISION = /^(\/\/|#|<!--)?\s*…/;

describe('the README and the guides', () => {
  it('quote the examples', () => {
    expect(quoted.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        'examples/react/src/App.tsx',
        'examples/react/server.js',
        'examples/angular/src/app/app.ts',
        'examples/angular/server.js',
        'examples/vue/src/App.vue',
        'examples/vue/server.js',
        'examples/svelte/src/App.svelte',
        'examples/svelte/server.js',
      ]),
    );
  });

  it.each(quoted)('$document quotes every file of its own that $path imports', (file) => {
    const folder = file.path.slice(0, file.path.lastIndexOf('/') + 1);
    const local = [...file.block.matchAll(/from '(\.\.?\/[^']+)'/g)].map(([, from]) => from!);
    const quotedHere = quoted.filter((q) => q.document === file.document).map((q) => q.path);
    for (const from of local) {
      // A build's output (./dist/…) is made by the build command the guide shows.
      if (from.startsWith('./dist/')) continue;
      const path = new URL(from, `file:///${folder}`).pathname.slice(1);
      const candidates = [path, `${path}.ts`, `${path}.tsx`];
      expect(quotedHere, `${file.path} imports ${from}`).toEqual(
        expect.arrayContaining([expect.toBeOneOf(candidates)]),
      );
    }
  });

  it.each(quoted)('$document quotes $path as it is', ({ path, block }) => {
    expect(block).toBe(read(path));
  });

  it.each(excerpts)('$document takes its excerpt of $path from it, in order', ({ path, block }) => {
    const lines = read(path)
      .split('\n')
      .map((line) => line.trim());
    let from = 0;
    for (const line of block.split('\n').map((text) => text.trim())) {
      if (line === '' || ELISION.test(line)) continue;
      const at = lines.indexOf(line, from);
      expect(at, `"${line}" is not in ${path} after line ${from}`).toBeGreaterThanOrEqual(0);
      from = at + 1;
    }
  });
});
