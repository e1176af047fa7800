import type { Messages } from './messages.js';

/** The French texts: `tokenizeCard(registration, card, { messages: fr })`; the element's `lang="fr"`. */
export const fr: Messages = {
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
