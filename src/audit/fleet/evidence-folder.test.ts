import { describe, expect, it } from 'vitest';
import type { PageResult, PageVerdict } from './audit-listed-page.js';
import { onePerPage, summarise, summaryLine } from './evidence-folder.js';

const result = (name: string, verdict: PageVerdict, attempt = 0): PageResult => ({
  name,
  url: `https://shop.example/${name}`,
  inventory: 'inventory.json',
  verdict,
  lines: [],
  evidence: { verdict: 'cannot-judge', reason: 'test' },
  durationMs: 1,
  attempt,
});
const verdicts = (results: PageResult[]) =>
  results.map((r) => `${r.name} ${r.verdict} ${r.attempt}`);

describe('one result per page, from all its attempts', () => {
  it('keeps a drift over a later pass: a skimmer seen once is not retried away', () => {
    expect(verdicts(onePerPage([result('a', 'drift', 0), result('a', 'pass', 1)]))).toEqual([
      'a drift 0',
    ]);
  });

  it('keeps a verdict over "cannot judge", and the later of equals', () => {
    expect(
      verdicts(
        onePerPage([
          result('a', 'cannot-judge', 0),
          result('a', 'pass', 1),
          result('b', 'cannot-judge', 0),
          result('b', 'cannot-judge', 1),
        ]),
      ),
    ).toEqual(['a pass 1', 'b cannot-judge 1']);
  });

  it('counts a page reported twice once, in the order of the list, and names the listed pages none reached', () => {
    const pages = onePerPage(
      [result('b', 'pass'), result('a', 'drift'), result('b', 'pass')],
      ['a', 'b', 'c'],
    );
    expect(verdicts(pages)).toEqual(['a drift 0', 'b pass 0']);
    const summary = summarise(pages, ['a', 'b', 'c']);
    expect(summary).toEqual({ pages: 3, passed: 1, failed: 1, cannotJudge: 0, notAudited: ['c'] });
    expect(summaryLine(summary)).toBe(
      '3 pages: 1 passed, 1 failed, 0 could not judge, 1 not audited (c)',
    );
  });
});
