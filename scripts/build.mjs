// Builds every artefact: the npm ESM, the script-tag IIFE, the Node parts, types, the element
// manifest with editor data, and the IIFE's SRI hash.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'vite';
import { htmlCustomData } from './html-custom-data.mjs';

rmSync('dist', { recursive: true, force: true });
for (const mode of ['esm', 'iife', 'node']) await build({ mode, configFile: 'vite.config.ts' });
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });

const analyze = [
  'cem',
  'analyze',
  '--litelement',
  '--quiet',
  '--globs',
  'src/element/card-tokenizer.ts',
  'src/element/define.ts',
];
execFileSync('npx', [...analyze, '--outdir', '.'], { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
resolveDefinitions(manifest);
writeFileSync('custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(
  'dist/vscode.html-custom-data.json',
  JSON.stringify(htmlCustomData(manifest), null, 2),
);

const iife = 'dist/card-tokenizer.iife.js';
const integrity = `sha384-${createHash('sha384').update(readFileSync(iife)).digest('base64')}`;
writeFileSync(`${iife}.sri`, `${integrity}\n`);
console.log(`${iife} integrity="${integrity}"`);

/**
 * The analyzer names `customElements.define(TAG_NAME, CardTokenizer)` after the constant and the
 * class after its import specifier: use the tag and the module that declares the class instead.
 */
function resolveDefinitions({ modules }) {
  const elements = new Map(
    modules.flatMap((module) =>
      (module.declarations ?? [])
        .filter((declaration) => declaration.tagName)
        .map((declaration) => [declaration.name, { tagName: declaration.tagName, module }]),
    ),
  );
  for (const entry of modules.flatMap((module) => module.exports ?? [])) {
    const element =
      entry.kind === 'custom-element-definition' && elements.get(entry.declaration.name);
    if (!element) continue;
    entry.name = element.tagName;
    entry.declaration.module = element.module.path;
  }
}
