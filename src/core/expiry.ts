import { invalidCheck, validCheck, type FieldCheck } from './field-check.js';
import { normalizeInput, onlyDigits } from './normalize.js';

/** How far ahead an expiry date may be. */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

export interface Expiry {
  month: number;
  /** Four-digit year. */
  year: number;
}

export interface ExpiryCheck extends FieldCheck {
  expiry?: Expiry;
}

/**
 * `1/30`, `01/30`, `01-30`, `01 / 2030`: a month, a separator, then two or four digits.
 * Spaces are one run (`\s+`), never `\s*\s\s*`: that backtracks quadratically over a long paste.
 */
const WITH_SEPARATOR = /^(\d{1,2})(?:\s*[/\-.]\s*|\s+)(\d{2}|\d{4})$/;
/** `0130` or `012030`: month and year run together. */
const RUN_TOGETHER = /^(\d{2})(\d{2}|\d{4})$/;
/** What a shopper may have typed so far: a month, perhaps a separator and part of a year. */
const PARTIAL = /^(\d{0,2})(?:\s*[/\-.]\s*\d{0,3}|\d{0,3})$/;

/** `1/`: the shopper closed a one-digit month with a separator. */
const SINGLE_DIGIT_MONTH = /^\d\s*[/\-.\s]/;

function isMonthPrefix(month: string): boolean {
  if (month.length < 2) return true;
  const value = Number(month);
  return value >= 1 && value <= 12;
}

/** Month and year from what people type, or `undefined` when it is not a whole date. */
export function parseExpiry(raw: string): Expiry | undefined {
  const text = normalizeInput(raw);
  const match = WITH_SEPARATOR.exec(text) ?? RUN_TOGETHER.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** The service's `MMYY`. */
export function serializeExpiry({ month, year }: Expiry): string {
  return String(month).padStart(2, '0') + String(year % 100).padStart(2, '0');
}

/** Valid from the current month up to twenty years ahead. */
export function validateExpiry(raw: string, now: Date = new Date()): ExpiryCheck {
  const text = normalizeInput(raw);
  if (text === '') return invalidCheck('expiryRequired', true, { empty: true });
  const expiry = parseExpiry(text);
  if (!expiry) {
    const partial = PARTIAL.exec(text);
    return invalidCheck('expiryInvalid', Boolean(partial && isMonthPrefix(partial[1]!)));
  }
  const months = expiry.year * 12 + expiry.month - 1;
  const current = now.getFullYear() * 12 + now.getMonth();
  if (months >= current && months <= current + MAX_EXPIRY_YEARS_AHEAD * 12) {
    return validCheck({ expiry });
  }
  // `12/20` may still become `12/2030`.
  const yearTyped = /(\d+)$/.exec(text)![1]!;
  const mayGrow = yearTyped.length === 2 && String(now.getFullYear()).startsWith(yearTyped);
  return invalidCheck(months < current ? 'expiryPast' : 'expiryTooFar', mayGrow, { expiry });
}

/**
 * The expiry field's display as the shopper types: `2` → `02/`, `12` → `12/`, `13` → `1`,
 * and `12/2030` (autofill) → `12/30`. With `deleting`, a trailing slash is not added back.
 */
export function formatExpiryInput(raw: string, deleting = false): string {
  let digits = onlyDigits(raw);
  const whole = digits.length > 4 && parseExpiry(raw);
  if (whole) {
    digits = serializeExpiry(whole);
  } else {
    if (/^[2-9]/.test(digits) || SINGLE_DIGIT_MONTH.test(normalizeInput(raw))) {
      digits = '0' + digits;
    }
    if (!isMonthPrefix(digits.slice(0, 2))) digits = digits.slice(0, 1);
    if (digits.startsWith('00')) digits = '0';
    digits = digits.slice(0, 4);
  }
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits.length === 2 && !deleting ? `${digits}/` : digits;
}
