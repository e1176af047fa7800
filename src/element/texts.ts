import { en as errors } from '../core/messages.js';
import { findLocale, type CardTokenizerMessages, type ElementLabels } from '../locales/registry.js';

export type { CardTokenizerMessages };

/** The element's own texts in English; the errors are core's. */
const labels: ElementLabels = {
  numberLabel: 'Card number',
  expiryLabel: 'Expiry date',
  cvxLabel: 'Security code',
  holderLabel: 'Name on card',
  optional: '(optional)',
  expiryPlaceholder: 'MM/YY',
  brandAnnouncement: 'Card type: {brand}',
  unknownBrand: 'Unknown card type',
  busy: 'Saving your card…',
  tokenized: 'Card saved',
  groupLabel: 'Payment card',
  frameTitle: 'Payment card form',
  holderRequired: 'Enter the name on the card.',
  holderTooLong: 'The name on the card can have at most {max} characters.',
  holderInvalid: 'The name on the card contains characters that cannot be used.',
  networkLabel: 'Card network',
  saveCardLabel: 'Save this card for future payments',
  saveCardNotice: 'This card will be saved for future payments.',
  cvxHintBack: '3 digits on the back',
  cvxHintFront: '4 digits on the front',
  problemCount: 'Problems to fix: {count}',
};

/** English, built in: every other language is a module of `card-tokenizer/locales/`. */
export const en: CardTokenizerMessages = { ...errors, ...labels };

/** The catalogue for a BCP 47 tag among the loaded locales, English when none fits. */
export function messagesFor(
  lang: string | undefined,
  overrides?: Partial<CardTokenizerMessages>,
): CardTokenizerMessages {
  const base = (lang && findLocale(lang)) || en;
  return overrides ? { ...base, ...overrides } : base;
}
