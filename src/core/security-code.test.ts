import { describe, expect, it } from 'vitest';
import { detectBrand } from './brands.js';
import { securityCodeRule, validateSecurityCode } from './security-code.js';

const rule = (number: string, cardType?: 'MAESTRO' | 'BCMC' | 'AMEX') =>
  securityCodeRule(detectBrand(number), cardType);

describe('securityCodeRule', () => {
  it.each([
    ['4242424242424242', undefined, 3, false],
    ['378282246310005', 'AMEX', 4, false],
    ['5033951000000004', undefined, 3, true],
    ['3012340000000000', 'MAESTRO', 3, true],
    ['67031330054610319', 'BCMC', 3, true],
  ] as const)('%s (%s) takes %i digits, optional: %s', (number, cardType, size, optional) => {
    expect(rule(number, cardType)).toMatchObject({ size, optional });
  });
});

describe('validateSecurityCode', () => {
  it.each([
    ['4242424242424242', '123', true, '123', undefined],
    ['4242424242424242', '', false, undefined, 'cvxRequired'],
    ['4242424242424242', '12', false, undefined, 'cvxInvalid'],
    ['4242424242424242', '1234', false, undefined, 'cvxInvalid'],
    ['4242424242424242', '12a', false, undefined, 'cvxInvalid'],
    ['378282246310005', '1234', true, '1234', undefined],
    ['378282246310005', '123', false, undefined, 'cvxInvalid'],
    ['5033951000000004', '', true, '000', undefined],
    ['5033951000000004', '12', false, undefined, 'cvxInvalid'],
    ['5033951000000004', '123', true, '123', undefined],
  ])('%s with %j: valid %s, sends %s', (number, code, isValid, value, error) => {
    const check = validateSecurityCode(code, rule(number));
    expect([check.isValid, check.value, check.error]).toEqual([isValid, value, error]);
  });

  it('names the size the brand needs in its error', () => {
    expect(validateSecurityCode('12', rule('378282246310005')).errorValues).toEqual({ size: 4 });
  });
});
