import { formatCardNumber } from '../../core/card-number.js';
import { formatExpiryInput } from '../../core/expiry.js';
import { onlyDigits } from '../../core/normalize.js';

/** What the browser reports after one edit of a field. */
export interface EditInput {
  /** The input's value after the browser applied the edit. */
  raw: string;
  /** The caret (`selectionStart`) after the edit. */
  caret: number;
  /** The value before the edit, as the field last showed it. */
  previous: string;
  /** `InputEvent.inputType`: `insertText`, `insertFromPaste`, `deleteContentBackward`, … */
  inputType: string;
}

/** The value a field shows after formatting, and where its caret goes. */
export interface FieldEdit {
  value: string;
  caret: number;
}

function isDigit(character: string): boolean {
  return onlyDigits(character) !== '';
}

/** How many digits `text` holds before `position`. */
export function digitsBefore(text: string, position: number): number {
  return onlyDigits(text.slice(0, position)).length;
}

/** The position just after the `count`th digit of `text` (the end when it has fewer). */
export function positionAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isDigit(text[index]!) && ++seen === count) return index + 1;
  }
  return text.length;
}

/** Keeps the caret after the same digits; a caret at the end stays at the end (`2` → `02/|`). */
export function caretAfterFormatting(raw: string, caret: number, formatted: string): number {
  return caret >= raw.length
    ? formatted.length
    : positionAfterDigits(formatted, digitsBefore(raw, caret));
}

/** `raw` without the digit at `digitIndex` (counting digits only), and where that digit was. */
function withoutDigit(raw: string, digitIndex: number): { text: string; at: number } {
  const at = positionAfterDigits(raw, digitIndex + 1) - 1;
  return { text: raw.slice(0, at) + raw.slice(at + 1), at };
}

/**
 * The card number as typed: grouped by the brand's gaps, caret kept on the digit being edited.
 * Backspace (or Delete) over a space removes the digit beyond it, as the space is not the
 * shopper's; typing past the brand's longest length is refused, a longer paste is cut.
 */
export function editCardNumber({ raw, caret, previous, inputType }: EditInput): FieldEdit {
  let text = raw;
  let at = caret;
  const onlySeparatorRemoved =
    raw.length < previous.length && onlyDigits(raw) === onlyDigits(previous);
  if (
    onlySeparatorRemoved &&
    inputType === 'deleteContentBackward' &&
    digitsBefore(raw, caret) > 0
  ) {
    ({ text, at } = withoutDigit(raw, digitsBefore(raw, caret) - 1));
  } else if (onlySeparatorRemoved && inputType === 'deleteContentForward') {
    const digitIndex = digitsBefore(raw, caret);
    if (digitIndex < onlyDigits(raw).length) text = withoutDigit(raw, digitIndex).text;
  }
  const value = formatCardNumber(text);
  const cut = onlyDigits(value).length < onlyDigits(text).length;
  if (cut && inputType === 'insertText') {
    return { value: previous, caret: Math.max(0, caret - (raw.length - previous.length)) };
  }
  const endOfText = at >= text.length;
  return {
    value,
    caret: endOfText ? value.length : positionAfterDigits(value, digitsBefore(text, at)),
  };
}

/**
 * The expiry as `MM/YY`: the slash comes with the month and goes with a backspace over it.
 * A typed digit the date cannot take (month 13) is refused, as a number past its length is.
 */
export function editExpiry({ raw, caret, previous, inputType }: EditInput): FieldEdit {
  let value = formatExpiryInput(raw, inputType.startsWith('delete'));
  if (inputType === 'insertText' && onlyDigits(value).length < onlyDigits(raw).length) {
    caret -= raw.length - previous.length;
    raw = value = previous;
  }
  return { value, caret: caretAfterFormatting(raw, caret, value) };
}

/** The security code: digits only, at most the brand's code size. */
export function editSecurityCode({ raw, caret }: EditInput, size: number): FieldEdit {
  const value = onlyDigits(raw).slice(0, size);
  return { value, caret: caretAfterFormatting(raw, caret, value) };
}
