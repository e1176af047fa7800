import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, cardType, date, RUNS } from '../../test/support/typed-text.js';
import { CARD_TYPES } from './brands.js';
import { validateCard } from './card.js';
import { TokenizationError } from './errors.js';
import { en } from './messages.js';
import { onlyDigits } from './normalize.js';
import { readRegistration } from './registration.js';
import { validationError } from './tokenize.js';

function sixDigitRuns(text: string): string[] {
  const digits = onlyDigits(text);
  return Array.from({ length: Math.max(0, digits.length - 5) }, (_, i) => digits.slice(i, i + 6));
}

describe('validateCard on any card', () => {
  const anyCard = fc.record({ cardNumber: anyText, cardExpirationDate: anyText, cardCvx: anyText });
  /** Valid cards too, written the odd ways shoppers write them. */
  const oddlyWrittenCard = fc.record({
    cardNumber: fc.constantFrom(
      '4242 4242 4242 4242',
      '４２４２４２４２４２４２４２４２',
      '\u200f4242-4242-4242-4242\u200f',
      '3782 822463 10005',
    ),
    cardExpirationDate: fc.constantFrom('12/30', '１２/３０', '\u200e12 / 2030', '1230'),
    cardCvx: fc.constantFrom('123', '１２３', '1234', ''),
  });

  it('sends only the service format, and its errors hold no six digits of the card', () => {
    fc.assert(
      fc.property(fc.oneof(anyCard, oddlyWrittenCard), cardType, date, (card, type, now) => {
        const check = validateCard(card, { ...(type && { cardType: type }), now });
        expect(check.isValid).toBe(check.payload !== undefined);
        if (check.payload) {
          expect(check.payload.cardNumber).toMatch(/^\d{12,19}$/);
          expect(check.payload.cardExpirationDate).toMatch(/^(0[1-9]|1[0-2])\d\d$/);
          expect(check.payload.cardCvx).toMatch(/^\d{3,4}$/);
          return;
        }
        const { message } = validationError(check, en);
        for (const run of sixDigitRuns(card.cardNumber)) expect(message).not.toContain(run);
      }),
      RUNS,
    );
  });
});

describe('readRegistration on any object', () => {
  const url = fc.oneof(
    fc.webUrl({ validSchemes: ['https', 'http', 'ftp', 'javascript', 'data'] }),
    fc.constantFrom('http://localhost:9/t', 'http://127.0.0.1/t', 'http://[::1]/t', '//x/y', '/t'),
    anyText,
  );
  const anyValue = fc.oneof(anyText, fc.constant(null), fc.integer(), fc.object({ maxDepth: 1 }));
  const registration = fc.record(
    {
      CardRegistrationURL: fc.oneof(url, anyValue),
      cardRegistrationUrl: url,
      AccessKey: anyValue,
      accessKey: anyText,
      PreregistrationData: anyValue,
      CardType: fc.oneof(fc.constantFrom<unknown>(...CARD_TYPES), anyValue),
      Id: anyValue,
    },
    { requiredKeys: [] },
  );

  it('returns an https (or loopback http) URL untouched, or throws a configuration error', () => {
    fc.assert(
      fc.property(fc.oneof(registration, anyValue), (value) => {
        let target;
        try {
          target = readRegistration(value as never);
        } catch (error) {
          expect(error).toBeInstanceOf(TokenizationError);
          expect((error as TokenizationError).code).toBe('configuration');
          return;
        }
        const { protocol, hostname } = new URL(target.url);
        expect(
          protocol === 'https:' ||
            (protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname)),
        ).toBe(true);
        const given = value as Record<string, unknown>;
        expect(target.url).toBe(given.CardRegistrationURL ?? given.cardRegistrationUrl);
      }),
      RUNS,
    );
  });
});
