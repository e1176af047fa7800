import { defineLocale } from './registry.js';

/** Estonian: `import 'card-tokenizer/locales/et'`, or `dist/locales/et.js` after the script tag. */
export const et = defineLocale('et', {
  numberLabel: 'Kaardi number',
  expiryLabel: 'Kehtivusaeg',
  cvxLabel: 'Turvakood',
  holderLabel: 'Nimi kaardil',
  optional: '(valikuline)',
  expiryPlaceholder: 'KK/AA',
  brandAnnouncement: 'Kaardi tüüp: {brand}',
  unknownBrand: 'Tundmatu kaardi tüüp',
  busy: 'Teie kaarti salvestatakse…',
  tokenized: 'Kaart on salvestatud',
  groupLabel: 'Maksekaart',
  frameTitle: 'Maksekaardi vorm',
  holderRequired: 'Sisestage kaardil olev nimi.',
  holderTooLong: 'Kaardil olev nimi võib olla kuni {max} märki.',
  holderInvalid: 'Kaardil olev nimi sisaldab lubamatuid märke.',
  networkLabel: 'Kaardivõrk',
  numberRequired: 'Sisestage kaardi number.',
  numberInvalid: 'See kaardi number ei ole kehtiv.',
  numberIncomplete: 'Kaardi number on puudulik.',
  numberNotAccepted: 'Seda kaardi tüüpi siin ei aktsepteerita.',
  numberInactive: 'See kaart ei ole aktiivne.',
  expiryRequired: 'Sisestage kehtivusaeg.',
  expiryInvalid: 'Sisestage kehtivusaeg kujul KK/AA.',
  expiryPast: 'Selle kaardi kehtivusaeg on lõppenud.',
  expiryTooFar: 'See kehtivusaeg on liiga kaugel tulevikus.',
  cvxRequired: 'Sisestage turvakood.',
  cvxInvalid: 'Turvakood peab koosnema {size} numbrist.',
  refused: 'Kaart lükati tagasi. Proovige mõnda teist kaarti.',
  registrationExpired: 'Makseseanss on aegunud. Palun proovige uuesti.',
  registrationRejected: 'Makseteenus ei aktsepteerinud seda seanssi. Palun proovige uuesti.',
  serviceUnavailable: 'Makseteenus ei ole saadaval. Palun proovige hiljem uuesti.',
  network:
    'Makseteenusega ei saadud ühendust. Kontrollige ühendust (põhjuseks võib olla lehe blokeering või CORS).',
  timeout: 'Makseteenus ei vastanud õigel ajal. Palun proovige uuesti.',
  aborted: 'Kaardi salvestamine tühistati.',
  badResponse: 'Makseteenus saatis ootamatu vastuse. Palun proovige uuesti.',
  configuration: 'Kaardivorm ei ole õigesti seadistatud.',
});

export default et;
