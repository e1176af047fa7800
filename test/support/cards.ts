import type { CardInput } from '../../src/core/card.js';
import type { TestCard } from '../../src/testing/test-cards.js';

/** 15 June 2026, noon UTC, the tests' today: card expiries `0526` are past, `0626` current, `1230` future. */
export const TODAY = Date.UTC(2026, 5, 15, 12);

/** A Visa test number that every brand table knows. */
export const CARD_NUMBER = '4242424242424242';

/** The card number as it may appear anywhere: bare, grouped, or form-encoded with `+`. */
export const CARD_NUMBER_FORMS = [CARD_NUMBER, '4242 4242 4242 4242', '4242+4242+4242+4242'];

/** The card as a shopper enters it; it expires in December 2030, after TODAY. */
export const CARD: CardInput = {
  cardNumber: CARD_NUMBER,
  cardExpirationDate: '12/30',
  cardCvx: '123',
};

/** The same card for the testing kit's `fillCard`. */
export const TEST_CARD: TestCard = {
  number: CARD.cardNumber,
  expiry: CARD.cardExpirationDate,
  cvx: CARD.cardCvx,
};

/** The same card as the tokenization server receives it: digits only. */
export const CARD_AS_SENT: CardInput = {
  cardNumber: CARD_NUMBER,
  cardExpirationDate: '1230',
  cardCvx: '123',
};

/** The payment service's documented test Visa, aliased `497010XXXXXX1119`. */
export const SERVICE_CARD_NUMBER = '4970107111111119';

/** Appends the Luhn check digit. */
export function withCheckDigit(partial: string): string {
  let sum = 0;
  for (let i = 0; i < partial.length; i++) {
    let digit = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return partial + ((10 - (sum % 10)) % 10);
}
