import { isCardNumberFinished } from '../core/card-number.js';
import type { CardField } from '../core/card.js';
import type { Field, FieldSpec } from './input/field-spec.js';
import { editCardNumber, editExpiry, editSecurityCode } from './input/input-edits.js';
import { holderNameCode } from './optional/holder-name-api.js';

export type { Field, FieldSpec };

/** In the order the shopper fills them. */
export const ALL_FIELDS: readonly Field[] = ['number', 'expiry', 'cvx', 'holder'];

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
