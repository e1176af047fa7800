import { defineLocale } from './registry.js';

/** Icelandic: `import 'card-tokenizer/locales/is'`, or `dist/locales/is.js` after the script tag. */
export const is = defineLocale('is', {
  numberLabel: 'Kortanúmer',
  expiryLabel: 'Gildistími',
  cvxLabel: 'Öryggiskóði',
  holderLabel: 'Nafn á korti',
  optional: '(valfrjálst)',
  expiryPlaceholder: 'MM/ÁÁ',
  brandAnnouncement: 'Kortategund: {brand}',
  unknownBrand: 'Óþekkt kortategund',
  busy: 'Vistar kortið þitt…',
  tokenized: 'Kortið var vistað',
  groupLabel: 'Greiðslukort',
  frameTitle: 'Eyðublað fyrir greiðslukort',
  holderRequired: 'Sláðu inn nafnið á kortinu.',
  holderTooLong: 'Nafnið á kortinu má vera að hámarki {max} stafir.',
  holderInvalid: 'Nafnið á kortinu inniheldur stafi sem ekki er hægt að nota.',
  networkLabel: 'Kortanet',
  numberRequired: 'Sláðu inn kortanúmer.',
  numberInvalid: 'Þetta kortanúmer er ógilt.',
  numberIncomplete: 'Það vantar tölustafi í kortanúmerið.',
  numberNotAccepted: 'Ekki er tekið við þessari kortategund hér.',
  numberInactive: 'Þetta kort er ekki virkt.',
  expiryRequired: 'Sláðu inn gildistíma.',
  expiryInvalid: 'Sláðu inn gildistíma á forminu MM/ÁÁ.',
  expiryPast: 'Þetta kort er útrunnið.',
  expiryTooFar: 'Þessi gildistími er of langt fram í tímann.',
  cvxRequired: 'Sláðu inn öryggiskóðann.',
  cvxInvalid: 'Öryggiskóðinn á að vera {size} tölustafir.',
  refused: 'Kortinu var hafnað. Reyndu annað kort.',
  registrationExpired: 'Þessi greiðslulota er útrunnin. Reyndu aftur.',
  registrationRejected: 'Greiðsluþjónustan samþykkti ekki þessa lotu. Reyndu aftur.',
  serviceUnavailable: 'Greiðsluþjónustan er ekki tiltæk. Reyndu aftur síðar.',
  network:
    'Ekki náðist samband við greiðsluþjónustuna. Athugaðu tenginguna (lokun á síðunni, eða CORS, gæti valdið þessu).',
  timeout: 'Greiðsluþjónustan svaraði ekki í tæka tíð. Reyndu aftur.',
  aborted: 'Hætt var við að vista kortið.',
  badResponse: 'Greiðsluþjónustan sendi óvænt svar. Reyndu aftur.',
  configuration: 'Kortaformið er ekki rétt uppsett.',
});

export default is;
