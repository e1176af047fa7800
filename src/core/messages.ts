/** Every text the library shows or puts in an error, by key, in each built-in language. */
export const en = {
  numberLabel: 'Card number',
  expiryLabel: 'Expiry date',
  cvxLabel: 'Security code',
  cvxOptional: '(optional)',
  expiryPlaceholder: 'MM/YY',
  brandAnnouncement: 'Card type: {brand}',
  unknownBrand: 'Unknown card type',
  busy: 'Saving your card…',
  numberRequired: 'Enter a card number.',
  numberInvalid: 'This card number is not valid.',
  numberIncomplete: 'This card number is incomplete.',
  numberNotAccepted: 'This card type is not accepted here.',
  numberInactive: 'This card is not active.',
  expiryRequired: 'Enter the expiry date.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expiryPast: 'This card has expired.',
  expiryTooFar: 'This expiry date is too far in the future.',
  cvxRequired: 'Enter the security code.',
  cvxInvalid: 'The security code must be {size} digits.',
  refused: 'The card was refused. Try another card.',
  registrationExpired: 'This payment session has expired. Please try again.',
  registrationRejected: 'The payment service did not accept this session. Please try again.',
  serviceUnavailable: 'The payment service is unavailable. Please try again later.',
  network:
    'Could not reach the payment service. Check your connection (a page that blocks it, or CORS, may be the cause).',
  timeout: 'The payment service took too long to answer. Please try again.',
  aborted: 'Saving the card was cancelled.',
  badResponse: 'The payment service sent an unexpected answer. Please try again.',
  configuration: 'The card form is not set up correctly.',
};

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

export const fr: Messages = {
  numberLabel: 'Numéro de carte',
  expiryLabel: "Date d'expiration",
  cvxLabel: 'Code de sécurité',
  cvxOptional: '(facultatif)',
  expiryPlaceholder: 'MM/AA',
  brandAnnouncement: 'Type de carte : {brand}',
  unknownBrand: 'Type de carte inconnu',
  busy: 'Enregistrement de votre carte…',
  numberRequired: 'Saisissez un numéro de carte.',
  numberInvalid: "Ce numéro de carte n'est pas valide.",
  numberIncomplete: 'Ce numéro de carte est incomplet.',
  numberNotAccepted: "Ce type de carte n'est pas accepté ici.",
  numberInactive: "Cette carte n'est pas active.",
  expiryRequired: "Saisissez la date d'expiration.",
  expiryInvalid: "Saisissez la date d'expiration au format MM/AA.",
  expiryPast: 'Cette carte a expiré.',
  expiryTooFar: "Cette date d'expiration est trop lointaine.",
  cvxRequired: 'Saisissez le code de sécurité.',
  cvxInvalid: 'Le code de sécurité doit comporter {size} chiffres.',
  refused: 'La carte a été refusée. Essayez une autre carte.',
  registrationExpired: 'Cette session de paiement a expiré. Veuillez réessayer.',
  registrationRejected: "Le service de paiement n'a pas accepté cette session. Veuillez réessayer.",
  serviceUnavailable: 'Le service de paiement est indisponible. Veuillez réessayer plus tard.',
  network:
    'Impossible de joindre le service de paiement. Vérifiez votre connexion (un blocage de la page, ou CORS, peut en être la cause).',
  timeout: 'Le service de paiement a mis trop de temps à répondre. Veuillez réessayer.',
  aborted: "L'enregistrement de la carte a été annulé.",
  badResponse: 'Le service de paiement a envoyé une réponse inattendue. Veuillez réessayer.',
  configuration: "Le formulaire de carte n'est pas configuré correctement.",
};

const catalogues: Record<string, Messages> = { en, fr };

/** The catalogue for a BCP 47 tag (`fr-CA` → `fr`), English when the language is not built in. */
export function messagesFor(lang: string | undefined, overrides?: Partial<Messages>): Messages {
  const base = catalogues[(lang ?? '').toLowerCase().split('-')[0]!] ?? en;
  return overrides ? { ...base, ...overrides } : base;
}

/** Fills `{name}` placeholders. */
export function formatMessage(template: string, values: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
