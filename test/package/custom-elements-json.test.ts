// The manifest of the elements, and the editors' data made from it, as the package ships them.
import { beforeAll, describe, expect, it } from 'vitest';
import { installedJson } from './installed.js';

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
