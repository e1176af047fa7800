import type { CardType } from '../core/brands.js';
import type { CardTokenizer } from './card-tokenizer.js';

/** The element's public properties, read from its `static properties`: none is listed twice. */
export type PropertyProps = Partial<
  Pick<CardTokenizer, Extract<keyof typeof CardTokenizer.properties, keyof CardTokenizer>>
>;

type Declarations = typeof CardTokenizer.properties;
type Property = keyof Declarations & keyof CardTokenizer;

/**
 * Attributes, for markup copied from HTML; React and Svelte set them as attributes. Read from the
 * attribute names of the element's `static properties` (`card-type`, `auto-advance`…).
 */
export type AttributeProps = {
  [
    Name in Property as Declarations[Name] extends { attribute: infer Attribute extends string }
      ? Attribute
      : never
  ]?: Name extends 'cardType' ? CardType : CardTokenizer[Name];
};
