import type { MessageKey } from './messages.js';

/** The state of one field, in card-validator's shape plus what a form needs to show. */
export interface FieldCheck {
  /** The value is complete and passes every rule. */
  isValid: boolean;
  /** The value may still become valid as the shopper types on. */
  isPotentiallyValid: boolean;
  empty: boolean;
  /** Why the value is not valid, as a message key. */
  error?: MessageKey;
  /** Values for the message's `{placeholders}`. */
  errorValues?: Record<string, string | number>;
}

/** A valid field, with what the field's check adds (its parsed value). */
export function validCheck<T extends object>(extra: T): FieldCheck & T {
  return { isValid: true, isPotentiallyValid: true, empty: false, ...extra };
}

export function invalidCheck(
  error: MessageKey,
  isPotentiallyValid: boolean,
  empty = false,
  errorValues?: Record<string, string | number>,
): FieldCheck {
  return { isValid: false, isPotentiallyValid, empty, error, ...(errorValues && { errorValues }) };
}
