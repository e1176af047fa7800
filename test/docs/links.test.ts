import { existsSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchors, documents, prose, read, repository } from './markdown.js';

/** Every relative link of a document: `[text](target)` and `[label]: target`, out of code. */
function relativeLinks(path: string) {
  const text = prose(read(path));
  const targets = [
    ...[...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(([, target]) => target!),
    ...[...text.matchAll(/^\[[^\]]+\]:\s+(\S+)/gm)].map(([, target]) => target!),
  ];
  return targets
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
    .map((target) => {
      const [file = '', anchor] = target.split('#');
      const resolved = file ? posix.join(posix.dirname(path), decodeURI(file)) : path;
      return { target, resolved, anchor };
    });
}

/** Why a link leads nowhere, or nothing when it leads to a file (and heading) that exist. */
function broken({
  resolved,
  anchor,
}: ReturnType<typeof relativeLinks>[number]): string | undefined {
  if (resolved.startsWith('..')) return 'outside the repository';
  const file = `${repository}${resolved}`;
  if (!existsSync(file)) return 'no such file';
  if (!anchor || !resolved.endsWith('.md') || statSync(file).isDirectory()) return undefined;
  return anchors(read(resolved)).has(decodeURIComponent(anchor)) ? undefined : 'no such heading';
}

describe('every relative link of the README and the guides', () => {
  it.each(documents())('%s: leads to a file, and to a heading there', (path) => {
    const links = relativeLinks(path);
    const problems = links.flatMap((link) => {
      const problem = broken(link);
      return problem ? [`${link.target}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('are found', () => {
    // The README links to its guides: a parser that finds none would pass everything.
    expect(relativeLinks('README.md').length).toBeGreaterThan(10);
  });
});
