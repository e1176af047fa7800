import { defineLocale } from './registry.js';

/** Czech: `import 'card-tokenizer/locales/cs'`, or `dist/locales/cs.js` after the script tag. */
export const cs = defineLocale('cs', {
  numberLabel: 'Číslo karty',
  expiryLabel: 'Platnost do',
  cvxLabel: 'Bezpečnostní kód',
  holderLabel: 'Jméno na kartě',
  optional: '(nepovinné)',
  expiryPlaceholder: 'MM/RR',
  brandAnnouncement: 'Typ karty: {brand}',
  unknownBrand: 'Neznámý typ karty',
  busy: 'Ukládáme vaši kartu…',
  tokenized: 'Karta uložena',
  groupLabel: 'Platební karta',
  holderRequired: 'Zadejte jméno uvedené na kartě.',
  holderTooLong: 'Jméno na kartě může mít nejvýše {max} znaků.',
  holderInvalid: 'Jméno na kartě obsahuje nepovolené znaky.',
  networkLabel: 'Karetní síť',
  numberRequired: 'Zadejte číslo karty.',
  numberInvalid: 'Toto číslo karty není platné.',
  numberIncomplete: 'Číslo karty není úplné.',
  numberNotAccepted: 'Tento typ karty zde nepřijímáme.',
  numberInactive: 'Tato karta není aktivní.',
  expiryRequired: 'Zadejte platnost karty.',
  expiryInvalid: 'Zadejte platnost karty ve formátu MM/RR.',
  expiryPast: 'Platnost této karty vypršela.',
  expiryTooFar: 'Datum platnosti je příliš daleko v budoucnosti.',
  cvxRequired: 'Zadejte bezpečnostní kód.',
  cvxInvalid: 'Bezpečnostní kód musí mít {size} číslice.',
  refused: 'Karta byla zamítnuta. Zkuste jinou kartu.',
  registrationExpired: 'Platební relace vypršela. Zkuste to prosím znovu.',
  registrationRejected: 'Platební služba tuto relaci nepřijala. Zkuste to prosím znovu.',
  serviceUnavailable: 'Platební služba je nedostupná. Zkuste to prosím později.',
  network:
    'Nepodařilo se spojit s platební službou. Zkuste to znovu, nebo zvolte jiný způsob platby.',
  timeout: 'Platební služba neodpověděla včas. Zkuste to prosím znovu.',
  aborted: 'Uložení karty bylo zrušeno.',
  badResponse: 'Platební služba vrátila neočekávanou odpověď. Zkuste to prosím znovu.',
  configuration: 'Formulář karty není správně nastaven.',
});

export default cs;
