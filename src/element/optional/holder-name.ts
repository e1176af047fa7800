/** Whether the element asks for the name on the card: the `holder-name` attribute. */
export type HolderNameMode = 'off' | 'optional' | 'required';

/** The longest name the element accepts, as printed on cards. */
export const HOLDER_NAME_MAX = 45;
/** Control, format, private-use and unassigned characters: nothing a card can print. */
const UNPRINTABLE = /\p{C}/u;

export interface HolderNameCheck {
  isValid: boolean;
  isPotentiallyValid: boolean;
  empty: boolean;
  error?: 'holderRequired' | 'holderTooLong' | 'holderInvalid';
  errorValues?: Record<string, number>;
  /** The name with its spaces trimmed and runs of them folded. */
  value: string;
}

/** Checks the cardholder's name: 1 to 45 printable characters, or none when optional. */
export function validateHolderName(raw: string, mode: HolderNameMode): HolderNameCheck {
  const value = raw.trim().replace(/ {2,}/g, ' ');
  const empty = value === '';
  const invalid = (error: HolderNameCheck['error'], isPotentiallyValid = false) =>
    ({ isValid: false, isPotentiallyValid, empty, error, value }) as HolderNameCheck;
  if (empty) {
    return mode === 'required'
      ? invalid('holderRequired', true)
      : { isValid: true, isPotentiallyValid: true, empty, value };
  }
  if (UNPRINTABLE.test(value)) return invalid('holderInvalid');
  if (value.length > HOLDER_NAME_MAX) {
    return { ...invalid('holderTooLong'), errorValues: { max: HOLDER_NAME_MAX } };
  }
  return { isValid: true, isPotentiallyValid: true, empty, value };
}
