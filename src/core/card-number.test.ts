import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectBrand } from './brands.js';
import {
  formatCardNumber,
  isCardNumberFinished,
  maxCardNumberLength,
  validateCardNumber,
} from './card-number.js';
import { onlyDigits } from './normalize.js';

describe('validateCardNumber with the public test cards', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4970107111111119', 'visa'],
    ['4706750000000009', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'american-express'],
    ['375987000000005', 'american-express'],
    ['5033951000000004', 'maestro'],
    ['67031330054610319', 'maestro'],
    ['6011111111111117', 'discover'],
    ['36227206271667', 'diners-club'],
    ['30123456789001', 'diners-club'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
  ])('%s is a valid %s card', (number, brand) => {
    const check = validateCardNumber(number);
    expect(check).toMatchObject({ isValid: true, digits: number, brand: { type: brand } });
    expect(check.error).toBeUndefined();
  });

  it.each([
    ['4242 4242-4242 4242', '4242424242424242'],
    ['  4242424242424242 ', '4242424242424242'],
    ['４２４２４２４２４２４２４２４２', '4242424242424242'],
    ['\u200f4242424242424242\u200e', '4242424242424242'],
  ])('reads %j as %s', (typed, digits) => {
    expect(validateCardNumber(typed)).toMatchObject({ isValid: true, digits });
  });

  it.each([
    ['', 'numberRequired', true, true],
    ['4242', 'numberIncomplete', true, false],
    ['4242424242424241', 'numberInvalid', true, false],
    ['4242424242424242424242', 'numberInvalid', false, false],
    ['4242abcd42424242', 'numberInvalid', false, false],
    ['😀', 'numberInvalid', false, false],
    ['1234567812345678', 'numberInvalid', false, false],
  ])('%j is refused with %s', (typed, error, isPotentiallyValid, empty) => {
    expect(validateCardNumber(typed)).toMatchObject({
      isValid: false,
      error,
      isPotentiallyValid,
      empty,
    });
  });
});

describe('validateCardNumber against the registration CardType', () => {
  it.each([
    ['378282246310005', 'AMEX', true],
    ['4242424242424242', 'AMEX', false],
    ['378282246310005', 'CB_VISA_MASTERCARD', false],
    ['5555555555554444', 'CB_VISA_MASTERCARD', true],
    ['3012340000000000', 'MAESTRO', true],
    ['67031330054610319', 'BCMC', true],
  ] as const)('%s with a %s registration accepted: %s', (number, cardType, accepted) => {
    const check = validateCardNumber(number, cardType);
    expect(check.isValid).toBe(accepted);
    if (!accepted) expect(check.error).toBe('numberNotAccepted');
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['36227206271667', '3622 720627 1667'],
    ['4242-4242 4242 4242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['37828224631000599', '3782 822463 10005'],
    ['67031330054610319', '6703 1330 0546 10319'],
    ['', ''],
  ])('%j shows as %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it('never throws, and is idempotent, on any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const once = formatCardNumber(text);
        expect(formatCardNumber(once)).toBe(once);
        validateCardNumber(text);
      }),
    );
  });

  it('keeps every digit it shows: normalise(format(x)) = x for numbers within the brand length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,19}$/), (typed) => {
        const digits = typed.slice(0, maxCardNumberLength(detectBrand(typed)));
        const shown = formatCardNumber(digits);
        expect(onlyDigits(shown)).toBe(digits);
        expect(validateCardNumber(shown).digits).toBe(digits);
      }),
    );
  });
});

describe('isCardNumberFinished', () => {
  it.each([
    ['4242424242424242', true, 'a 16-digit Visa'],
    ['378282246310005', true, 'a 15-digit American Express, its only length'],
    ['630400000000', false, 'a Luhn-valid 12-digit prefix of a Maestro'],
    ['6304000000000000', true, 'the 16-digit Maestro'],
    ['424242424242424', false, 'an incomplete Visa'],
    ['4242424242424241', false, 'a 16-digit Visa failing the Luhn check'],
  ])('%s: %s (%s)', (number, finished) => {
    expect(isCardNumberFinished(validateCardNumber(number))).toBe(finished);
  });
});
