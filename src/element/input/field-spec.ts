import type { CardCheck, CardField, CardInput } from '../../core/card.js';
import type { CardTokenizerMessages } from '../../locales/registry.js';
import type { EditInput } from './input-edits.js';

/** The element's fields: the card's three, and the optional name on the card. */
export type Field = CardField | 'holder';

/** Everything the element knows of one field, so that no code branches on which it is. */
export interface FieldSpec {
  autocomplete: string;
  inputmode: 'numeric' | 'text';
  /** The field's name in a `CardInput`, as core reads the card; the name is not in it. */
  inputKey?: keyof CardInput;
  /** Formats what the browser reports after an edit, and places the caret. */
  edit(edit: EditInput, check: CardCheck): { value: string; caret: number };
  maxLength?(check: CardCheck): number;
  /** Nothing more to type: with `auto-advance`, focus may move to the next field. */
  isFinished(check: CardCheck): boolean;
  next?: Field;
  /** Shown in the message line while there is no error; always in the accessible description. */
  hint?(check: CardCheck): keyof CardTokenizerMessages;
}
