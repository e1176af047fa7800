import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, cardType, date, RUNS } from '../../test/support/typed-text.js';
import { TODAY } from '../../test/support/cards.js';
import { validateCard, type CardField, type CardInput } from './card.js';
import { formatCardNumber, validateCardNumber } from './card-number.js';
import { en, formatMessage, type MessageKey } from './messages.js';
import { formatExpiryInput, parseExpiry, serializeExpiry, validateExpiry } from './expiry.js';
import { onlyDigits } from './normalize.js';
import { validateSecurityCode } from './security-code.js';
import { validationError } from './tokenize.js';

const securityCodeRule = fc.record({
  size: fc.constantFrom(3, 4),
  name: fc.constantFrom('CVV', 'CID'),
  optional: fc.boolean(),
});

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

describe('validateCardNumber on any string', () => {
  it('never throws; valid means 12 to 19 ASCII digits that pass Luhn', () => {
    fc.assert(
      fc.property(anyText, cardType, (text, type) => {
        const check = validateCardNumber(text, type);
        expect(check.isValid && !check.isPotentiallyValid).toBe(false);
        expect(check.isValid).toBe(check.error === undefined);
        expect(check.empty).toBe(check.digits === '');
        if (check.isValid) {
          expect(check.digits).toMatch(/^\d{12,19}$/);
          expect(luhnValid(check.digits)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

describe('formatCardNumber on any string', () => {
  it('shows only ASCII digits in single-spaced groups, a prefix of what was typed, idempotently', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = formatCardNumber(text);
        expect(shown).toMatch(/^(\d+( \d+)*)?$/);
        expect(onlyDigits(shown).length).toBeLessThanOrEqual(19);
        expect(onlyDigits(text).startsWith(onlyDigits(shown))).toBe(true);
        expect(formatCardNumber(shown)).toBe(shown);
      }),
      RUNS,
    );
  });
});

describe('parseExpiry and validateExpiry on any string', () => {
  it('never throw; a parsed date has a real month and survives MMYY', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const expiry = parseExpiry(text);
        if (!expiry) return;
        expect(expiry.month).toBeGreaterThanOrEqual(1);
        expect(expiry.month).toBeLessThanOrEqual(12);
        const mmyy = serializeExpiry(expiry);
        expect(mmyy).toMatch(/^(0[1-9]|1[0-2])\d\d$/);
        expect(parseExpiry(mmyy)).toEqual({
          month: expiry.month,
          year: 2000 + (expiry.year % 100),
        });
      }),
      RUNS,
    );
  });

  it('accept only dates from this month to twenty years ahead', () => {
    fc.assert(
      fc.property(anyText, date, (text, now) => {
        const check = validateExpiry(text, now);
        expect(check.isValid).toBe(check.error === undefined);
        if (!check.isValid) return;
        const months = check.expiry!.year * 12 + check.expiry!.month - 1;
        const current = now.getFullYear() * 12 + now.getMonth();
        expect(months - current).toBeGreaterThanOrEqual(0);
        expect(months - current).toBeLessThanOrEqual(20 * 12);
      }),
      RUNS,
    );
  });
});

describe('formatExpiryInput on any string', () => {
  it('shows at most MM/YY in ASCII digits, idempotently, typing or deleting', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, deleting) => {
        const shown = formatExpiryInput(text, deleting);
        expect(shown).toMatch(/^(\d{0,2}|\d\d\/\d{0,2})$/);
        expect(formatExpiryInput(shown, deleting)).toBe(shown);
      }),
      RUNS,
    );
  });
});

describe('validateSecurityCode on any string', () => {
  it('never throws; the code it sends is ASCII digits of the rule size, or 000 when optional', () => {
    fc.assert(
      fc.property(anyText, securityCodeRule, (text, rule) => {
        const check = validateSecurityCode(text, rule);
        expect(check.isValid).toBe(check.value !== undefined);
        if (!check.isValid) return;
        if (check.empty) expect([rule.optional, check.value]).toEqual([true, '000']);
        else expect(check.value).toMatch(new RegExp(`^\\d{${rule.size}}$`));
      }),
      RUNS,
    );
  });
});

describe('the parsers on a 100 000 character paste', () => {
  const PASTE_LENGTH = 100_000;
  const parsers: [string, (text: string) => unknown][] = [
    ['validateCardNumber', (text) => validateCardNumber(text)],
    ['formatCardNumber', formatCardNumber],
    ['parseExpiry', parseExpiry],
    ['validateExpiry', (text) => validateExpiry(text)],
    ['formatExpiryInput', (text) => formatExpiryInput(text)],
    [
      'validateSecurityCode',
      (text) => validateSecurityCode(text, { size: 3, name: 'CVC', optional: false }),
    ],
  ];

  it('each answers within 500 ms (no regular expression backtracks over the paste)', () => {
    // A start, one piece repeated over the whole paste, and an end that spoils a match.
    const head = fc.constantFrom('1', '12', '');
    const piece = fc.constantFrom(' ', '/', '1', ' /', '\u200f', 'a');
    const tail = fc.constantFrom('x', '/30', '');
    fc.assert(
      fc.property(head, piece, tail, (start, repeated, end) => {
        const text = start + repeated.repeat(PASTE_LENGTH / repeated.length) + end;
        for (const [name, parse] of parsers) {
          const began = performance.now();
          parse(text);
          expect(performance.now() - began, name).toBeLessThan(500);
        }
      }),
      { numRuns: 20, examples: [['1', ' ', 'x']] },
    );
  });
});

describe('validateCard on odd pastes, as tokenizeCard() checks them', () => {
  const PASTE_LENGTH = 10_000;
  const CARD: CardInput = {
    cardNumber: '4242424242424242',
    cardExpirationDate: '12/30',
    cardCvx: '123',
  };
  const SENT_NAME: Record<CardField, keyof CardInput> = {
    number: 'cardNumber',
    expiry: 'cardExpirationDate',
    cvx: 'cardCvx',
  };
  // The element's fields clean a paste first (e2e/reliability-input-abuse.spec.ts); here the
  // text is given as is, so emoji between the digits or letters alone make an invalid number.
  const pastes: [string, CardField, string, { sends: string } | { error: MessageKey }][] = [
    [`${PASTE_LENGTH} digits`, 'number', '42'.repeat(PASTE_LENGTH / 2), { error: 'numberInvalid' }],
    [
      `a card number then ${PASTE_LENGTH} spaces`,
      'number',
      '4242424242424242' + ' '.repeat(PASTE_LENGTH),
      { sends: '4242424242424242' },
    ],
    [
      `${PASTE_LENGTH} characters of digits, emoji, letters and RTL marks`,
      'number',
      '4😀a\u200f-'.repeat(PASTE_LENGTH / 6),
      { error: 'numberInvalid' },
    ],
    ['emoji between the digits', 'number', '4242😀4242 4242👍🏽4242', { error: 'numberInvalid' }],
    [
      'RTL marks around the number',
      'number',
      '\u200f\u202e4242 4242 4242 4242\u202c',
      { sends: '4242424242424242' },
    ],
    [
      'full-width digits',
      'number',
      '４２４２４２４２４２４２４２４２',
      { sends: '4242424242424242' },
    ],
    ['letters only', 'number', 'four two four two', { error: 'numberInvalid' }],
    [
      `a month, ${PASTE_LENGTH} spaces, then a letter`,
      'expiry',
      `1${' '.repeat(PASTE_LENGTH)}x`,
      { error: 'expiryInvalid' },
    ],
    ['a full-width date', 'expiry', '１２／３０', { sends: '1230' }],
    ['February of a leap year', 'expiry', '02/28', { sends: '0228' }],
    ['a negative month', 'expiry', '-1/30', { error: 'expiryInvalid' }],
    ['letters and emoji in the security code', 'cvx', '1a2😀3', { error: 'cvxInvalid' }],
    ['a full-width security code', 'cvx', '１２３', { sends: '123' }],
  ];

  it.each(pastes)('%s as the %s', (_name, field, pasted, expected) => {
    const card = { ...CARD, [SENT_NAME[field]]: pasted };
    const check = validateCard(card, {
      cardType: 'CB_VISA_MASTERCARD',
      now: new Date(TODAY),
    });
    if ('sends' in expected) {
      expect(check.payload?.[SENT_NAME[field]]).toBe(expected.sends);
      return;
    }
    expect(check.payload).toBeUndefined();
    expect(validationError(check, en)).toMatchObject({
      code: 'validation',
      field,
      message: formatMessage(en[expected.error], { size: 3 }),
    });
  });
});
