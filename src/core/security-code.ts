import { isCodeOptional, type CardBrand, type CardType } from './brands.js';
import { invalidCheck, validCheck, type FieldCheck } from './field-check.js';
import { normalizeInput } from './normalize.js';

/** What the service takes for a card that has no security code (PROTOCOL prefers it to `999`). */
export const NO_SECURITY_CODE = '000';

export interface SecurityCodeRule {
  /** Digits the brand's code has: 4 for American Express, 3 for the others. */
  size: number;
  /** The brand's own name for it: CVV, CVC, CID… */
  name: string;
  /** Whether the card may have none (Maestro, Bancontact). */
  optional: boolean;
}

export interface SecurityCodeCheck extends FieldCheck {
  /** The `cardCvx` to send, once valid. */
  value?: string;
}

export function securityCodeRule(brand: CardBrand, cardType?: CardType): SecurityCodeRule {
  return {
    size: brand.code.size,
    name: brand.code.name,
    optional: isCodeOptional(brand, cardType),
  };
}

export function validateSecurityCode(raw: string, rule: SecurityCodeRule): SecurityCodeCheck {
  const code = normalizeInput(raw);
  const { size } = rule;
  if (code === '') {
    return rule.optional
      ? validCheck({ value: NO_SECURITY_CODE, empty: true })
      : invalidCheck('cvxRequired', true, { empty: true });
  }
  const digitsOnly = /^\d+$/.test(code);
  if (digitsOnly && code.length === size) return validCheck({ value: code });
  return invalidCheck('cvxInvalid', digitsOnly && code.length < size, { errorValues: { size } });
}
