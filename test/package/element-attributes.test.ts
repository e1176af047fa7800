import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { THEME } from '../../src/isolated/channel/protocol.js';

/**
 * One list of attributes, read by every tool: each element's attributes come from the element
 * itself as built, and each tool that describes the element (its manifest, the editors' data,
 * the frameworks' typings, the Angular components' inputs) must offer every one of them.
 */
type Tag = 'card-tokenizer' | 'card-tokenizer-frame';
type Built = {
  observedAttributes: string[];
  elementStyles?: { cssText: string }[];
  properties?: Record<string, { attribute?: boolean | string }>;
};

/** HTML's own attribute, which the element's styles select and every tool knows from HTML. */
const HTML_OWN = new Set(['hidden']);

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const camelCase = (name: string) =>
  name.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());

/** What the element reads: its observed attributes and those its styles select on the host. */
function attributesOf(element: Built): string[] {
  // Lit finalizes the class, its styles included, when its observed attributes are first read.
  const observed = element.observedAttributes;
  const styled = (element.elementStyles ?? []).flatMap(({ cssText }) =>
    [...cssText.matchAll(/:host\(\[([\w-]+)/g)].map(([, name]) => name!),
  );
  return [...new Set([...observed, ...styled])].filter((name) => !HTML_OWN.has(name));
}

/** The element property a Lit attribute sets, when it is named apart from it (`accessKeyRef`). */
function propertyOf(element: Built, attribute: string): string | undefined {
  return Object.entries(element.properties ?? {}).find(
    ([, { attribute: name }]) => name === attribute,
  )?.[0];
}

/** The names a type offers, as TypeScript resolves it from the built declarations. */
function typeKeys(checker: ts.TypeChecker, file: ts.SourceFile, alias: string): Set<string> {
  const statement = file.statements.find(
    (node): node is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(node) && node.name.text === alias,
  )!;
  return new Set(
    checker
      .getTypeAtLocation(statement.name)
      .getProperties()
      .map((symbol) => symbol.name),
  );
}

/** The typings of React, Vue and Svelte, read through one program over the built declarations. */
function frameworkTypings(): Record<string, Record<Tag, Set<string>>> {
  const probe = 'test/package/element-attributes.probe.ts';
  const source = `
    import type { CardTokenizerProps, CardTokenizerFrameJsxProps } from '../../dist/types/frameworks/react-jsx.js';
    import type { CardTokenizerComponent, CardTokenizerFrameComponent } from '../../dist/types/frameworks/vue.js';
    import type { CardTokenizerAttributes, CardTokenizerFrameAttributes } from '../../dist/types/frameworks/svelte.js';
    type ReactElement = CardTokenizerProps;
    type ReactFrame = CardTokenizerFrameJsxProps;
    type VueElement = InstanceType<CardTokenizerComponent>['$props'];
    type VueFrame = InstanceType<CardTokenizerFrameComponent>['$props'];
    type SvelteElement = CardTokenizerAttributes;
    type SvelteFrame = CardTokenizerFrameAttributes;
  `;
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name.endsWith(probe)
      ? ts.createSourceFile(name, source, language)
      : read(name, language, ...rest);
  const program = ts.createProgram([probe], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(probe)!;
  const keys = (alias: string) => typeKeys(checker, file, alias);
  return {
    React: { 'card-tokenizer': keys('ReactElement'), 'card-tokenizer-frame': keys('ReactFrame') },
    Vue: { 'card-tokenizer': keys('VueElement'), 'card-tokenizer-frame': keys('VueFrame') },
    Svelte: {
      'card-tokenizer': keys('SvelteElement'),
      'card-tokenizer-frame': keys('SvelteFrame'),
    },
  };
}

/** An Angular component's input names, as its compiled declaration tells an app's compiler. */
function angularInputs(file: string, tag: Tag): Set<string> {
  const declaration = readFileSync(file, 'utf8')
    .split('\n')
    .find((line) => line.includes(`ɵɵComponentDeclaration<`) && line.includes(`"${tag}"`));
  return new Set([...(declaration ?? '').matchAll(/"alias": "(\w+)"/g)].map(([, name]) => name!));
}

let elements: Record<Tag, Built>;
let typings: ReturnType<typeof frameworkTypings>;
beforeAll(async () => {
  const built = async (file: string): Promise<Built> => {
    const module: Record<string, Built> = await import(pathToFileURL(file).href);
    return module[file.endsWith('element.js') ? 'CardTokenizer' : 'CardTokenizerFrame']!;
  };
  elements = {
    'card-tokenizer': await built('dist/element.js'),
    'card-tokenizer-frame': await built('dist/isolated.js'),
  };
  typings = frameworkTypings();
});

describe.each(['card-tokenizer', 'card-tokenizer-frame'] as const)(
  '<%s>: every attribute it reads',
  (tag) => {
    const element = () => elements[tag];

    it('is read from the element: its observed attributes and its styles', () => {
      expect(attributesOf(element())).toEqual(
        expect.arrayContaining(['name', 'card-type', 'compact-messages']),
      );
    });

    it('is in custom-elements.json', () => {
      const { modules } = json('custom-elements.json');
      const declaration = modules
        .flatMap((module: { declarations?: unknown[] }) => module.declarations ?? [])
        .find((entry: { tagName?: string }) => entry.tagName === tag);
      const listed = declaration.attributes.map(({ name }: { name: string }) => name);
      expect(listed).toEqual(expect.arrayContaining(attributesOf(element())));
    });

    it("is in VS Code's HTML custom data", () => {
      const { tags } = json('dist/vscode.html-custom-data.json');
      const listed = tags
        .find(({ name }: { name: string }) => name === tag)
        .attributes.map(({ name }: { name: string }) => name);
      expect(listed).toEqual(expect.arrayContaining(attributesOf(element())));
    });

    it("is in JetBrains' web-types", () => {
      const { contributions } = json('dist/web-types.json');
      const listed = contributions.html.elements
        .find(({ name }: { name: string }) => name === tag)
        .attributes.map(({ name }: { name: string }) => name);
      expect(listed).toEqual(expect.arrayContaining(attributesOf(element())));
    });

    it.each(['React', 'Svelte'])('is typed for %s markup, by its attribute name', (framework) => {
      const keys = typings[framework]![tag];
      expect(attributesOf(element()).filter((name) => !keys.has(name))).toEqual([]);
    });

    it('is typed for Vue templates, as vue-tsc checks it', () => {
      const keys = typings.Vue![tag];
      // vue-tsc checks `<card-tokenizer compact-messages>` as `compactMessages`, or as the property
      // the attribute sets; the frame's typing, shared with React and Svelte, names attributes.
      const names = (name: string) =>
        tag === 'card-tokenizer' ? [camelCase(name), propertyOf(element(), name)] : [name];
      const missing = attributesOf(element()).filter(
        (name) => !names(name).some((key) => key && keys.has(key)),
      );
      expect(missing).toEqual([]);
    });

    it("is an Angular component's input, but `lang` (Angular binds it on any element) and `disabled` (the form's)", () => {
      const file =
        tag === 'card-tokenizer'
          ? 'dist/angular/angular.d.ts'
          : 'dist/angular/angular-isolated.d.ts';
      const inputs = angularInputs(file, tag);
      expect(inputs.size).toBeGreaterThan(0);
      const missing = attributesOf(element())
        .filter((name) => name !== 'lang' && name !== 'disabled')
        .filter(
          (name) =>
            ![camelCase(name), propertyOf(element(), name)].some((key) => key && inputs.has(key)),
        );
      expect(missing).toEqual([]);
    });
  },
);

/** The custom properties a stylesheet reads: each `var(--card-tokenizer-…)`, not its own `--_ct-*`. */
const customPropertiesIn = (css: string) =>
  [...css.matchAll(/var\(\s*(--card-tokenizer-[\w-]+)/g)].map(([, name]) => name!);

/**
 * What each element reads: `<card-tokenizer>` in its styles, `<card-tokenizer-frame>` what its
 * frame's hello asks for (the frame's `THEME`); both what card-tokenizer.css reads before (and,
 * for the frame, while) their script has drawn them.
 */
const customPropertiesOf = (tag: Tag): string[] => {
  const css = [readFileSync('dist/card-tokenizer.css', 'utf8')];
  let theme: string[] = [];
  if (tag === 'card-tokenizer') {
    const element = elements[tag];
    // Lit finalizes the class, its styles included, when its observed attributes are first read.
    void element.observedAttributes;
    css.push(...(element.elementStyles ?? []).map(({ cssText }) => cssText));
  } else theme = THEME.map((name) => `--card-tokenizer-${name}`);
  return [...new Set([...theme, ...css.flatMap(customPropertiesIn)])];
};

// VS Code's HTML custom data has no place for custom properties: the manifest and web-types do.
describe.each([
  ['card-tokenizer', '--card-tokenizer-gap'],
  ['card-tokenizer-frame', '--card-tokenizer-focus-ring'],
] as const)('<%s>: every custom property it reads', (tag, sample) => {
  it("is read from the element: its styles, its frame's theme, card-tokenizer.css", () => {
    expect(customPropertiesOf(tag)).toEqual(
      expect.arrayContaining([
        sample,
        '--card-tokenizer-skeleton-color',
        '--card-tokenizer-fallback-delay',
      ]),
    );
  });

  it('is in custom-elements.json', () => {
    const { modules } = json('custom-elements.json');
    const declaration = modules
      .flatMap((module: { declarations?: unknown[] }) => module.declarations ?? [])
      .find((entry: { tagName?: string }) => entry.tagName === tag);
    const listed = (declaration.cssProperties ?? []).map(({ name }: { name: string }) => name);
    expect(customPropertiesOf(tag).filter((name) => !listed.includes(name))).toEqual([]);
  });

  it("is in JetBrains' web-types", () => {
    const { contributions } = json('dist/web-types.json');
    const listed = contributions.html.elements
      .find(({ name }: { name: string }) => name === tag)
      .css.properties.map(({ name }: { name: string }) => name);
    expect(customPropertiesOf(tag).filter((name) => !listed.includes(name))).toEqual([]);
  });
});
