// Builds every artefact: the npm ESM, the script-tag IIFE and one classic script per locale, the
// Node parts, types, the element manifest with editor data (VS Code's and JetBrains'), and the
// scripts' SRI hashes.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { build, loadConfigFromFile, mergeConfig } from 'vite';
import { htmlCustomData } from './html-custom-data.mjs';
import { webTypes } from './web-types.mjs';

const started = performance.now();
const configFile = 'vite.config.ts';

rmSync('dist', { recursive: true, force: true });
// The types and the manifest read only src/: they run while Vite bundles.
const types = run('node_modules/typescript/bin/tsc', ['-p', 'tsconfig.build.json']);
const manifest = elementManifest();
// Angular's compiler, in partial mode as Angular libraries ship: the app's build links it. It
// reads the package's own types, so it starts once they are written.
const angular = types.then(() =>
  run('node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js', ['-p', 'tsconfig.angular.json']),
);
// Awaited below; a failure meanwhile must not end the process before Vite's output is printed.
for (const task of [types, manifest, angular]) task.catch(() => {});

for (const mode of [
  'esm',
  'iife',
  'isolated',
  'frame-failure',
  'frame',
  'network-choice',
  'holder-name',
  'node',
  'frameworks',
  'testing',
])
  await build({ mode, configFile });
// A script for each locale the ESM build found: one small build each, side by side, the config
// loaded once (loading it for each of 35 builds tripled their time).
const tags = readdirSync('dist/locales')
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.slice(0, -'.mjs'.length))
  .sort();
const { config } = await loadConfigFromFile({ command: 'build', mode: 'locale' }, configFile);
await Promise.all(
  tags.map((tag) =>
    build(
      mergeConfig(config, {
        configFile: false,
        mode: 'locale',
        build: { rollupOptions: { input: `src/locales/${tag}.ts` } },
      }),
    ),
  ),
);

// The card's space before its script has drawn it: a stylesheet for the page's <head>.
writeFileSync(
  'dist/card-tokenizer.css',
  minifyCss(readFileSync('src/element/card-tokenizer.css', 'utf8')),
);
const scripts = [
  'card-tokenizer.iife.js',
  'card-tokenizer.css',
  'card-tokenizer-frame.iife.js',
  'card-tokenizer-frame-failure.js',
  'card-frame.js',
  'network-choice.js',
  'holder-name.js',
  ...tags.map((tag) => `locales/${tag}.js`),
];
const integrity = Object.fromEntries(scripts.map((file) => [file, sri(`dist/${file}`)]));
writeFileSync('dist/integrity.json', `${JSON.stringify(integrity, null, 2)}\n`);
// Read by the demo server and the e2e: the main script's hash alone.
writeFileSync('dist/card-tokenizer.iife.js.sri', `${integrity['card-tokenizer.iife.js']}\n`);
// The payment page audit's inventory schema, from the schema its command checks files with.
const { inventoryJsonSchema, INVENTORY_VERSION } = await import(
  pathToFileURL('dist/audit.js').href
);
writeFileSync(
  `dist/payment-page-inventory.v${INVENTORY_VERSION}.schema.json`,
  `${JSON.stringify(inventoryJsonSchema(), null, 2)}\n`,
);
for (const [file, hash] of Object.entries(integrity))
  console.log(`dist/${file} integrity="${hash}"`);

await types;
await angular;
const elements = await manifest;
writeFileSync(
  'dist/vscode.html-custom-data.json',
  JSON.stringify(htmlCustomData(elements), null, 2),
);
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
writeFileSync('dist/web-types.json', JSON.stringify(webTypes(elements, pkg), null, 2));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Built in ${seconds} s, ${tags.length} locales; every script's hash in dist/integrity.json`,
);

/** The stylesheet without its comments and with one space where it had many (none where CSS needs none). */
function minifyCss(text) {
  return `${text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/([:(]) | (\))/g, '$1$2')
    .trim()}\n`;
}

/** The `integrity` attribute's value for a file. */
function sri(file) {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/** Runs a Node script of a dev dependency, its output shown as it comes. */
function run(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

/** Writes custom-elements.json from the elements' JSDoc and returns it. */
async function elementManifest() {
  const globs = [
    'src/element/card-tokenizer.ts',
    'src/element/define.ts',
    'src/isolated/page/card-tokenizer-frame.ts',
    'src/isolated/index.ts',
  ];
  const cem = 'node_modules/@custom-elements-manifest/analyzer/cem.js';
  await run(cem, ['analyze', '--litelement', '--quiet', '--outdir', '.', '--globs', ...globs]);
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  linkDefinitions(manifest);
  dropRelayedEvents(manifest);
  frameCustomProperties(manifest, await frameTheme());
  writeFileSync('custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * The analyzer names a definition's module after the class's import specifier, as a URL path
 * (`/src/element/card-tokenizer.js`): use the module that declares the class.
 */
function linkDefinitions({ modules }) {
  const declaredIn = new Map(
    modules.flatMap(({ path, declarations = [] }) => declarations.map(({ name }) => [name, path])),
  );
  for (const entry of modules.flatMap((module) => module.exports ?? []))
    if (entry.kind === 'custom-element-definition')
      entry.declaration.module = declaredIn.get(entry.declaration.name) ?? entry.declaration.module;
}

/**
 * `<card-tokenizer-frame>` relays its frame's events with `dispatchEvent(new CustomEvent(type))`:
 * the analyzer lists one named after the variable, with no description; `@fires` lists the real.
 */
function dropRelayedEvents({ modules }) {
  for (const declaration of modules.flatMap((module) => module.declarations ?? []))
    if (declaration.events?.some((event) => event.description))
      declaration.events = declaration.events.filter((event) => event.description);
}

/** The custom properties the frame's hello names (`THEME`), read from the one list the code uses. */
async function frameTheme() {
  const { outputText } = ts.transpileModule(
    readFileSync('src/isolated/channel/protocol.ts', 'utf8'),
    { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } },
  );
  const { THEME } = await import(`data:text/javascript,${encodeURIComponent(outputText)}`);
  return THEME.map((name) => `--card-tokenizer-${name}`);
}

/**
 * `<card-tokenizer-frame>` passes its theme to the `<card-tokenizer>` in its frame, and
 * card-tokenizer.css reads its own on it: each listed as `<card-tokenizer>`'s JSDoc describes it.
 */
function frameCustomProperties({ modules }, theme) {
  const declarations = modules.flatMap((module) => module.declarations ?? []);
  const element = declarations.find(({ tagName }) => tagName === 'card-tokenizer');
  const frame = declarations.find(({ tagName }) => tagName === 'card-tokenizer-frame');
  const css = readFileSync('src/element/card-tokenizer.css', 'utf8');
  const styled = [...css.matchAll(/var\(\s*(--card-tokenizer-[\w-]+)/g)].map(([, name]) => name);
  const names = new Set([...theme, ...styled]);
  const described = new Set(element.cssProperties.map(({ name }) => name));
  const undescribed = [...names].filter((name) => !described.has(name));
  if (undescribed.length)
    throw new Error(`<card-tokenizer>'s JSDoc has no @cssprop for ${undescribed.join(', ')}`);
  frame.cssProperties = element.cssProperties
    .filter(({ name }) => names.has(name))
    .map((property) =>
      theme.includes(property.name)
        ? { ...property, description: `Passed to the frame's element: ${property.description}` }
        : property,
    );
}
