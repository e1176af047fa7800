#!/usr/bin/env node
// `card-tokenizer-frame`: writes the card frame's folder, to host on any static host.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cardFramePage } from './page/frame-page.js';

export const FRAME_USAGE = `Usage: card-tokenizer-frame --parent-origin <origin>… --tokenization-url <origin/path/>… [--tokenization-origin <origin>…] [--registration-endpoint <url>] [--out <dir>] [--lang <tag>…] [--network-choice] [--immutable]

Writes <dir> (default card-frame/): card-frame.html (card-frame.js inlined), the scripts it needs, and
headers.json with the headers to send with card-frame.html (also as _headers for Netlify and
Cloudflare Pages). Host it on an origin other than the checkout's. With --immutable the page is
card-frame.<version>.html, cached for a year: a new deployment writes a new name.
--tokenization-url: the fixed part of the CardRegistrationURLs, origin and path prefix (such as
https://pci.example/api/vault/tokenize/): the card goes there only. --tokenization-origin allows
any path of an origin.
--registration-endpoint: the URL, on that origin, of the frameRegistrationRoute() that
registration-source="frame" asks.`;

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function main(): void {
  const { values } = parseArgs({
    options: {
      'parent-origin': { type: 'string', multiple: true, default: [] },
      'tokenization-origin': { type: 'string', multiple: true, default: [] },
      'tokenization-url': { type: 'string', multiple: true, default: [] },
      'registration-endpoint': { type: 'string' },
      out: { type: 'string', default: 'card-frame' },
      lang: { type: 'string', multiple: true, default: [] },
      'network-choice': { type: 'boolean', default: false },
      immutable: { type: 'boolean', default: false },
    },
  });
  // This file is dist/frame-cli.js: the scripts are its neighbours.
  const dist = dirname(fileURLToPath(import.meta.url));
  const files = [
    ...(values['network-choice'] ? ['network-choice.js'] : []),
    ...values.lang.map((tag) => `locales/${tag}.js`),
  ];
  mkdirSync(join(values.out, 'locales'), { recursive: true });
  const scripts = files.map((file) => {
    copyFileSync(join(dist, file), join(values.out, file));
    return { src: file, integrity: sri(readFileSync(join(dist, file))) };
  });
  // The element and its bridge in the page itself: the card renders without a second request.
  const frame = { source: readFileSync(join(dist, 'card-frame.js'), 'utf8') };
  const { html, headers, version } = cardFramePage({
    parentOrigins: values['parent-origin'],
    tokenizationOrigins: values['tokenization-origin'],
    tokenizationUrls: values['tokenization-url'],
    registrationEndpoint: values['registration-endpoint'],
    scripts: [frame, ...scripts],
    lang: values.lang[0],
    immutable: values.immutable,
  });
  const page = values.immutable ? `card-frame.${version}.html` : 'card-frame.html';
  writeFileSync(join(values.out, page), html);
  writeFileSync(join(values.out, 'headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  writeFileSync(join(values.out, '_headers'), `/${page}\n${lines.join('\n')}\n`);
  process.stdout.write(
    `Wrote ${values.out}/${page} with card-frame.js inlined, ${[...files, 'headers.json', '_headers'].join(', ')}\n`,
  );
}

try {
  main();
} catch (error) {
  console.error(`card-tokenizer-frame: ${error instanceof Error ? error.message : String(error)}`);
  console.error(FRAME_USAGE);
  process.exitCode = 1;
}
