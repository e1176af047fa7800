import { holderNameField } from '../../src/element/optional/holder-name-field.js';
import { en as builtIn, type CardTokenizerMessages } from '../../src/element/texts.js';

/** Every English text: the bundle's and the name field's, which come with the field's code. */
export const en: CardTokenizerMessages = { ...builtIn, ...holderNameField.texts };
