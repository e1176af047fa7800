import { fr } from '../core/fr.js';
import { en, type Messages } from '../core/messages.js';

/** What only the element shows: labels, placeholder, brand and progress. */
const enLabels = {
  numberLabel: 'Card number',
  expiryLabel: 'Expiry date',
  cvxLabel: 'Security code',
  cvxOptional: '(optional)',
  expiryPlaceholder: 'MM/YY',
  brandAnnouncement: 'Card type: {brand}',
  unknownBrand: 'Unknown card type',
  busy: 'Saving your card…',
};

const frLabels: Record<keyof typeof enLabels, string> = {
  numberLabel: 'Numéro de carte',
  expiryLabel: "Date d'expiration",
  cvxLabel: 'Code de sécurité',
  cvxOptional: '(facultatif)',
  expiryPlaceholder: 'MM/AA',
  brandAnnouncement: 'Type de carte : {brand}',
  unknownBrand: 'Type de carte inconnu',
  busy: 'Enregistrement de votre carte…',
};

/** Every text of `<card-tokenizer>`, by key: its labels and the errors it shows. */
export type CardTokenizerMessages = Messages & typeof enLabels;

const catalogues: Record<string, CardTokenizerMessages> = {
  en: { ...en, ...enLabels },
  fr: { ...fr, ...frLabels },
};

/** The catalogue for a BCP 47 tag (`fr-CA` → `fr`), English when the language is not built in. */
export function messagesFor(
  lang: string | undefined,
  overrides?: Partial<CardTokenizerMessages>,
): CardTokenizerMessages {
  const base = catalogues[(lang ?? '').toLowerCase().split('-')[0]!] ?? catalogues.en!;
  return overrides ? { ...base, ...overrides } : base;
}
