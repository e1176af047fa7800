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

/** A field in error, with what the field's check adds (`empty`, `errorValues`, its value). */
export function invalidCheck<T extends object>(
  error: MessageKey,
  isPotentiallyValid: boolean,
  extra = {} as T,
): FieldCheck & T {
  return { isValid: false, isPotentiallyValid, empty: false, error, ...extra };
}
