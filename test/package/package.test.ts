import { spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, Script } from 'node:vm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../support/english.js';
import { installPackedPackage, runInProject, startInstalledSandbox } from './installed-package.js';

let project: string;
let files: string[];
let sandbox: ChildProcess | undefined;

beforeAll(() => ({ project, files } = installPackedPackage()));
afterAll(() => void sandbox?.kill());

/** A file of the installed package, as text or parsed. */
const installed = (file: string) => join(project, 'node_modules/card-tokenizer', file);
const installedText = (file: string) => readFileSync(installed(file), 'utf8');
const installedJson = (file: string) => JSON.parse(installedText(file));

/** Packed files matching `pattern`, as the first group of each match (`fr` of `dist/locales/fr.js`). */
const packed = (pattern: RegExp) =>
  files.flatMap((file) => pattern.exec(file)?.slice(1, 2) ?? []).sort();
/** The locales shipped: each an ESM module and a classic script. */
const localeTags = () => packed(/^dist\/locales\/([^/]+)\.mjs$/);
/** What a page loads with a script tag, by path under dist/. */
/**
 * The script-tag files a page adds by a `<script>` with its hash: the bundle, the network choice,
 * the name field, each locale.
 */
const shippedScripts = () =>
  packed(
    /^dist\/((?:card-tokenizer\.iife|card-tokenizer-frame\.iife|card-tokenizer-frame-failure|card-frame|network-choice|holder-name|locales\/[^/]+)\.js|card-tokenizer\.css)$/,
  );
const ENGLISH_KEYS = Object.keys(en).sort();

/** Bundles `code` with everything it imports (as a shop's bundler would) and returns the output. */
async function bundleInProject(name: string, code: string): Promise<string> {
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
const LIT_MARKERS = /LitElement|lit-html|litHtmlVersions|litElementVersions|ReactiveElement/;

describe('the packed tarball', () => {
  it('ships the builds, types, bin and manifest, and no sources or tests', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/card-tokenizer.js',
        'dist/card-tokenizer.iife.js',
        'dist/card-tokenizer.iife.js.sri',
        'dist/core.js',
        'dist/element.js',
        'dist/integrity.json',
        'dist/locales/fr.mjs',
        'dist/locales/fr.js',
        'dist/server.js',
        'dist/sandbox.js',
        'dist/types/index.d.ts',
        'dist/types/element.d.ts',
        'dist/types/locales/fr.d.ts',
        'bin/card-tokenizer-sandbox.js',
        'bin/card-tokenizer-audit.js',
        'bin/card-tokenizer-frame.js',
        'dist/isolated.js',
        'dist/card-tokenizer-frame.iife.js',
        'dist/card-frame.js',
        'dist/holder-name.js',
        'dist/frame-cli.js',
        'dist/payment-page-inventory.v1.schema.json',
        'custom-elements.json',
        'package.json',
        'README.md',
        'CHANGELOG.md',
        'THIRD-PARTY-NOTICES.md',
      ]),
    );
    expect(files.filter((file) => /^(src|test|e2e|demo)\/|\.test\./.test(file))).toEqual([]);
  });

  it('depends on lit, card-validator and jose (the server’s tickets) only: the sandbox’s server libraries are bundled', () => {
    expect(Object.keys(installedJson('package.json').dependencies).sort()).toEqual([
      'card-validator',
      'jose',
      'lit',
    ]);
    for (const name of ['hono', '@hono/node-server', 'zod']) {
      expect(existsSync(join(project, 'node_modules', name)), name).toBe(false);
    }
  });

  it('ships the file of every export, and no framework is installed with the package', () => {
    type Target = string | null | Record<string, string>;
    const { exports, peerDependenciesMeta } = installedJson('package.json') as {
      exports: Record<string, Target>;
      peerDependenciesMeta: Record<string, { optional: boolean }>;
    };
    const targets = Object.entries(exports)
      .filter(([path]) => !path.includes('*'))
      .flatMap(([, target]) =>
        typeof target === 'string' ? [target] : Object.values(target ?? {}),
      );
    expect(targets).toEqual(
      expect.arrayContaining(['./dist/react.js', './dist/types/frameworks/react.d.ts']),
    );
    for (const target of targets) expect(existsSync(installed(target)), target).toBe(true);
    for (const [name, { optional }] of Object.entries(peerDependenciesMeta)) {
      expect(optional, name).toBe(true);
      expect(existsSync(join(project, 'node_modules', name)), name).toBe(false);
    }
  });

  it('ships the Angular components in two entries: only the frame one defines <card-tokenizer-frame>', () => {
    const { exports } = installedJson('package.json') as { exports: Record<string, unknown> };
    expect(exports['./angular/isolated']).toEqual({
      types: './dist/angular/angular-isolated.d.ts',
      default: './dist/angular/angular-isolated.js',
    });
    /** The package's own modules a file imports, by specifier. */
    const imports = (file: string) =>
      [...installedText(file).matchAll(/^import (?:.+ from )?['"]([^'"]+)['"]/gm)]
        .map((match) => match[1])
        .filter((specifier) => !specifier!.startsWith('@angular/'));
    expect(imports('dist/angular/angular.js')).toEqual(['card-tokenizer', './angular-control.js']);
    expect(imports('dist/angular/angular-control.js')).toEqual([]);
    expect(imports('dist/angular/angular-isolated.js')).toEqual([
      'card-tokenizer/isolated',
      './angular-control.js',
    ]);
    expect(installedText('dist/angular/angular-isolated.d.ts')).toContain(
      'export declare class CardTokenizerFrameComponent extends CardControl<CardTokenizerFrame>',
    );
  });

  it('installs no browser driver: the audit command says what to install, exit 2', () => {
    const bin = join(project, 'node_modules/.bin/card-tokenizer-audit');
    const run = spawnSync(bin, ['https://shop.example/checkout', '--inventory', 'inventory.json'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(existsSync(join(project, 'node_modules/playwright-core'))).toBe(false);
    expect([run.status, run.stderr]).toEqual([
      2,
      'card-tokenizer-audit: card-tokenizer-audit needs playwright-core: npm install --save-dev playwright-core@1.64.1\n',
    ]);
  });

  it('marks as side effects the files that define the element or a locale, or start a server', () => {
    expect(installedJson('package.json').sideEffects).toEqual(
      expect.arrayContaining([
        './dist/card-tokenizer.js',
        './dist/card-tokenizer.iife.js',
        // A locale's module or script is imported or loaded for its definition alone.
        './dist/locales/*',
        './dist/sandbox-cli.js',
        './dist/isolated.js',
        './dist/card-tokenizer-frame.iife.js',
        './dist/card-frame.js',
        './bin/*',
        // Not shipped, but the script-tag build starts from it: unlisted, its define() call is shaken off.
        './src/index.ts',
      ]),
    );
  });
});

describe('custom-elements.json', () => {
  let manifest: {
    modules: {
      path: string;
      declarations?: Record<string, unknown>[];
      exports?: { kind: string; name: string; declaration: { name: string; module: string } }[];
    }[];
  };
  let element: Record<string, { name: string; description?: string }[]> & { tagName?: string };
  const names = (key: string) => (element[key] ?? []).map((entry) => entry.name);

  beforeAll(() => {
    manifest = installedJson('custom-elements.json');
    element = manifest.modules
      .flatMap((module) => module.declarations ?? [])
      .find((declaration) => declaration.tagName === 'card-tokenizer') as typeof element;
  });

  it('declares <card-tokenizer> and <card-tokenizer-frame>, registered by their modules', () => {
    expect(element).toBeDefined();
    expect(installedJson('package.json').customElements).toBe('custom-elements.json');
    const definitions = manifest.modules
      .flatMap((module) => module.exports ?? [])
      .filter((entry) => entry.kind === 'custom-element-definition');
    expect(definitions).toEqual([
      {
        kind: 'custom-element-definition',
        name: 'card-tokenizer',
        declaration: { name: 'CardTokenizer', module: 'src/element/card-tokenizer.ts' },
      },
      {
        kind: 'custom-element-definition',
        name: 'card-tokenizer-frame',
        declaration: {
          name: 'CardTokenizerFrame',
          module: 'src/isolated/page/card-tokenizer-frame.ts',
        },
      },
    ]);
  });

  it('lists its attributes, events, parts and custom properties', () => {
    expect(names('attributes').sort()).toEqual(
      [
        'access-key',
        'auto-advance',
        'card-registration-url',
        'card-type',
        'compact-messages',
        'disabled',
        'holder-name',
        'lang',
        'name',
        'network-choice',
        'preferred-network',
        'preregistration-data',
        'save-card',
        'timeout',
      ].sort(),
    );
    expect(names('events')).toEqual(['card-change', 'card-tokenized', 'card-error']);
    expect(names('cssParts')).toEqual(
      expect.arrayContaining([
        'number-field',
        'expiry-field',
        'cvx-field',
        'holder-field',
        'network-field',
        'save-field',
        'error',
        'status',
      ]),
    );
    expect(names('cssProperties')).toEqual(
      expect.arrayContaining([
        '--card-tokenizer-background',
        '--card-tokenizer-border',
        '--card-tokenizer-error-color',
        '--card-tokenizer-focus-ring',
      ]),
    );
    for (const key of ['events', 'cssParts', 'cssProperties']) {
      expect(
        element[key]!.filter((entry) => !entry.description).map((entry) => entry.name),
      ).toEqual([]);
    }
  });

  it("lists <card-tokenizer-frame>'s attributes: src, frame-timeout, the ticket's and the element's", () => {
    const frame = manifest.modules
      .flatMap((module) => module.declarations ?? [])
      .find((declaration) => declaration.tagName === 'card-tokenizer-frame') as typeof element;
    const frameNames = (key: string) => (frame[key] ?? []).map((entry) => entry.name);
    expect(frameNames('attributes').sort()).toEqual(
      [
        'src',
        'frame-timeout',
        'registration-source',
        'registration-ticket',
        ...names('attributes'),
      ].sort(),
    );
    expect(frameNames('events')).toEqual(names('events'));
    for (const key of ['attributes', 'events'])
      expect(frame[key]!.filter((entry) => !entry.description).map((entry) => entry.name)).toEqual(
        [],
      );
    const members = frameNames('members');
    expect(members).toEqual(expect.arrayContaining(['registration', 'binLookup', 'tokenize']));
  });

  it('gives editors every attribute and event, each with a description', () => {
    const tags = installedJson('dist/vscode.html-custom-data.json').tags as {
      name: string;
      attributes: { name: string; description?: string }[];
    }[];
    const [tag] = tags;
    expect(tag!.name).toBe('card-tokenizer');
    expect(tag!.attributes.map((attribute) => attribute.name)).toEqual([
      ...names('attributes'),
      'oncard-change',
      'oncard-tokenized',
      'oncard-error',
    ]);
    expect(tag!.attributes.filter((attribute) => !attribute.description)).toEqual([]);
    const frameTag = tags.find((entry) => entry.name === 'card-tokenizer-frame');
    expect(frameTag!.attributes.map((attribute) => attribute.name)).toEqual(
      expect.arrayContaining(['src', 'frame-timeout', 'save-card', 'oncard-tokenized']),
    );
    expect(frameTag!.attributes.filter((attribute) => !attribute.description)).toEqual([]);
  });

  it('gives JetBrains IDEs web-types: attributes, properties, events, parts, custom properties', () => {
    const pkg = installedJson('package.json');
    expect(pkg['web-types']).toBe('./dist/web-types.json');
    expect(pkg.exports['./web-types.json']).toBe('./dist/web-types.json');
    const webTypes = installedJson('dist/web-types.json');
    expect(webTypes).toMatchObject({ name: 'card-tokenizer', version: pkg.version });
    const tags = webTypes.contributions.html.elements as {
      name: string;
      description: string;
      attributes: { name: string; description?: string; value: { type: string } }[];
      js: Record<'properties' | 'events', { name: string; description?: string }[]>;
      css: Record<'parts' | 'properties', { name: string; description?: string }[]>;
    }[];
    const [tag] = tags;
    expect(tags.map((entry) => entry.name)).toEqual(['card-tokenizer', 'card-tokenizer-frame']);
    const frameTag = tags[1]!;
    expect(frameTag.description).toBeTruthy();
    expect(frameTag.js.events.map((event) => event.name)).toEqual(names('events'));
    expect(frameTag.attributes.filter((attribute) => !attribute.description)).toEqual([]);
    expect(tag!.name).toBe('card-tokenizer');
    expect(tag!.description).toBeTruthy();
    expect(tag!.attributes.map((attribute) => attribute.name)).toEqual(names('attributes'));
    expect(tag!.attributes.find((attribute) => attribute.name === 'timeout')!.value.type).toBe(
      'number',
    );
    expect(tag!.js.properties.map((property) => property.name)).toEqual(
      expect.arrayContaining(['registration', 'cardRegistrationUrl', 'messages', 'disabled']),
    );
    expect(tag!.js.properties.map((property) => property.name)).not.toContain('formAssociated');
    expect(tag!.js.events.map((event) => event.name)).toEqual(names('events'));
    expect(tag!.css.parts.map((part) => part.name)).toEqual(names('cssParts'));
    expect(tag!.css.properties.map((property) => property.name)).toEqual(names('cssProperties'));
    const entries = [tag!.attributes, tag!.js.events, tag!.css.parts, tag!.css.properties].flat();
    expect(entries.filter((entry) => !entry.description)).toEqual([]);
  });
});

describe('installed into a fresh project', () => {
  it('imports in Node without a DOM: no element is defined, nothing throws', () => {
    const printed = runInProject(
      project,
      `import * as main from 'card-tokenizer';
       import * as core from 'card-tokenizer/core';
       import french, { fr } from 'card-tokenizer/locales/fr';
       import { createPaymentsClient } from 'card-tokenizer/server';
       import { CardTokenizerFrame } from 'card-tokenizer/isolated';
       // One name for each module: the locale is card-tokenizer/locales/fr alone.
       const shortFrench = await import('card-tokenizer/fr').then(() => 'exported', (error) => error.code);
       console.log(JSON.stringify({
         main: typeof main.tokenizeCard, element: typeof main.CardTokenizer, version: main.version,
         core: typeof core.tokenizeCard, coreHasElement: 'CardTokenizer' in core,
         coreHasFrench: 'fr' in core, mainHasFrench: 'fr' in main, french: fr.refused,
         sameFrench: french === fr, shortFrench, server: typeof createPaymentsClient,
         isolated: typeof CardTokenizerFrame,
       }));`,
    );
    expect(JSON.parse(printed)).toEqual({
      main: 'function',
      element: 'function',
      version: JSON.parse(readFileSync('package.json', 'utf8')).version,
      core: 'function',
      coreHasElement: false,
      coreHasFrench: false,
      mainHasFrench: false,
      french: 'La carte a été refusée. Essayez une autre carte.',
      sameFrench: true,
      shortFrench: 'ERR_PACKAGE_PATH_NOT_EXPORTED',
      server: 'function',
      isolated: 'function',
    });
  });

  it('loads card-tokenizer/testing/playwright and /webdriver in Node, with no driver installed', () => {
    const printed = runInProject(
      project,
      `import * as playwright from 'card-tokenizer/testing/playwright';
       import * as webdriver from 'card-tokenizer/testing/webdriver';
       import { TEST_CARDS } from 'card-tokenizer/testing';
       console.log(JSON.stringify({
         playwright: typeof playwright.fillCard, webdriver: typeof webdriver.fillCard,
         sameCards: webdriver.TEST_CARDS === TEST_CARDS && playwright.TEST_CARDS === TEST_CARDS,
       }));`,
    );
    expect(JSON.parse(printed)).toEqual({
      playwright: 'function',
      webdriver: 'function',
      sameCards: true,
    });
    for (const name of ['selenium-webdriver', '@playwright/test', 'playwright-core'])
      expect(existsSync(join(project, 'node_modules', name)), name).toBe(false);
  });

  it('runs the whole card flow with the installed bin, client and tokenizeCard', async () => {
    const started = await startInstalledSandbox(project);
    sandbox = started.process;
    const printed = runInProject(
      project,
      `import { tokenizeCard } from 'card-tokenizer/core';
       import { createPaymentsClient } from 'card-tokenizer/server';
       const client = createPaymentsClient({ baseUrl: '${started.url}', clientId: 'sandbox', apiKey: 'sandbox-secret' });
       const user = await client.createNaturalUser({ FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' });
       const registration = await client.createCardRegistration({ UserId: user.Id, Currency: 'EUR' });
       const RegistrationData = await tokenizeCard(registration, { cardNumber: '4970 1071 1111 1119', cardExpirationDate: '12/30', cardCvx: '123' });
       const updated = await client.updateCardRegistration(registration.Id, { RegistrationData });
       const card = await client.getCard(updated.CardId);
       console.log(JSON.stringify({ status: updated.Status, alias: card.Alias }));`,
    );
    expect(JSON.parse(printed)).toEqual({ status: 'VALIDATED', alias: '497010XXXXXX1119' });
  });

  it('bundles into a Vite SPA with the element and none of the Node parts', async () => {
    writeFileSync(join(project, 'index.html'), '<script type="module" src="./main.js"></script>');
    writeFileSync(
      join(project, 'main.js'),
      `import { tokenizeCard } from 'card-tokenizer';
       document.body.append(document.createElement('card-tokenizer'));
       window.tokenize = tokenizeCard;`,
    );
    await build({ root: project, configFile: false, logLevel: 'silent' });
    const assets = join(project, 'dist/assets');
    const bundle = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    // The registration survives tree-shaking only while sideEffects names the ESM entry.
    expect(bundle.includes('customElements.define('), 'customElements.define( in the bundle').toBe(
      true,
    );
    expect(bundle).not.toMatch(/hono|zod|node:http/);
  });

  it("leaves the name field out of an SPA's entry: a chunk of its own, loaded once holder-name asks", async () => {
    writeFileSync(join(project, 'index.html'), '<script type="module" src="./main.js"></script>');
    writeFileSync(join(project, 'main.js'), `import 'card-tokenizer';`);
    await build({ root: project, configFile: false, logLevel: 'silent' });
    const assets = join(project, 'dist/assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const withName = scripts.filter((file) =>
      readFileSync(join(assets, file), 'utf8').includes('cc-name'),
    );
    expect(withName).toEqual([expect.stringMatching(/^holder-name-field-[\w-]+\.js$/)]);
  });

  it('bundles card-tokenizer/core without any of Lit, nor French', async () => {
    const core = await bundleInProject(
      'headless',
      `import { tokenizeCard } from 'card-tokenizer/core';
       window.tokenize = tokenizeCard;`,
    );
    expect(core).toContain('accessKeyRef');
    expect(LIT_MARKERS.exec(core)?.[0], 'a Lit marker in the core bundle').toBeUndefined();
    expect(core, 'French in the core bundle').not.toContain('La carte a été refusée');
    // The markers do find Lit where it is.
    const main = await bundleInProject(
      'element',
      `import { CardTokenizer } from 'card-tokenizer';
       window.CardTokenizer = CardTokenizer;`,
    );
    expect(LIT_MARKERS.test(main)).toBe(true);
  });
});

describe('locales', () => {
  it('ships each one as an ESM module with its types and as a classic script', () => {
    expect(localeTags().length).toBeGreaterThan(0);
    for (const tag of localeTags()) {
      expect(files, tag).toEqual(
        expect.arrayContaining([`dist/locales/${tag}.js`, `dist/types/locales/${tag}.d.ts`]),
      );
    }
  });

  it('imports each card-tokenizer/locales/<tag> in Node: a whole catalogue, registered', () => {
    const printed = runInProject(
      project,
      `const loaded = {};
       for (const tag of ${JSON.stringify(localeTags())}) {
         const module = await import('card-tokenizer/locales/' + tag);
         const registry = globalThis[Symbol.for('card-tokenizer.locales')];
         loaded[tag] = {
           keys: Object.keys(module.default).sort(),
           empty: Object.keys(module.default).filter((key) => !module.default[key]?.trim?.()),
           registered: registry.get(tag.toLowerCase()) === module.default,
         };
       }
       console.log(JSON.stringify(loaded));`,
    );
    const loaded = JSON.parse(printed);
    for (const tag of localeTags()) {
      expect(loaded[tag], tag).toEqual({ keys: ENGLISH_KEYS, empty: [], registered: true });
    }
  });

  it('shares one registry chunk between the element and every locale module', () => {
    // The scripts for a <script> tag carry their own: dist/integrity.json lists them.
    const classic = Object.keys(JSON.parse(installedText('dist/integrity.json')) as object);
    const esm = readdirSync(installed('dist'))
      .filter((file) => file.endsWith('.js') && !classic.includes(file))
      .concat(localeTags().map((tag) => `locales/${tag}.mjs`));
    const withRegistry = esm.filter((file) =>
      /Symbol\.for\(["'`]card-tokenizer\.locales["'`]\)/.test(installedText(`dist/${file}`)),
    );
    expect(withRegistry).toEqual([expect.stringMatching(/^registry-[\w-]+\.js$/)]);
  });

  it('runs each dist/locales/<tag>.js as a classic script through window.CardTokenizer', () => {
    // What card-tokenizer.iife.js exposes; the scripts carry no code of their own and add no global.
    const defined: Record<string, string[]> = {};
    const CardTokenizer = {
      defineLocale: (tag: string, texts: object) => (defined[tag] = Object.keys(texts).sort()),
    };
    const page = createContext({ CardTokenizer });
    for (const tag of localeTags())
      new Script(installedText(`dist/locales/${tag}.js`)).runInContext(page);
    expect(Object.keys(page)).toEqual(['CardTokenizer']);
    expect(defined).toEqual(Object.fromEntries(localeTags().map((tag) => [tag, ENGLISH_KEYS])));
  });
});

describe('card-tokenizer/element', () => {
  it('exports the class and defines nothing, where card-tokenizer defines the tag', () => {
    const printed = runInProject(
      project,
      `const defined = [];
       globalThis.customElements = { define: (name) => defined.push(name), get: () => undefined };
       const element = await import('card-tokenizer/element');
       const byElement = [...defined];
       const main = await import('card-tokenizer');
       console.log(JSON.stringify({
         exports: Object.keys(element), byElement, byMain: defined,
         sameClass: element.CardTokenizer === main.CardTokenizer,
       }));`,
    );
    expect(JSON.parse(printed)).toEqual({
      exports: ['CardTokenizer'],
      byElement: [],
      byMain: ['card-tokenizer'],
      sameClass: true,
    });
  });

  it('bundles with Lit and without a customElements.define call', async () => {
    const bundle = await bundleInProject(
      'pure',
      `import { CardTokenizer } from 'card-tokenizer/element';
       window.CardTokenizer = CardTokenizer;`,
    );
    expect(LIT_MARKERS.test(bundle)).toBe(true);
    // Lit's doc comments show a define() call: only code lines count.
    const calls = bundle
      .split('\n')
      .filter((line) => line.includes('customElements.define(') && !/^\s*(\*|\/\/)/.test(line));
    expect(calls).toEqual([]);
  });
});

describe('card-tokenizer/react', () => {
  const USE_CLIENT = /^(['"])use client\1;?\n/;
  /** The specifiers a built module imports from, in order. */
  const importsOf = (code: string) =>
    [...code.matchAll(/^import\b[^'"]*(['"])([^'"]+)\1/gm)].map((match) => match[2]);

  it("starts with 'use client', so a Server Component can render <CardTokenizer>", () => {
    expect(installedText('dist/react.js')).toMatch(USE_CLIENT);
  });

  it('keeps its hooks in that file: every module importing React is marked', () => {
    expect(importsOf(installedText('dist/react.js'))).toEqual(['react', 'card-tokenizer']);
    const esm = readdirSync(installed('dist')).filter(
      (file) => file.endsWith('.js') && !file.endsWith('.iife.js'),
    );
    const withReact = esm.filter((file) =>
      importsOf(installedText(`dist/${file}`)).includes('react'),
    );
    expect(withReact).toEqual(['react.js']);
    for (const file of esm.filter((name) => name !== 'react.js'))
      expect(installedText(`dist/${file}`), file).not.toMatch(USE_CLIENT);
  });
});

describe('card-tokenizer/vue and card-tokenizer/svelte', () => {
  it('ship a module and types each, with no element code', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/vue.js',
        'dist/svelte.js',
        'dist/types/frameworks/vue.d.ts',
        'dist/types/frameworks/svelte.d.ts',
      ]),
    );
    for (const file of ['dist/vue.js', 'dist/svelte.js'])
      expect(installedText(file), file).not.toMatch(/import|LitElement/);
  });

  it('import in Node without Vue or Svelte installed; isCardTokenizer names the tag', () => {
    const printed = runInProject(
      project,
      `import * as vue from 'card-tokenizer/vue';
       import * as svelte from 'card-tokenizer/svelte';
       console.log(JSON.stringify({
         vue: Object.keys(vue), svelte: Object.keys(svelte),
         tags: ['card-tokenizer', 'card-tokenizer-x', 'div'].map(vue.isCardTokenizer),
       }));`,
    );
    expect(JSON.parse(printed)).toEqual({
      vue: ['isCardTokenizer'],
      svelte: [],
      tags: [true, false, false],
    });
    expect(existsSync(join(project, 'node_modules/vue'))).toBe(false);
    expect(existsSync(join(project, 'node_modules/svelte'))).toBe(false);
  });
});

describe('dist/integrity.json', () => {
  it('gives every shipped script its sha384, matching the file', () => {
    const integrity = installedJson('dist/integrity.json');
    expect(Object.keys(integrity).sort()).toEqual(shippedScripts());
    for (const [file, hash] of Object.entries(integrity)) {
      const digest = createHash('sha384').update(readFileSync(installed(`dist/${file}`)));
      expect(hash, file).toBe(`sha384-${digest.digest('base64')}`);
    }
    expect(installedText('dist/card-tokenizer.iife.js.sri').trim()).toBe(
      integrity['card-tokenizer.iife.js'],
    );
  });
});
