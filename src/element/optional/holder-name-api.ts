import {
  LOCALE_ADDED,
  type CardTokenizerMessages,
  type ElementLabels,
} from '../../locales/registry.js';
import type { FieldSpec } from '../input/field-spec.js';
import type { HolderNameCheck, HolderNameMode } from './holder-name.js';

/** The name's texts: English comes with its code, every locale carries its own. */
export type HolderNameTexts = Pick<
  ElementLabels,
  'holderLabel' | 'holderRequired' | 'holderTooLong' | 'holderInvalid'
>;

/** The cardholder name field: what the element needs of it once `holder-name` turns it on. */
export interface HolderNameField {
  /** Its input's autocomplete, keyboard and edit, as the card's fields have theirs. */
  spec: FieldSpec;
  check(raw: string, mode: HolderNameMode): HolderNameCheck;
  label(texts: CardTokenizerMessages, mode: HolderNameMode): string;
  /** The English texts, under the catalogue when no locale is loaded. */
  texts: HolderNameTexts;
}

/** On `globalThis`, like the network choice: `holder-name.js` registers itself for the bundle. */
const KEY = Symbol.for('card-tokenizer.holder-name');

type Global = typeof globalThis & { [KEY]?: HolderNameField };

/** Makes the field available; every element renders again, as when a locale is added. */
export function registerHolderName(field: HolderNameField): void {
  (globalThis as Global)[KEY] = field;
  dispatchEvent(new Event(LOCALE_ADDED));
}

/** The field, once its code is loaded. */
export const holderNameCode = (): HolderNameField | undefined => (globalThis as Global)[KEY];
