import { cardTypeForBrand, type CardBrand, type CardType } from './brands.js';
import { validateCardNumber, type CardNumberCheck } from './card-number.js';
import { serializeExpiry, validateExpiry, type ExpiryCheck } from './expiry.js';
import {
  securityCodeRule,
  validateSecurityCode,
  type SecurityCodeCheck,
  type SecurityCodeRule,
} from './security-code.js';

/** A card as the shopper typed it: spaces, dashes and `MM/YY` are fine. */
export interface CardInput {
  cardNumber: string;
  cardExpirationDate: string;
  cardCvx: string;
}

export type CardField = 'number' | 'expiry' | 'cvx';

export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvx'];

export interface CardCheck {
  brand: CardBrand;
  /** The registration `CardType` this card needs. */
  cardType: CardType;
  securityCode: SecurityCodeRule;
  fields: { number: CardNumberCheck; expiry: ExpiryCheck; cvx: SecurityCodeCheck };
  isValid: boolean;
  /** The card in the service's form (`MMYY`, digits only), once valid. */
  payload?: CardInput;
}

export interface ValidateCardOptions {
  /** The registration's `CardType`, when known: it decides which cards are accepted. */
  cardType?: CardType;
  now?: Date;
}

export function validateCard(card: CardInput, options: ValidateCardOptions = {}): CardCheck {
  const number = validateCardNumber(card.cardNumber, options.cardType);
  const expiry = validateExpiry(card.cardExpirationDate, options.now);
  const securityCode = securityCodeRule(number.brand, options.cardType);
  const cvx = validateSecurityCode(card.cardCvx, securityCode);
  const isValid = number.isValid && expiry.isValid && cvx.isValid;
  return {
    brand: number.brand,
    cardType: cardTypeForBrand(number.brand),
    securityCode,
    fields: { number, expiry, cvx },
    isValid,
    ...(isValid && {
      payload: {
        cardNumber: number.digits,
        cardExpirationDate: serializeExpiry(expiry.expiry!),
        cardCvx: cvx.value!,
      },
    }),
  };
}

/** The first field in error, in the order the shopper fills them. */
export function firstInvalidField(check: CardCheck): CardField | undefined {
  return CARD_FIELDS.find((field) => !check.fields[field].isValid);
}
