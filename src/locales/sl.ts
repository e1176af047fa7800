import { defineLocale } from './registry.js';

/** Slovenian: `import 'card-tokenizer/locales/sl'`, or `dist/locales/sl.js` after the script tag. */
export const sl = defineLocale('sl', {
  numberLabel: 'Številka kartice',
  expiryLabel: 'Datum veljavnosti',
  cvxLabel: 'Varnostna koda',
  holderLabel: 'Ime na kartici',
  optional: '(neobvezno)',
  expiryPlaceholder: 'MM/LL',
  brandAnnouncement: 'Vrsta kartice: {brand}',
  unknownBrand: 'Neznana vrsta kartice',
  busy: 'Shranjevanje kartice…',
  tokenized: 'Kartica je shranjena',
  groupLabel: 'Plačilna kartica',
  holderRequired: 'Vnesite ime, kot je navedeno na kartici.',
  holderTooLong: 'Ime na kartici ima lahko največ {max} znakov.',
  holderInvalid: 'Ime na kartici vsebuje nedovoljene znake.',
  networkLabel: 'Kartična mreža',
  numberRequired: 'Vnesite številko kartice.',
  numberInvalid: 'Številka kartice ni veljavna.',
  numberIncomplete: 'Številka kartice je nepopolna.',
  numberNotAccepted: 'Te vrste kartice tukaj ne sprejemamo.',
  numberInactive: 'Ta kartica ni aktivna.',
  expiryRequired: 'Vnesite datum veljavnosti.',
  expiryInvalid: 'Vnesite datum veljavnosti v obliki MM/LL.',
  expiryPast: 'Kartica je potekla.',
  expiryTooFar: 'Datum veljavnosti je predaleč v prihodnosti.',
  cvxRequired: 'Vnesite varnostno kodo.',
  cvxInvalid: 'Varnostna koda mora imeti {size} števke.',
  refused: 'Kartica je bila zavrnjena. Poskusite z drugo kartico.',
  registrationExpired: 'Plačilna seja je potekla. Poskusite znova.',
  registrationRejected: 'Plačilna storitev ni sprejela te seje. Poskusite znova.',
  serviceUnavailable: 'Plačilna storitev ni na voljo. Poskusite znova pozneje.',
  network:
    'Povezava s plačilno storitvijo ni uspela. Poskusite znova ali izberite drug način plačila.',
  timeout: 'Plačilna storitev se ni odzvala pravočasno. Poskusite znova.',
  aborted: 'Shranjevanje kartice je bilo preklicano.',
  badResponse: 'Plačilna storitev je poslala nepričakovan odgovor. Poskusite znova.',
  configuration: 'Obrazec za kartico ni pravilno nastavljen.',
});

export default sl;
