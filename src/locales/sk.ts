import { defineLocale } from './registry.js';

/** Slovak: `import 'card-tokenizer/locales/sk'`, or `dist/locales/sk.js` after the script tag. */
export const sk = defineLocale('sk', {
  numberLabel: 'Číslo karty',
  expiryLabel: 'Platnosť do',
  cvxLabel: 'Bezpečnostný kód',
  holderLabel: 'Meno na karte',
  optional: '(nepovinné)',
  expiryPlaceholder: 'MM/RR',
  brandAnnouncement: 'Typ karty: {brand}',
  unknownBrand: 'Neznámy typ karty',
  busy: 'Ukladáme vašu kartu…',
  tokenized: 'Karta bola uložená',
  groupLabel: 'Platobná karta',
  holderRequired: 'Zadajte meno uvedené na karte.',
  holderTooLong: 'Meno na karte môže mať najviac {max} znakov.',
  holderInvalid: 'Meno na karte obsahuje nepovolené znaky.',
  networkLabel: 'Kartová sieť',
  numberRequired: 'Zadajte číslo karty.',
  numberInvalid: 'Toto číslo karty nie je platné.',
  numberIncomplete: 'Číslo karty nie je úplné.',
  numberNotAccepted: 'Tento typ karty tu neprijímame.',
  numberInactive: 'Táto karta nie je aktívna.',
  expiryRequired: 'Zadajte platnosť karty.',
  expiryInvalid: 'Zadajte platnosť karty vo formáte MM/RR.',
  expiryPast: 'Platnosť tejto karty uplynula.',
  expiryTooFar: 'Dátum platnosti je príliš ďaleko v budúcnosti.',
  cvxRequired: 'Zadajte bezpečnostný kód.',
  cvxInvalid: 'Bezpečnostný kód musí mať {size} číslice.',
  refused: 'Karta bola zamietnutá. Skúste inú kartu.',
  registrationExpired: 'Platobná relácia vypršala. Skúste to znova.',
  registrationRejected: 'Platobná služba túto reláciu neprijala. Skúste to znova.',
  serviceUnavailable: 'Platobná služba je nedostupná. Skúste to neskôr.',
  network:
    'Nepodarilo sa spojiť s platobnou službou. Skúste to znova alebo zvoľte iný spôsob platby.',
  timeout: 'Platobná služba neodpovedala včas. Skúste to znova.',
  aborted: 'Uloženie karty bolo zrušené.',
  badResponse: 'Platobná služba vrátila neočakávanú odpoveď. Skúste to znova.',
  configuration: 'Formulár karty nie je správne nastavený.',
});

export default sk;
