import { defineLocale } from './registry.js';

/** Latvian: `import 'card-tokenizer/locales/lv'`, or `dist/locales/lv.js` after the script tag. */
export const lv = defineLocale('lv', {
  numberLabel: 'Kartes numurs',
  expiryLabel: 'Derīguma termiņš',
  cvxLabel: 'Drošības kods',
  holderLabel: 'Vārds uz kartes',
  optional: '(nav obligāti)',
  expiryPlaceholder: 'MM/GG',
  brandAnnouncement: 'Kartes veids: {brand}',
  unknownBrand: 'Nezināms kartes veids',
  busy: 'Notiek kartes saglabāšana…',
  tokenized: 'Karte saglabāta',
  groupLabel: 'Maksājumu karte',
  holderRequired: 'Ievadiet vārdu, kas norādīts uz kartes.',
  holderTooLong: 'Vārdā uz kartes drīkst būt ne vairāk kā {max} rakstzīmes.',
  holderInvalid: 'Vārdā uz kartes ir neatļautas rakstzīmes.',
  networkLabel: 'Kartes tīkls',
  numberRequired: 'Ievadiet kartes numuru.',
  numberInvalid: 'Šis kartes numurs nav derīgs.',
  numberIncomplete: 'Kartes numurs nav pilnīgs.',
  numberNotAccepted: 'Šāda veida kartes šeit netiek pieņemtas.',
  numberInactive: 'Šī karte nav aktīva.',
  expiryRequired: 'Ievadiet derīguma termiņu.',
  expiryInvalid: 'Ievadiet derīguma termiņu formātā MM/GG.',
  expiryPast: 'Šīs kartes derīguma termiņš ir beidzies.',
  expiryTooFar: 'Derīguma termiņš ir pārāk tālā nākotnē.',
  cvxRequired: 'Ievadiet drošības kodu.',
  cvxInvalid: 'Drošības kodā jābūt {size} cipariem.',
  refused: 'Karte tika noraidīta. Mēģiniet citu karti.',
  registrationExpired: 'Maksājuma sesija ir beigusies. Lūdzu, mēģiniet vēlreiz.',
  registrationRejected: 'Maksājumu pakalpojums nepieņēma šo sesiju. Lūdzu, mēģiniet vēlreiz.',
  serviceUnavailable: 'Maksājumu pakalpojums nav pieejams. Lūdzu, mēģiniet vēlāk.',
  network:
    'Neizdevās sazināties ar maksājumu pakalpojumu. Mēģiniet vēlreiz vai izvēlieties citu maksājuma veidu.',
  timeout: 'Maksājumu pakalpojums neatbildēja laikā. Lūdzu, mēģiniet vēlreiz.',
  aborted: 'Kartes saglabāšana tika atcelta.',
  badResponse: 'Maksājumu pakalpojums nosūtīja negaidītu atbildi. Lūdzu, mēģiniet vēlreiz.',
  configuration: 'Kartes veidlapa nav pareizi iestatīta.',
});

export default lv;
