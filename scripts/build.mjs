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
];
execFileSync('npx', [...analyze, '--outdir', '.'], { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
writeFileSync(
  'dist/vscode.html-custom-data.json',
  JSON.stringify(htmlCustomData(manifest), null, 2),
);

const iife = 'dist/card-tokenizer.iife.js';
const integrity = `sha384-${createHash('sha384').update(readFileSync(iife)).digest('base64')}`;
writeFileSync(`${iife}.sri`, `${integrity}\n`);
console.log(`${iife} integrity="${integrity}"`);
