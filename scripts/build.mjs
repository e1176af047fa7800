// Builds every artefact into dist/: the npm ESM, the script-tag IIFE, the Node parts, types, SRI.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'vite';

rmSync('dist', { recursive: true, force: true });
for (const mode of ['esm', 'iife', 'node']) await build({ mode, configFile: 'vite.config.ts' });
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });

const iife = 'dist/card-tokenizer.iife.js';
const integrity = `sha384-${createHash('sha384').update(readFileSync(iife)).digest('base64')}`;
writeFileSync(`${iife}.sri`, `${integrity}\n`);
console.log(`${iife} integrity="${integrity}"`);
