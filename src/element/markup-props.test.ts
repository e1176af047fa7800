import type { PropertyDeclaration } from 'lit';
import { describe, expect, it } from 'vitest';
import { CardTokenizer } from './card-tokenizer.js';
import { ATTRIBUTE_OF } from './markup-props.js';

describe('the attributes typed for React and Svelte markup', () => {
  it("are the element's: every property whose static declaration names its attribute", () => {
    const declarations: Record<string, PropertyDeclaration> = CardTokenizer.properties;
    const declared = Object.entries(declarations).flatMap(([property, { attribute }]) =>
      typeof attribute === 'string' ? [[property, attribute]] : [],
    );
    expect(ATTRIBUTE_OF).toEqual(Object.fromEntries(declared));
  });
});
