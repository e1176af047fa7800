import { describe, expect, it } from 'vitest';
import { TODAY } from '../../test/support/cards.js';
import { firstInvalidField, validateCard } from './card.js';

const now = new Date(TODAY);

describe('validateCard', () => {
  it.each([
    ['4242 4242 4242 4242', '12/30', '123', undefined, '4242424242424242', '1230', '123'],
    ['3782 822463 10005', '1 / 2030', '1234', 'AMEX', '378282246310005', '0130', '1234'],
    ['5033 9510 0000 0004', '0130', '', undefined, '5033951000000004', '0130', '000'],
    ['3012 3400 0000 0000', '01/30', '', 'MAESTRO', '3012340000000000', '0130', '000'],
    ['6703 1330 0546 10319', '01/30', '', 'BCMC', '67031330054610319', '0130', '000'],
  ] as const)(
    '%s %s %j (%s) is sent as %s %s %s',
    (number, expiry, cvx, cardType, cardNumber, cardExpirationDate, cardCvx) => {
      const check = validateCard(
        { cardNumber: number, cardExpirationDate: expiry, cardCvx: cvx },
        { ...(cardType && { cardType }), now },
      );
      expect(check.isValid).toBe(true);
      expect(check.payload).toEqual({ cardNumber, cardExpirationDate, cardCvx });
    },
  );

  it('has no payload while any field is wrong, and names the first one', () => {
    const check = validateCard(
      { cardNumber: '4242424242424242', cardExpirationDate: '10/25', cardCvx: '' },
      { now },
    );
    expect(check.payload).toBeUndefined();
    expect(firstInvalidField(check)).toBe('expiry');
    expect(check.fields.cvx.error).toBe('cvxRequired');
  });

  it('states the CardType the typed card needs', () => {
    const check = validateCard({ cardNumber: '3782', cardExpirationDate: '', cardCvx: '' });
    expect(check).toMatchObject({ cardType: 'AMEX', securityCode: { size: 4, optional: false } });
  });
});
