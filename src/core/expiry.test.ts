import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TODAY } from '../../test/support/cards.js';
import { formatExpiryInput, parseExpiry, serializeExpiry, validateExpiry } from './expiry.js';

const now = new Date(TODAY);

describe('parseExpiry reads what people type', () => {
  it.each([
    ['1/30', 1, 2030],
    ['01/30', 1, 2030],
    ['0130', 1, 2030],
    ['01 / 2030', 1, 2030],
    ['12/2030', 12, 2030],
    ['122030', 12, 2030],
    ['12-30', 12, 2030],
    ['１２/３０', 12, 2030],
  ])('%j is %i/%i', (typed, month, year) => {
    expect(parseExpiry(typed)).toEqual({ month, year });
  });

  it.each(['', '13/30', '00/30', '1', '12/', '12/3', 'ab/cd', '-1/30', '12/203'])(
    '%j is not a whole date',
    (typed) => {
      expect(parseExpiry(typed)).toBeUndefined();
    },
  );
});

describe('validateExpiry, on 15 June 2026', () => {
  it.each([
    ['06/26', 'the current month', true],
    ['07/26', 'next month', true],
    ['06/46', 'twenty years ahead', true],
    ['07/46', 'twenty years and a month ahead', false],
    ['05/26', 'last month', false],
    ['02/28', 'February of a leap year', true],
  ])('%j, %s, valid: %s', (typed, _meaning, isValid) => {
    expect(validateExpiry(typed, now).isValid).toBe(isValid);
  });

  it.each([
    ['', 'expiryRequired', true],
    ['1', 'expiryInvalid', true],
    ['12/', 'expiryInvalid', true],
    ['12/2', 'expiryInvalid', true],
    ['12/20', 'expiryPast', true],
    ['13', 'expiryInvalid', false],
    ['10/25', 'expiryPast', false],
    ['12/99', 'expiryTooFar', false],
    ['-1/30', 'expiryInvalid', false],
    ['02/29', undefined, true],
  ])('%j shows %s, potentially valid: %s', (typed, error, isPotentiallyValid) => {
    const check = validateExpiry(typed, now);
    expect([check.error, check.isPotentiallyValid]).toEqual([error, isPotentiallyValid]);
  });

  it('uses the current date by default', () => {
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    expect(validateExpiry(`01/${nextYear}`).isValid).toBe(true);
  });
});

describe('serializeExpiry', () => {
  it.each([
    [{ month: 1, year: 2030 }, '0130'],
    [{ month: 12, year: 2046 }, '1246'],
  ])('%j is %s', (expiry, mmyy) => {
    expect(serializeExpiry(expiry)).toBe(mmyy);
  });
});

describe('formatExpiryInput', () => {
  it.each([
    ['1', false, '1'],
    ['2', false, '02/'],
    ['12', false, '12/'],
    ['12', true, '12'],
    ['13', false, '1'],
    ['00', false, '0'],
    ['1/', false, '01/'],
    ['1/3', false, '01/3'],
    ['123', false, '12/3'],
    ['12/30', false, '12/30'],
    ['1230', false, '12/30'],
    ['12/2030', false, '12/30'],
    ['122030', false, '12/30'],
    ['12/305', false, '12/30'],
    ['ab', false, ''],
  ])('%j (deleting: %s) shows as %j', (typed, deleting, shown) => {
    expect(formatExpiryInput(typed, deleting)).toBe(shown);
  });

  it('is idempotent and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const once = formatExpiryInput(text);
        expect(formatExpiryInput(once)).toBe(once);
        validateExpiry(text, now);
      }),
    );
  });
});
