import { defineLocale } from './registry.js';

/** French: `import 'card-tokenizer/locales/fr'`, or `dist/locales/fr.js` after the script tag. */
export const fr = defineLocale('fr', {
  numberLabel: 'Numéro de carte',
  expiryLabel: "Date d'expiration",
  cvxLabel: 'Cryptogramme visuel',
  holderLabel: 'Nom sur la carte',
  optional: '(facultatif)',
  expiryPlaceholder: 'MM/AA',
  brandAnnouncement: 'Type de carte : {brand}',
  unknownBrand: 'Type de carte inconnu',
  busy: 'Enregistrement de votre carte…',
  tokenized: 'Carte enregistrée',
  groupLabel: 'Carte de paiement',
  holderRequired: 'Saisissez le nom figurant sur la carte.',
  holderTooLong: 'Le nom sur la carte ne peut pas dépasser {max} caractères.',
  holderInvalid: 'Le nom sur la carte contient des caractères non autorisés.',
  networkLabel: 'Réseau de la carte',
  numberRequired: 'Saisissez un numéro de carte.',
  numberInvalid: "Ce numéro de carte n'est pas valide.",
  numberIncomplete: 'Ce numéro de carte est incomplet.',
  numberNotAccepted: "Ce type de carte n'est pas accepté ici.",
  numberInactive: "Cette carte n'est pas active.",
  expiryRequired: "Saisissez la date d'expiration.",
  expiryInvalid: "Saisissez la date d'expiration au format MM/AA.",
  expiryPast: 'Cette carte a expiré.',
  expiryTooFar: "Cette date d'expiration est trop lointaine.",
  cvxRequired: 'Saisissez le cryptogramme visuel.',
  cvxInvalid: 'Le cryptogramme visuel doit comporter {size} chiffres.',
  refused: 'La carte a été refusée. Essayez une autre carte.',
  registrationExpired: 'Cette session de paiement a expiré. Veuillez réessayer.',
  registrationRejected: "Le service de paiement n'a pas accepté cette session. Veuillez réessayer.",
  serviceUnavailable: 'Le service de paiement est indisponible. Veuillez réessayer plus tard.',
  network:
    'Impossible de joindre le service de paiement. Réessayez, ou choisissez un autre moyen de paiement.',
  timeout: 'Le service de paiement a mis trop de temps à répondre. Veuillez réessayer.',
  aborted: "L'enregistrement de la carte a été annulé.",
  badResponse: 'Le service de paiement a envoyé une réponse inattendue. Veuillez réessayer.',
  configuration: "Le formulaire de carte n'est pas configuré correctement.",
});

export default fr;
