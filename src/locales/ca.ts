import { defineLocale } from './registry.js';

/** Catalan: `import 'card-tokenizer/locales/ca'`, or `dist/locales/ca.js` after the script tag. */
export const ca = defineLocale('ca', {
  numberLabel: 'Número de targeta',
  expiryLabel: 'Data de caducitat',
  cvxLabel: 'Codi de seguretat',
  holderLabel: 'Titular de la targeta',
  optional: '(opcional)',
  expiryPlaceholder: 'MM/AA',
  brandAnnouncement: 'Tipus de targeta: {brand}',
  unknownBrand: 'Tipus de targeta desconegut',
  busy: "S'està desant la targeta…",
  tokenized: 'Targeta desada',
  groupLabel: 'Targeta de pagament',
  holderRequired: 'Introduïu el nom del titular.',
  holderTooLong: 'El nom del titular no pot superar els {max} caràcters.',
  holderInvalid: 'El nom del titular conté caràcters no permesos.',
  networkLabel: 'Xarxa de la targeta',
  numberRequired: 'Introduïu el número de targeta.',
  numberInvalid: 'El número de targeta no és vàlid.',
  numberIncomplete: 'El número de targeta és incomplet.',
  numberNotAccepted: "Aquest tipus de targeta no s'accepta aquí.",
  numberInactive: 'Aquesta targeta no està activa.',
  expiryRequired: 'Introduïu la data de caducitat.',
  expiryInvalid: 'Introduïu la data de caducitat amb el format MM/AA.',
  expiryPast: 'Aquesta targeta ha caducat.',
  expiryTooFar: 'Aquesta data de caducitat és massa llunyana.',
  cvxRequired: 'Introduïu el codi de seguretat.',
  cvxInvalid: 'El codi de seguretat ha de tenir {size} xifres.',
  refused: "La targeta s'ha rebutjat. Proveu-ho amb una altra targeta.",
  registrationExpired: 'Aquesta sessió de pagament ha caducat. Torneu-ho a provar.',
  registrationRejected: 'El servei de pagament no ha acceptat aquesta sessió. Torneu-ho a provar.',
  serviceUnavailable: 'El servei de pagament no està disponible. Torneu-ho a provar més tard.',
  network:
    "No s'ha pogut connectar amb el servei de pagament. Torneu-ho a provar o trieu una altra forma de pagament.",
  timeout: 'El servei de pagament ha trigat massa a respondre. Torneu-ho a provar.',
  aborted: "S'ha cancel·lat el desament de la targeta.",
  badResponse: 'El servei de pagament ha enviat una resposta inesperada. Torneu-ho a provar.',
  configuration: 'El formulari de la targeta no està configurat correctament.',
});

export default ca;
