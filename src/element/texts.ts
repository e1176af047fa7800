import { en as errors } from '../core/messages.js';
import { findLocale, type CardTokenizerMessages, type ElementLabels } from '../locales/registry.js';
import { holderNameCode, type HolderNameTexts } from './optional/holder-name-api.js';

export type { CardTokenizerMessages };

/** The element's own texts in English; the errors are core's, the name's come with its code. */
const labels: Omit<ElementLabels, keyof HolderNameTexts> = {
  numberLabel: 'Card number',
  expiryLabel: 'Expiry date',
  cvxLabel: 'Security code',
  optional: '(optional)',
  expiryPlaceholder: 'MM/YY',
  brandAnnouncement: 'Card type: {brand}',
  unknownBrand: 'Unknown card type',
  busy: 'Saving your card…',
  tokenized: 'Card saved',
  groupLabel: 'Payment card',
  frameTitle: 'Payment card form',
  networkLabel: 'Card network',
  saveCardLabel: 'Save this card for future payments',
  saveCardNotice: 'This card will be saved for future payments.',
  cvxHintBack: '3 digits on the back',
  cvxHintFront: '4 digits on the front',
  problemCount: 'Problems to fix: {count}',
};

/** English, built in: every other language is a module of `card-tokenizer/locales/`. */
export const en: Omit<CardTokenizerMessages, keyof HolderNameTexts> = { ...errors, ...labels };

/** The catalogue for a BCP 47 tag among the loaded locales, English when none fits. */
export function messagesFor(
  lang: string | undefined,
  overrides?: Partial<CardTokenizerMessages>,
): CardTokenizerMessages {
  // No field reads the name's texts before its code, and with it, its English.
  const base =
    (lang && findLocale(lang)) || ({ ...en, ...holderNameCode()?.texts } as CardTokenizerMessages);
  return overrides ? { ...base, ...overrides } : base;
}
