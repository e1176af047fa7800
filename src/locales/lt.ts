import { defineLocale } from './registry.js';

/** Lithuanian: `import 'card-tokenizer/locales/lt'`, or `dist/locales/lt.js` after the script tag. */
export const lt = defineLocale('lt', {
  numberLabel: 'Kortelės numeris',
  expiryLabel: 'Galiojimo data',
  cvxLabel: 'Saugos kodas',
  holderLabel: 'Vardas ant kortelės',
  optional: '(neprivaloma)',
  expiryPlaceholder: 'MM/MM',
  brandAnnouncement: 'Kortelės tipas: {brand}',
  unknownBrand: 'Nežinomas kortelės tipas',
  busy: 'Išsaugoma jūsų kortelė…',
  tokenized: 'Kortelė išsaugota',
  groupLabel: 'Mokėjimo kortelė',
  holderRequired: 'Įveskite vardą, nurodytą ant kortelės.',
  holderTooLong: 'Vardas ant kortelės negali būti ilgesnis nei {max} simb.',
  holderInvalid: 'Varde ant kortelės yra neleistinų simbolių.',
  networkLabel: 'Kortelės tinklas',
  numberRequired: 'Įveskite kortelės numerį.',
  numberInvalid: 'Šis kortelės numeris neteisingas.',
  numberIncomplete: 'Kortelės numeris nepilnas.',
  numberNotAccepted: 'Šio tipo kortelės čia nepriimamos.',
  numberInactive: 'Ši kortelė neaktyvi.',
  expiryRequired: 'Įveskite galiojimo datą.',
  expiryInvalid: 'Įveskite galiojimo datą formatu MM/MM.',
  expiryPast: 'Šios kortelės galiojimas baigėsi.',
  expiryTooFar: 'Ši galiojimo data per toli ateityje.',
  cvxRequired: 'Įveskite saugos kodą.',
  cvxInvalid: 'Saugos kodą turi sudaryti {size} skaitmenys.',
  refused: 'Kortelė atmesta. Bandykite kitą kortelę.',
  registrationExpired: 'Mokėjimo sesija baigėsi. Bandykite dar kartą.',
  registrationRejected: 'Mokėjimo paslauga nepriėmė šios sesijos. Bandykite dar kartą.',
  serviceUnavailable: 'Mokėjimo paslauga nepasiekiama. Bandykite vėliau.',
  network:
    'Nepavyko prisijungti prie mokėjimo paslaugos. Bandykite dar kartą arba pasirinkite kitą mokėjimo būdą.',
  timeout: 'Mokėjimo paslauga per ilgai neatsakė. Bandykite dar kartą.',
  aborted: 'Kortelės išsaugojimas atšauktas.',
  badResponse: 'Mokėjimo paslauga atsiuntė netikėtą atsakymą. Bandykite dar kartą.',
  configuration: 'Kortelės forma netinkamai sukonfigūruota.',
});

export default lt;
