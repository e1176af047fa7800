import { cardNumber } from 'card-validator/dist/card-number.js';
import {
  detectBrand,
  isBrandAccepted,
  UNKNOWN_BRAND,
  type CardBrand,
  type CardType,
} from './brands.js';
import { invalidCheck, validCheck, type FieldCheck } from './field-check.js';
import { normalizeInput, onlyDigits } from './normalize.js';

/** The longest number any brand issues. */
export const MAX_CARD_NUMBER_LENGTH = 19;

export interface CardNumberCheck extends FieldCheck {
  brand: CardBrand;
  /** The number without spaces or dashes. */
  digits: string;
}

/** The most digits a card of this brand can have. */
export function maxCardNumberLength(brand: CardBrand): number {
  return brand === UNKNOWN_BRAND ? MAX_CARD_NUMBER_LENGTH : Math.max(...brand.lengths);
}

/**
 * Whether the whole number is typed: valid, and at least the usual 16 digits (or the brand's
 * longest, if shorter). A 12-digit Luhn-valid prefix of a 16-digit Maestro is not yet finished.
 */
export function isCardNumberFinished({ isValid, digits, brand }: CardNumberCheck): boolean {
  return isValid && digits.length >= Math.min(16, maxCardNumberLength(brand));
}

/**
 * Checks a card number as typed: `4242 4242-4242 4242` is Visa and valid; a number of a type the
 * registration does not take is refused before anything is sent.
 */
export function validateCardNumber(raw: string, cardType?: CardType): CardNumberCheck {
  // The card number as the service wants it: no spaces, no dashes.
  const digits = normalizeInput(raw).replace(/[\s\-\u2010-\u2015]/g, '');
  // One card-validator call gives the brand and the verdict: it is the costly part of a keystroke.
  const verdict = cardNumber(digits);
  const brand = verdict.card ?? UNKNOWN_BRAND;
  const read = { brand, digits };

  if (digits === '') return invalidCheck('numberRequired', true, { ...read, empty: true });
  if (!/^\d+$/.test(digits) || digits.length > MAX_CARD_NUMBER_LENGTH) {
    return invalidCheck('numberInvalid', false, read);
  }
  if (!isBrandAccepted(brand, cardType)) return invalidCheck('numberNotAccepted', false, read);

  const { isValid, isPotentiallyValid } = verdict;
  if (isValid) return validCheck(read);
  const incomplete = isPotentiallyValid && digits.length < Math.min(...brand.lengths);
  return invalidCheck(incomplete ? 'numberIncomplete' : 'numberInvalid', isPotentiallyValid, read);
}

/** Groups the digits by the brand's gaps (`3782 822463 10005`), cut at the brand's longest length. */
export function formatCardNumber(raw: string): string {
  const typed = onlyDigits(raw).slice(0, MAX_CARD_NUMBER_LENGTH);
  const brand = detectBrand(typed);
  return typed
    .slice(0, maxCardNumberLength(brand))
    .replace(/\d/g, (digit, index: number) => (brand.gaps.includes(index) ? ` ${digit}` : digit));
}
