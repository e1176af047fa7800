/**
 * The headless API: card rules and `tokenizeCard()`, with no DOM and no Lit. Only what a page
 * needs is exported: each name here ships in every bundle, used or not.
 */
export {
  CARD_TYPES,
  cardTypeForBrand,
  detectBrand,
  type CardBrand,
  type CardType,
} from './brands.js';
export { browserInfo } from './browser-info.js';
export type { BrowserData, ColorDepth } from '../service/browser-info.js';
export { validateCard } from './card.js';
export type { CardCheck, CardField, CardInput, ValidateCardOptions } from './card.js';
export { formatCardNumber, validateCardNumber, type CardNumberCheck } from './card-number.js';
export { formatExpiryInput, validateExpiry, type Expiry, type ExpiryCheck } from './expiry.js';
export {
  securityCodeRule,
  validateSecurityCode,
  type SecurityCodeCheck,
  type SecurityCodeRule,
} from './security-code.js';
export type { FieldCheck } from './field-check.js';
export { TokenizationError } from './errors.js';
export type { TokenizationErrorCode, TokenizationErrorInit } from './errors.js';
export { en, formatMessage, type MessageKey, type Messages } from './messages.js';
export { readRegistration } from './registration.js';
export type {
  BrowserCardRegistration,
  CardRegistrationCamel,
  CardRegistrationLike,
  TokenizationTarget,
} from './registration.js';
export { tokenizeCard, type TokenizeOptions } from './tokenize.js';
