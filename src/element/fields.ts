import { isCardNumberFinished } from '../core/card-number.js';
import type { CardCheck, CardField, CardInput } from '../core/card.js';
import { editCardNumber, editExpiry, editSecurityCode, type EditInput } from './input-edits.js';
import { holderNameCode } from './holder-name-api.js';
import type { CardTokenizerMessages } from './texts.js';

/** The element's fields: the card's three, and the optional name on the card. */
export type Field = CardField | 'holder';

/** In the order the shopper fills them. */
export const ALL_FIELDS: readonly Field[] = ['number', 'expiry', 'cvx', 'holder'];

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

export const FIELDS: Record<CardField, FieldSpec> = {
  number: {
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    inputKey: 'cardNumber',
    edit: editCardNumber,
    isFinished: (check) => isCardNumberFinished(check.fields.number),
    next: 'expiry',
  },
  expiry: {
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    inputKey: 'cardExpirationDate',
    edit: editExpiry,
    hint: () => 'expiryPlaceholder',
    isFinished: (check) => check.fields.expiry.isValid,
    next: 'cvx',
  },
  cvx: {
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    inputKey: 'cardCvx',
    edit: (edit, check) => editSecurityCode(edit, check.securityCode.size),
    maxLength: (check) => check.securityCode.size,
    // Only American Express's code has four digits, printed on the front.
    hint: (check) => (check.securityCode.size > 3 ? 'cvxHintFront' : 'cvxHintBack'),
    isFinished: (check) => check.fields.cvx.isValid,
  },
};

/** A field's spec; the name's comes with its code, which is loaded before its field shows. */
export const fieldSpec = (field: Field): FieldSpec =>
  FIELDS[field as CardField] ?? holderNameCode()!.spec;
