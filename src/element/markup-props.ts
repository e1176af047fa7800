import type { CardType } from '../core/brands.js';
import type { CardTokenizer } from './card-tokenizer.js';

/** The element's public properties, read from its `static properties`: none is listed twice. */
export type PropertyProps = Partial<
  Pick<CardTokenizer, Extract<keyof typeof CardTokenizer.properties, keyof CardTokenizer>>
>;

/** Attributes, for markup copied from HTML; React and Svelte set them as attributes. */
export interface AttributeProps {
  'card-registration-url'?: CardTokenizer['cardRegistrationUrl'];
  'access-key'?: CardTokenizer['accessKeyRef'];
  'preregistration-data'?: CardTokenizer['preregistrationData'];
  'card-type'?: CardType;
  'holder-name'?: CardTokenizer['holderName'];
}
