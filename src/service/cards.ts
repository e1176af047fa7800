/** The service's words for a card (PROTOCOL.md "Card Registration object"), below every room. */

/** A Card Registration's `CardType`: which cards the registration takes. */
export type CardType = 'CB_VISA_MASTERCARD' | 'AMEX' | 'MAESTRO' | 'BCMC';

/** Every `CardType`, the default first. */
export const CARD_TYPES: readonly CardType[] = ['CB_VISA_MASTERCARD', 'AMEX', 'MAESTRO', 'BCMC'];

/**
 * `UNKNOWN` until validated; `VALID` after a successful Card Validation or payment; `INVALID` once
 * 24 hours have passed since the registration without one.
 */
export type CardValidity = 'UNKNOWN' | 'VALID' | 'INVALID';
