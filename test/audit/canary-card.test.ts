import cardValidator from 'card-validator';
import { describe, expect, it } from 'vitest';
import {
  freshCanaryCard,
  luhnValid,
  OTHER_BRANDS_IN_RANGE,
  PUBLISHED_TEST_BINS,
} from '../../src/audit/canary/card.js';

describe('freshCanaryCard', () => {
  const cards = Array.from({ length: 2000 }, freshCanaryCard);

  it('is a Luhn-valid Visa or Mastercard number of 16 digits', () => {
    for (const card of cards) {
      expect(card).toMatch(/^\d{16}$/);
      expect(luhnValid(card)).toBe(true);
      expect(cardValidator.number(card).card?.type).toMatch(/^(visa|mastercard)$/);
    }
  });

  it('is outside every published test range, and new each run', () => {
    for (const card of cards) expect(PUBLISHED_TEST_BINS.has(card.slice(0, 6))).toBe(false);
    expect(PUBLISHED_TEST_BINS.has('424242')).toBe(true);
    expect(new Set(cards).size).toBe(cards.length);
  });
});

describe('OTHER_BRANDS_IN_RANGE', () => {
  it('holds every range in Visa’s and Mastercard’s that card-validator gives another brand', () => {
    const { creditCardType } = cardValidator;
    const others = Object.values(creditCardType.types)
      .filter((type) => type !== 'visa' && type !== 'mastercard')
      .flatMap((type) => creditCardType.getTypeInfo(type).patterns)
      .map((pattern) => String(Array.isArray(pattern) ? pattern[0] : pattern))
      .filter((start) => /^(4|5[1-5])/.test(start));
    expect(others).toContain('493698');
    expect([...OTHER_BRANDS_IN_RANGE].sort()).toEqual([...others].sort());
  });
});
