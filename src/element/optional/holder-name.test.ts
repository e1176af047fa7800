import { describe, expect, it } from 'vitest';
import { HOLDER_NAME_MAX, validateHolderName } from './holder-name.js';

describe('validateHolderName', () => {
  it.each([
    ['Ada Lovelace', 'optional', { isValid: true, value: 'Ada Lovelace' }],
    ['  Ada   Lovelace ', 'required', { isValid: true, value: 'Ada Lovelace' }],
    ['Zoë Ó Súilleabháin-Łukasz', 'required', { isValid: true }],
    ['', 'optional', { isValid: true, empty: true }],
    ['   ', 'optional', { isValid: true, empty: true }],
    ['', 'required', { isValid: false, isPotentiallyValid: true, error: 'holderRequired' }],
    ['Ada\u0000', 'required', { isValid: false, error: 'holderInvalid' }],
    ['Ada\u200bLovelace', 'optional', { isValid: false, error: 'holderInvalid' }],
    ['A'.repeat(HOLDER_NAME_MAX), 'required', { isValid: true }],
    [
      'A'.repeat(HOLDER_NAME_MAX + 1),
      'required',
      { isValid: false, error: 'holderTooLong', errorValues: { max: 45 } },
    ],
  ] as const)('%j (%s) checks as %j', (raw, mode, expected) => {
    expect(validateHolderName(raw, mode)).toMatchObject(expected);
  });
});
