/** The headless API: card rules and `tokenizeCard()`, with no DOM and no Lit. */
export {
  CARD_TYPES,
  cardTypeForBrand,
  detectBrand,
  isBrandAccepted,
  isCodeOptional,
  UNKNOWN_BRAND,
  type CardBrand,
  type CardType,
} from './brands.js';
export { CARD_FIELDS, firstInvalidField, validateCard } from './card.js';
export type { CardCheck, CardField, CardInput, ValidateCardOptions } from './card.js';
export {
  formatCardNumber,
  MAX_CARD_NUMBER_LENGTH,
  maxCardNumberLength,
  validateCardNumber,
  type CardNumberCheck,
} from './card-number.js';
export {
  formatExpiryInput,
  MAX_EXPIRY_YEARS_AHEAD,
  parseExpiry,
  serializeExpiry,
  validateExpiry,
  type Expiry,
  type ExpiryCheck,
} from './expiry.js';
export {
  NO_SECURITY_CODE,
  securityCodeRule,
  validateSecurityCode,
  type SecurityCodeCheck,
  type SecurityCodeRule,
} from './security-code.js';
export type { FieldCheck } from './field-check.js';
export { SERVER_ERRORS, TokenizationError } from './errors.js';
export type { TokenizationErrorCode, TokenizationErrorInit } from './errors.js';
export { en, fr, formatMessage, messagesFor, type MessageKey, type Messages } from './messages.js';
export { readRegistration } from './registration.js';
export type {
  CardRegistration,
  CardRegistrationCamel,
  CardRegistrationLike,
  TokenizationTarget,
} from './registration.js';
export {
  DEFAULT_TIMEOUT_MS,
  tokenizeCard,
  validationError,
  type TokenizeOptions,
} from './tokenize.js';
