import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CannotJudge } from '../terms/cannot-judge.js';
import { loadPageList, PageListError, parsePageList } from './page-list.js';

const page = { url: 'https://shop.example/checkout', inventory: 'inventories/checkout.json' };
const parse = (list: unknown) => parsePageList(JSON.stringify(list), '/lists/pages.json');
const error = (list: unknown) => {
  try {
    parse(list);
  } catch (thrown) {
    expect(thrown).toBeInstanceOf(PageListError);
    expect(thrown).toBeInstanceOf(CannotJudge);
    return (thrown as Error).message;
  }
  throw new Error('expected a PageListError');
};

describe('the page list', () => {
  it("builds each page's command line, files from the list's folder, options passed through in order", () => {
    const [first, second] = parse({
      options: { as: 'mobile', timeout: 20_000 },
      pages: [
        {
          ...page,
          name: 'fr',
          steps: 'steps/basket.mjs',
          canary: true,
          options: { submit: '#pay' },
        },
        {
          url: 'https://shop.example/checkout?lang=de',
          inventory: '/abs/de.json',
          options: {
            as: 'desktop',
            'tokenization-origin': ['https://a.example', 'https://b.example'],
          },
        },
      ],
    });
    expect(first).toEqual({
      name: 'fr',
      url: 'https://shop.example/checkout',
      inventory: '/lists/inventories/checkout.json',
      args: [
        'https://shop.example/checkout',
        '--inventory',
        '/lists/inventories/checkout.json',
        '--steps',
        '/lists/steps/basket.mjs',
        '--canary',
        '--as',
        'mobile',
        '--timeout',
        '20000',
        '--submit',
        '#pay',
      ],
    });
    expect(second!.name).toBe('shop.example-checkout-lang-de');
    expect(second!.args).toEqual([
      'https://shop.example/checkout?lang=de',
      '--inventory',
      '/abs/de.json',
      '--as',
      'desktop',
      '--timeout',
      '20000',
      '--tokenization-origin',
      'https://a.example',
      '--tokenization-origin',
      'https://b.example',
    ]);
  });

  it.each([
    ['not JSON', '{', /is not JSON/],
    ['no pages', {}, /at pages: /],
    ['an empty list', { pages: [] }, /at pages: /],
    ['a page without inventory', { pages: [{ url: page.url }] }, /at pages\.0\.inventory/],
    ['a URL not http(s)', { pages: [{ ...page, url: 'file:///etc/passwd' }] }, /at pages\.0\.url/],
    ['an unknown field', { pages: [{ ...page, inventroy: 'x' }] }, /at pages\.0: .*inventroy/],
    ['a name with a slash', { pages: [{ ...page, name: '../x' }] }, /at pages\.0\.name/],
  ])('refuses %s, naming where', (_, list, message) => {
    const text = typeof list === 'string' ? list : JSON.stringify(list);
    expect(() => parsePageList(text, 'pages.json')).toThrow(message);
  });

  it('refuses two pages of one name, and says to name them', () => {
    expect(error({ pages: [page, page] })).toBe(
      'the page list /lists/pages.json at pages.1: the name "shop.example-checkout" is already taken (give each page a "name")',
    );
  });

  it("checks each page's options with the command's own reader, before any browser starts", () => {
    expect(error({ pages: [{ ...page, options: { as: 'tablet' } }] })).toBe(
      'the page list /lists/pages.json at pages.0: expected --as to be desktop or mobile, got "tablet"',
    );
    expect(error({ pages: [{ ...page, options: { stya: '5m' } }] })).toMatch(
      /at pages\.0: Unknown option '--stya'/,
    );
    expect(error({ options: { timeout: -1 }, pages: [page] })).toMatch(/--timeout/);
  });

  it('leaves the evidence files and the inventory to the run and the page', () => {
    for (const own of ['json', 'markdown', 'inventory', 'help'])
      expect(error({ pages: [{ ...page, options: { [own]: 'x' } }] })).toMatch(
        `--${own} is not an option here`,
      );
  });

  it('says which file it could not read', () => {
    expect(() => loadPageList('/nowhere/pages.json')).toThrow(
      'cannot read the page list /nowhere/pages.json: ENOENT',
    );
    const folder = mkdtempSync(join(tmpdir(), 'pages-'));
    writeFileSync(join(folder, 'pages.json'), JSON.stringify({ pages: [page] }));
    expect(loadPageList(join(folder, 'pages.json'))[0]!.inventory).toBe(
      join(folder, 'inventories/checkout.json'),
    );
  });
});
