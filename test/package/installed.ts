// The package installed once for the test files that only read it (global-setup.ts); the files
// that change their project (merchant-*) install their own.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { inject } from 'vitest';

export const { project, files } = inject('installedPackage');

/** A file of the installed package, as text or parsed. */
export const installed = (file: string) => join(project, 'node_modules/card-tokenizer', file);
export const installedText = (file: string) => readFileSync(installed(file), 'utf8');
export const installedJson = (file: string) => JSON.parse(installedText(file));

/** Packed files matching `pattern`, as the first group of each match (`fr` of `dist/locales/fr.js`). */
export const packed = (pattern: RegExp) =>
  files.flatMap((file) => pattern.exec(file)?.slice(1, 2) ?? []).sort();
/** The locales shipped: each an ESM module and a classic script. */
export const localeTags = () => packed(/^dist\/locales\/([^/]+)\.mjs$/);
/**
 * The script-tag files a page adds by a `<script>` with its hash: the bundle, the network choice,
 * the name field, each locale.
 */
export const shippedScripts = () =>
  packed(
    /^dist\/((?:card-tokenizer\.iife|card-tokenizer-frame\.iife|card-tokenizer-frame-failure|card-frame|network-choice|holder-name|locales\/[^/]+)\.js|card-tokenizer\.css)$/,
  );

/** Bundles `code` with everything it imports (as a shop's bundler would) and returns the output. */
export async function bundleInProject(name: string, code: string): Promise<string> {
  writeFileSync(join(project, `${name}.js`), code);
  const outDir = join(project, `bundle-${name}`);
  await build({
    root: project,
    configFile: false,
    logLevel: 'silent',
    build: { outDir, minify: false, lib: { entry: `${name}.js`, formats: ['es'], fileName: name } },
  });
  return readdirSync(outDir)
    .map((file) => readFileSync(join(outDir, file), 'utf8'))
    .join('\n');
}

/** Strings that only Lit's own code carries: class names and the version registries it fills. */
export const LIT_MARKERS = /LitElement|lit-html|litHtmlVersions|litElementVersions|ReactiveElement/;
