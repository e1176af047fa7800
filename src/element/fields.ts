import { isCardNumberFinished } from '../core/card-number.js';
import type { CardCheck, CardField, CardInput } from '../core/card.js';
import { editCardNumber, editExpiry, editSecurityCode, type EditInput } from './input-edits.js';
import type { CardTokenizerMessages } from './texts.js';

/** Everything the element knows of one card field, so that no code branches on which it is. */
export interface FieldSpec {
  label: keyof CardTokenizerMessages;
  autocomplete: string;
  /** The field's name in a `CardInput`, as core reads the card. */
  inputKey: keyof CardInput;
  /** Formats what the browser reports after an edit, and places the caret. */
  edit(edit: EditInput, check: CardCheck): { value: string; caret: number };
  placeholder?: keyof CardTokenizerMessages;
  maxLength?(check: CardCheck): number;
  /** Nothing more to type: focus may move to the next field. */
  isFinished(check: CardCheck): boolean;
  next?: CardField;
}

export const FIELDS: Record<CardField, FieldSpec> = {
  number: {
    label: 'numberLabel',
    autocomplete: 'cc-number',
    inputKey: 'cardNumber',
    edit: editCardNumber,
    isFinished: (check) => isCardNumberFinished(check.fields.number),
    next: 'expiry',
  },
  expiry: {
    label: 'expiryLabel',
    autocomplete: 'cc-exp',
    inputKey: 'cardExpirationDate',
    edit: editExpiry,
    placeholder: 'expiryPlaceholder',
    isFinished: (check) => check.fields.expiry.isValid,
    next: 'cvx',
  },
  cvx: {
    label: 'cvxLabel',
    autocomplete: 'cc-csc',
    inputKey: 'cardCvx',
    edit: (edit, check) => editSecurityCode(edit, check.securityCode.size),
    maxLength: (check) => check.securityCode.size,
    isFinished: (check) => check.fields.cvx.isValid,
  },
};
