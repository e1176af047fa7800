import { createHash } from 'node:crypto';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { describe, expect, it } from 'vitest';
import { cardFramePage, PaymentPageHeadersError, type CardFramePageOptions } from '../index.js';

const HASH = `sha384-${'A'.repeat(64)}`;
const OPTIONS: CardFramePageOptions = {
  parentOrigins: ['https://shop.example'],
  tokenizationOrigins: ['https://tokenization.example'],
  scripts: [{ src: '/card-frame.js', integrity: HASH }],
};

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...words] = part.trim().split(/\s+/);
      return [name!, words];
    }),
  );

describe('cardFramePage', () => {
  it('lets only the parents frame it, its scripts by hash, the card go only to tokenization', () => {
    const { headers } = cardFramePage(OPTIONS);
    const policy = directives(headers['Content-Security-Policy']!);
    expect(policy['frame-ancestors']).toEqual(['https://shop.example']);
    expect(policy['script-src']).toEqual([
      `'sha384-${'A'.repeat(64)}'`,
      "'strict-dynamic'",
      "'report-sha256'",
    ]);
    expect(policy['connect-src']).toEqual(['https://tokenization.example']);
    expect(policy['form-action']).toEqual(['https://tokenization.example']);
    expect(policy['require-trusted-types-for']).toEqual(["'script'"]);
    expect(headers).toMatchObject({
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Origin-Agent-Cluster': '?1',
      'Content-Type': 'text/html; charset=utf-8',
    });
  });

  it('names each tokenization URL with its path in connect-src and form-action, and in the config', () => {
    const { headers, html } = cardFramePage({
      ...OPTIONS,
      tokenizationOrigins: undefined,
      tokenizationUrls: [
        'https://pci.example/api/vault/tokenize/',
        'https://legacy.example/webpayment/getToken',
      ],
    });
    const policy = directives(headers['Content-Security-Policy']!);
    const sources = [
      'https://pci.example/api/vault/tokenize/',
      'https://legacy.example/webpayment/getToken',
    ];
    expect(policy['connect-src']).toEqual(sources);
    expect(policy['form-action']).toEqual(sources);
    const config = /id="card-tokenizer-frame-config">([^<]*)</.exec(html)![1]!;
    expect(JSON.parse(config)).toMatchObject({ tokenization: sources });
  });

  it('has no high finding of CSP Evaluator', () => {
    const { headers } = cardFramePage(OPTIONS);
    const parsed = new CspParser(headers['Content-Security-Policy']!).csp;
    const high = new CspEvaluator(parsed)
      .evaluate()
      .filter((finding) => finding.severity === Severity.HIGH);
    expect(high).toEqual([]);
  });

  it('writes the allowlist in a block that never runs, and each script with its integrity', () => {
    const { html } = cardFramePage({ ...OPTIONS, lang: 'de' });
    expect(html).toContain(
      '<script type="application/json" id="card-tokenizer-frame-config">{"parents":["https://shop.example"],"tokenization":["https://tokenization.example"]}</script>',
    );
    expect(html).toContain(`<script src="/card-frame.js" integrity="${HASH}"></script>`);
    expect(html).toContain('<html lang="de">');
    expect(html).not.toMatch(/<script>|<style|style=/);
  });

  it('repeats its policy in a <meta> before any script, less what a <meta> ignores', () => {
    const { html, headers } = cardFramePage({ ...OPTIONS, reportUrl: '/reports' });
    const header = directives(headers['Content-Security-Policy']!);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)!;
    const policy = directives(meta[1]!.replaceAll('&#39;', "'"));
    expect(Object.keys(header)).toEqual(
      expect.arrayContaining(['frame-ancestors', 'report-uri', 'report-to']),
    );
    const headerOnly = ['frame-ancestors', 'report-uri', 'report-to'];
    expect(policy).toEqual(
      Object.fromEntries(Object.entries(header).filter(([name]) => !headerOnly.includes(name))),
    );
    expect(policy['connect-src']).toEqual(['https://tokenization.example']);
    expect(html.indexOf(meta[0])).toBeLessThan(html.indexOf('<script'));
  });

  it('names the registration endpoint by its path in the config and its exact URL in connect-src', () => {
    const endpoint = 'https://pay.shop.example/card-registration';
    const { html, headers } = cardFramePage({ ...OPTIONS, registrationEndpoint: endpoint });
    const policy = directives(headers['Content-Security-Policy']!);
    expect(policy['connect-src']).toEqual(['https://tokenization.example', endpoint]);
    expect(policy['form-action']).toEqual(['https://tokenization.example']);
    expect(html).toContain(
      '{"parents":["https://shop.example"],"tokenization":["https://tokenization.example"],"registration":"/card-registration"}',
    );
    expect(html).toContain(`connect-src https://tokenization.example ${endpoint};`);
  });

  it.each([
    ['a path alone', '/card-registration'],
    ['the bare origin', 'https://pay.shop.example'],
    ['plain http off the loopback', 'http://pay.shop.example/card-registration'],
    ['a query', 'https://pay.shop.example/card-registration?user=1'],
    ['credentials', 'https://user:secret@pay.shop.example/card-registration'],
    ['a separator of CSP', 'https://pay.shop.example/a;b'],
  ])('refuses a registrationEndpoint with %s', (_case, registrationEndpoint) => {
    expect(() => cardFramePage({ ...OPTIONS, registrationEndpoint })).toThrow(
      expect.objectContaining({ option: 'registrationEndpoint' }) as Error,
    );
  });

  it('writes an inlined script in the page, allowed by the hash of its text and nothing else', () => {
    const source = 'document.title = "a <b> & \'c\'";';
    const hash = createHash('sha384').update(source).digest('base64');
    const { html, headers } = cardFramePage({
      ...OPTIONS,
      scripts: [{ source }, ...OPTIONS.scripts],
    });
    expect(html).toContain(`<script>${source}</script>\n<script src="/card-frame.js"`);
    const policy = directives(headers['Content-Security-Policy']!);
    expect(policy['script-src']).toEqual([
      `'sha384-${hash}'`,
      `'sha384-${'A'.repeat(64)}'`,
      "'strict-dynamic'",
      "'report-sha256'",
    ]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('may be cached a year when its URL names its version, which changes with the page', () => {
    const page = cardFramePage({ ...OPTIONS, immutable: true });
    expect(page.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(cardFramePage(OPTIONS).headers['Cache-Control']).toBe('no-cache');
    expect(page.version).toMatch(/^[\w-]{16}$/);
    expect(cardFramePage({ ...OPTIONS, immutable: true }).version).toBe(page.version);
    const otherParent = { ...OPTIONS, immutable: true, parentOrigins: ['https://other.example'] };
    expect(cardFramePage(otherParent).version).not.toBe(page.version);
    const otherScript = { ...OPTIONS, immutable: true, scripts: [{ source: 'void 0;' }] };
    expect(cardFramePage(otherScript).version).not.toBe(page.version);
  });

  it.each([
    ['ends the script element', 'a = "</SCRIPT><script>alert(1)";'],
    ['enters the escaped states', 'a = "<!--<script>";'],
  ])('refuses to inline a script whose text %s', (_, source) => {
    expect(() => cardFramePage({ ...OPTIONS, scripts: [{ source }] })).toThrow(
      expect.objectContaining({ option: 'scripts[0].source' }) as Error,
    );
  });

  it.each([
    ['parentOrigins', { parentOrigins: [] }],
    ['parentOrigins[0]', { parentOrigins: ['http://shop.example'] }],
    ['tokenizationOrigins[0]', { tokenizationOrigins: ['https://t.example/path'] }],
    ['tokenizationUrls', { tokenizationOrigins: undefined, tokenizationUrls: [] }],
    ['tokenizationUrls[0]', { tokenizationUrls: ['https://t.example/a;b/'] }],
    ['tokenizationUrls[0]', { tokenizationUrls: ['https://t.example/tokenize/?x=1'] }],
    ['tokenizationUrls[0]', { tokenizationUrls: ['http://t.example/tokenize/'] }],
    ['scripts[0].integrity', { scripts: [{ src: '/card-frame.js', integrity: 'md5-x' }] }],
    ['scripts[0].src', { scripts: [{ src: '', integrity: HASH }] }],
    ['scripts[0].source', { scripts: [{ source: '' }] }],
  ])('refuses a wrong %s', (option, override) => {
    expect(() => cardFramePage({ ...OPTIONS, ...override } as CardFramePageOptions)).toThrow(
      expect.objectContaining({ name: 'PaymentPageHeadersError', option }) as Error,
    );
    expect(() => cardFramePage({ ...OPTIONS, ...override } as CardFramePageOptions)).toThrow(
      PaymentPageHeadersError,
    );
  });
});
