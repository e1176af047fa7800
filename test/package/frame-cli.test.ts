// `npx card-tokenizer-frame`, as docs/isolated.md ("Hosting the frame") tells a merchant to run it
// when deploying: the folder it writes, from the packed package.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProject } from './installed-package.js';
import { project } from './installed.js';

const sha = (bytes: string | Buffer, algorithm: 'sha384') =>
  `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;

/** Runs the installed command in the project and returns the folder it wrote. */
function writeFrame(out: string, ...flags: string[]): string {
  execFileSync('npx', ['card-tokenizer-frame', ...flags, '--out', out], {
    cwd: project,
    stdio: 'ignore',
  });
  return join(project, out);
}

const SHOPS = [
  '--parent-origin',
  'https://shop.example',
  '--parent-origin',
  'https://www.shop.example',
];
const TOKENIZATION = [
  '--tokenization-url',
  'https://tokenization.example/api/vault/tokenize/',
  '--tokenization-url',
  'https://legacy.tokenization.example/webpayment/',
];

describe('npx card-tokenizer-frame', () => {
  it('writes the page with card-frame.js inside it under its hash, the scripts it names, headers.json and _headers', () => {
    const folder = writeFrame(
      'card-frame',
      ...SHOPS,
      ...TOKENIZATION,
      '--network-choice',
      '--lang',
      'fr',
    );
    const shipped = (file: string) =>
      readFileSync(join(project, 'node_modules/card-tokenizer/dist', file));
    expect(readdirSync(folder).sort()).toEqual([
      '_headers',
      'card-frame.html',
      'headers.json',
      'locales',
      'network-choice.js',
    ]);
    expect(readdirSync(join(folder, 'locales'))).toEqual(['fr.js']);
    expect(readFileSync(join(folder, 'network-choice.js'))).toEqual(shipped('network-choice.js'));
    expect(readFileSync(join(folder, 'locales/fr.js'))).toEqual(shipped('locales/fr.js'));

    const html = readFileSync(join(folder, 'card-frame.html'), 'utf8');
    const frameScript = shipped('card-frame.js').toString('utf8');
    expect(html).toContain(frameScript);
    expect(html).toContain(`integrity="${sha(shipped('network-choice.js'), 'sha384')}"`);
    expect(html).toContain(`integrity="${sha(shipped('locales/fr.js'), 'sha384')}"`);
    expect(html).toMatch(/<html lang="fr"/);

    const headers = JSON.parse(readFileSync(join(folder, 'headers.json'), 'utf8')) as Record<
      string,
      string
    >;
    const policy = headers['Content-Security-Policy']!;
    // The inlined script runs by its hash; each repeated flag reaches the policy.
    expect(policy).toContain(`'${sha(frameScript, 'sha384')}'`);
    expect(policy).toMatch(/frame-ancestors https:\/\/shop\.example https:\/\/www\.shop\.example/);
    expect(policy).toContain('https://tokenization.example/api/vault/tokenize/');
    expect(policy).toContain('https://legacy.tokenization.example/webpayment/');
    expect(readFileSync(join(folder, '_headers'), 'utf8')).toBe(
      ['/card-frame.html', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)]
        .join('\n')
        .concat('\n'),
    );
  });

  it('with --immutable names the page by its version, as cardFramePage() gives it, cached for a year', () => {
    const flags = [...SHOPS, ...TOKENIZATION];
    const folder = writeFrame('immutable', ...flags, '--immutable');
    const { version } = JSON.parse(
      runInProject(
        project,
        `import { readFileSync } from 'node:fs';
         import { cardFramePage } from 'card-tokenizer/server';
         const source = readFileSync('node_modules/card-tokenizer/dist/card-frame.js', 'utf8');
         const { version } = cardFramePage({
           parentOrigins: ['https://shop.example', 'https://www.shop.example'],
           tokenizationUrls: ['https://tokenization.example/api/vault/tokenize/',
             'https://legacy.tokenization.example/webpayment/'],
           tokenizationOrigins: [],
           scripts: [{ source }],
           immutable: true,
         });
         console.log(JSON.stringify({ version }));`,
      ),
    ) as { version: string };
    const page = `card-frame.${version}.html`;
    expect(readdirSync(folder)).toContain(page);
    const headers = JSON.parse(readFileSync(join(folder, 'headers.json'), 'utf8'));
    expect(headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(readFileSync(join(folder, '_headers'), 'utf8').split('\n')[0]).toBe(`/${page}`);
  });
});
