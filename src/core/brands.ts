import { cardNumber } from 'card-validator/dist/card-number.js';
import { CARD_TYPES, type CardType } from '../service/cards.js';

export { CARD_TYPES, type CardType };

/** What the library needs to know of a card brand; read from card-validator's brand record. */
export interface CardBrand {
  /** card-validator's `type`: `visa`, `mastercard`, `american-express`, `maestro`, …, or `unknown`. */
  type: string;
  niceType: string;
  gaps: number[];
  lengths: number[];
  code: { name: string; size: number };
}

export const UNKNOWN_BRAND: CardBrand = {
  type: 'unknown',
  niceType: 'Card',
  gaps: [4, 8, 12],
  lengths: [16],
  code: { name: 'CVC', size: 3 },
};

/**
 * The service's card type of the brands that are not `CB_VISA_MASTERCARD`. card-validator knows
 * no Bancontact brand (its 6703 cards read as Maestro): `BCMC` comes from the registration's
 * `CardType` only.
 */
const BRAND_CARD_TYPES: Record<string, CardType> = {
  'american-express': 'AMEX',
  maestro: 'MAESTRO',
};

/** Cards that may have no security code (PROTOCOL: "Cards without a security code"). */
const CODE_OPTIONAL_CARD_TYPES: readonly (CardType | undefined)[] = ['MAESTRO', 'BCMC'];

/**
 * Card-validator's brand record for what has been typed so far, or `UNKNOWN_BRAND` while
 * ambiguous. card-validator hands out a copy on each call, so the record is ours to keep.
 */
export function detectBrand(digits: string): CardBrand {
  return cardNumber(digits).card ?? UNKNOWN_BRAND;
}

/** The `CardType` a registration must have for this brand. */
export function cardTypeForBrand(brand: CardBrand): CardType {
  return BRAND_CARD_TYPES[brand.type] ?? 'CB_VISA_MASTERCARD';
}

/** Whether a card of this brand can be saved through a registration made for `cardType`. */
export function isBrandAccepted(brand: CardBrand, cardType: CardType | undefined): boolean {
  if (!cardType || brand === UNKNOWN_BRAND) return true;
  return (cardType === 'AMEX') === (cardTypeForBrand(brand) === 'AMEX');
}

/** Whether the security code may be left empty (sent as `000`). */
export function isCodeOptional(brand: CardBrand, cardType: CardType | undefined): boolean {
  return [cardTypeForBrand(brand), cardType].some((type) =>
    CODE_OPTIONAL_CARD_TYPES.includes(type),
  );
}

export function isCardType(value: unknown): value is CardType {
  return CARD_TYPES.includes(value as CardType);
}
