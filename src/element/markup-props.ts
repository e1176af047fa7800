import type { CardType } from '../core/brands.js';
import type { CardTokenizer } from './card-tokenizer.js';

/** The element's public properties, read from its `static properties`: none is listed twice. */
export type PropertyProps = Partial<
  Pick<CardTokenizer, Extract<keyof typeof CardTokenizer.properties, keyof CardTokenizer>>
>;

/**
 * The attribute of each property whose attribute is named apart from it, as the element's
 * `static properties` declares it (markup-props.test.ts holds the two equal).
 */
export const ATTRIBUTE_OF = {
  cardRegistrationUrl: 'card-registration-url',
  accessKeyRef: 'access-key',
  preregistrationData: 'preregistration-data',
  cardType: 'card-type',
  autoAdvance: 'auto-advance',
  holderName: 'holder-name',
  networkChoice: 'network-choice',
  preferredNetwork: 'preferred-network',
  saveCard: 'save-card',
} as const satisfies Partial<Record<keyof CardTokenizer, string>>;

/** The attributes the element's styles read, with no property: present or absent. */
export type StyleAttributeProps = {
  /** A message line takes room only while it shows something. */
  'compact-messages'?: boolean;
};

/** Attributes, for markup copied from HTML; React and Svelte set them as attributes. */
export type AttributeProps = StyleAttributeProps & {
  [Name in keyof typeof ATTRIBUTE_OF as (typeof ATTRIBUTE_OF)[Name]]?: Name extends 'cardType'
    ? CardType
    : CardTokenizer[Name];
};
