import { defineLocale } from './registry.js';

/** Croatian: `import 'card-tokenizer/locales/hr'`, or `dist/locales/hr.js` after the script tag. */
export const hr = defineLocale('hr', {
  numberLabel: 'Broj kartice',
  expiryLabel: 'Datum isteka',
  cvxLabel: 'Sigurnosni kod',
  holderLabel: 'Ime na kartici',
  optional: '(neobavezno)',
  expiryPlaceholder: 'MM/GG',
  brandAnnouncement: 'Vrsta kartice: {brand}',
  unknownBrand: 'Nepoznata vrsta kartice',
  busy: 'Spremanje kartice…',
  tokenized: 'Kartica je spremljena',
  groupLabel: 'Platna kartica',
  holderRequired: 'Unesite ime kako je navedeno na kartici.',
  holderTooLong: 'Ime na kartici može imati najviše {max} znakova.',
  holderInvalid: 'Ime na kartici sadrži nedopuštene znakove.',
  networkLabel: 'Kartična mreža',
  numberRequired: 'Unesite broj kartice.',
  numberInvalid: 'Broj kartice nije valjan.',
  numberIncomplete: 'Broj kartice je nepotpun.',
  numberNotAccepted: 'Ova vrsta kartice ovdje se ne prihvaća.',
  numberInactive: 'Ova kartica nije aktivna.',
  expiryRequired: 'Unesite datum isteka.',
  expiryInvalid: 'Unesite datum isteka u obliku MM/GG.',
  expiryPast: 'Kartica je istekla.',
  expiryTooFar: 'Datum isteka predaleko je u budućnosti.',
  cvxRequired: 'Unesite sigurnosni kod.',
  cvxInvalid: 'Sigurnosni kod mora imati {size} znamenke.',
  refused: 'Kartica je odbijena. Pokušajte s drugom karticom.',
  registrationExpired: 'Sesija plaćanja je istekla. Pokušajte ponovno.',
  registrationRejected: 'Usluga plaćanja nije prihvatila ovu sesiju. Pokušajte ponovno.',
  serviceUnavailable: 'Usluga plaćanja nije dostupna. Pokušajte ponovno kasnije.',
  network:
    'Povezivanje s uslugom plaćanja nije uspjelo. Pokušajte ponovno ili odaberite drugi način plaćanja.',
  timeout: 'Usluga plaćanja nije odgovorila na vrijeme. Pokušajte ponovno.',
  aborted: 'Spremanje kartice je otkazano.',
  badResponse: 'Usluga plaćanja poslala je neočekivan odgovor. Pokušajte ponovno.',
  configuration: 'Obrazac kartice nije ispravno postavljen.',
});

export default hr;
