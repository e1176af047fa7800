import type { HolderNameField } from './holder-name-api.js';
import { validateHolderName } from './holder-name.js';

/** The name on the card: loaded only once `holder-name` is not `off`. */
export const holderNameField: HolderNameField = {
  spec: {
    autocomplete: 'cc-name',
    inputmode: 'text',
    edit: ({ raw, caret }) => ({ value: raw, caret }),
    isFinished: () => false,
  },
  check: validateHolderName,
  label: ({ holderLabel, optional }, mode) =>
    mode === 'optional' ? `${holderLabel} ${optional}` : holderLabel,
  texts: {
    holderLabel: 'Name on card',
    holderRequired: 'Enter the name on the card.',
    holderTooLong: 'The name on the card can have at most {max} characters.',
    holderInvalid: 'The name on the card contains characters that cannot be used.',
  },
};
