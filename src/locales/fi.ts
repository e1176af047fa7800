import { defineLocale } from './registry.js';

/** Finnish: `import 'card-tokenizer/locales/fi'`, or `dist/locales/fi.js` after the script tag. */
export const fi = defineLocale('fi', {
  numberLabel: 'Kortin numero',
  expiryLabel: 'Voimassaoloaika',
  cvxLabel: 'Turvakoodi',
  holderLabel: 'Kortinhaltijan nimi',
  optional: '(valinnainen)',
  expiryPlaceholder: 'KK/VV',
  brandAnnouncement: 'Korttityyppi: {brand}',
  unknownBrand: 'Tuntematon korttityyppi',
  busy: 'Korttia tallennetaan…',
  tokenized: 'Kortti tallennettu',
  groupLabel: 'Maksukortti',
  frameTitle: 'Maksukorttilomake',
  holderRequired: 'Anna kortinhaltijan nimi.',
  holderTooLong: 'Kortinhaltijan nimessä voi olla enintään {max} merkkiä.',
  holderInvalid: 'Kortinhaltijan nimessä on merkkejä, joita ei voi käyttää.',
  networkLabel: 'Korttiverkko',
  numberRequired: 'Anna kortin numero.',
  numberInvalid: 'Kortin numero ei ole kelvollinen.',
  numberIncomplete: 'Kortin numero on puutteellinen.',
  numberNotAccepted: 'Tätä korttityyppiä ei hyväksytä täällä.',
  numberInactive: 'Tämä kortti ei ole käytössä.',
  expiryRequired: 'Anna voimassaoloaika.',
  expiryInvalid: 'Anna voimassaoloaika muodossa KK/VV.',
  expiryPast: 'Tämän kortin voimassaolo on päättynyt.',
  expiryTooFar: 'Voimassaoloaika on liian kaukana tulevaisuudessa.',
  cvxRequired: 'Anna turvakoodi.',
  cvxInvalid: 'Turvakoodissa on oltava {size} numeroa.',
  refused: 'Korttia ei hyväksytty. Kokeile toista korttia.',
  registrationExpired: 'Maksuistunto on vanhentunut. Yritä uudelleen.',
  registrationRejected: 'Maksupalvelu ei hyväksynyt tätä istuntoa. Yritä uudelleen.',
  serviceUnavailable: 'Maksupalvelu ei ole käytettävissä. Yritä myöhemmin uudelleen.',
  network:
    'Maksupalveluun ei saatu yhteyttä. Tarkista verkkoyhteys (syynä voi olla sivun esto tai CORS).',
  timeout: 'Maksupalvelu ei vastannut ajoissa. Yritä uudelleen.',
  aborted: 'Kortin tallennus peruttiin.',
  badResponse: 'Maksupalvelu lähetti odottamattoman vastauksen. Yritä uudelleen.',
  configuration: 'Korttilomaketta ei ole määritetty oikein.',
});

export default fi;
