import { defineLocale } from './registry.js';

/** Italian: `import 'card-tokenizer/locales/it'`, or `dist/locales/it.js` after the script tag. */
export const it = defineLocale('it', {
  numberLabel: 'Numero della carta',
  expiryLabel: 'Data di scadenza',
  cvxLabel: 'Codice di sicurezza',
  holderLabel: 'Titolare della carta',
  optional: '(facoltativo)',
  expiryPlaceholder: 'MM/AA',
  brandAnnouncement: 'Tipo di carta: {brand}',
  unknownBrand: 'Tipo di carta sconosciuto',
  busy: 'Salvataggio della carta in corso…',
  tokenized: 'Carta salvata',
  groupLabel: 'Carta di pagamento',
  holderRequired: 'Inserire il nome del titolare.',
  holderTooLong: 'Il nome del titolare può contenere al massimo {max} caratteri.',
  holderInvalid: 'Il nome del titolare contiene caratteri non consentiti.',
  networkLabel: 'Circuito della carta',
  numberRequired: 'Inserire il numero della carta.',
  numberInvalid: 'Il numero della carta non è valido.',
  numberIncomplete: 'Il numero della carta è incompleto.',
  numberNotAccepted: 'Questo tipo di carta non è accettato qui.',
  numberInactive: 'Questa carta non è attiva.',
  expiryRequired: 'Inserire la data di scadenza.',
  expiryInvalid: 'Inserire la data di scadenza nel formato MM/AA.',
  expiryPast: 'Questa carta è scaduta.',
  expiryTooFar: 'Questa data di scadenza è troppo lontana nel tempo.',
  cvxRequired: 'Inserire il codice di sicurezza.',
  cvxInvalid: 'Il codice di sicurezza deve essere di {size} cifre.',
  refused: "La carta è stata rifiutata. Provare con un'altra carta.",
  registrationExpired: 'Questa sessione di pagamento è scaduta. Riprovare.',
  registrationRejected: 'Il servizio di pagamento non ha accettato questa sessione. Riprovare.',
  serviceUnavailable: 'Il servizio di pagamento non è disponibile. Riprovare più tardi.',
  network:
    'Impossibile contattare il servizio di pagamento. Riprovare o scegliere un altro metodo di pagamento.',
  timeout: 'Il servizio di pagamento non ha risposto in tempo. Riprovare.',
  aborted: 'Il salvataggio della carta è stato annullato.',
  badResponse: 'Il servizio di pagamento ha inviato una risposta inattesa. Riprovare.',
  configuration: 'Il modulo della carta non è configurato correttamente.',
});

export default it;
