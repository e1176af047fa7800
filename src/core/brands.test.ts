import { describe, expect, it } from 'vitest';
import { cardTypeForBrand, detectBrand, isBrandAccepted, UNKNOWN_BRAND } from './brands.js';

describe('cardTypeForBrand', () => {
  it.each([
    ['378282246310005', 'AMEX'],
    ['5033951000000004', 'MAESTRO'],
    ['4242424242424242', 'CB_VISA_MASTERCARD'],
    ['5555555555554444', 'CB_VISA_MASTERCARD'],
    ['6011111111111117', 'CB_VISA_MASTERCARD'],
  ])('%s needs a %s registration', (number, cardType) => {
    expect(cardTypeForBrand(detectBrand(number))).toBe(cardType);
  });
});

describe('detectBrand', () => {
  it('is unknown while the prefix fits several brands', () => {
    expect(detectBrand('')).toBe(UNKNOWN_BRAND);
    expect(detectBrand('5')).toBe(UNKNOWN_BRAND);
  });

  it('reads gaps, lengths and code size from card-validator', () => {
    expect(detectBrand('3782')).toMatchObject({ gaps: [4, 10], lengths: [15], code: { size: 4 } });
  });
});

describe('isBrandAccepted', () => {
  it('takes any card while the brand is unknown or the registration has no CardType', () => {
    expect(isBrandAccepted(UNKNOWN_BRAND, 'AMEX')).toBe(true);
    expect(isBrandAccepted(detectBrand('3782'), undefined)).toBe(true);
  });
});
