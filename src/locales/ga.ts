import { defineLocale } from './registry.js';

/** Irish: `import 'card-tokenizer/locales/ga'`, or `dist/locales/ga.js` after the script tag. */
export const ga = defineLocale('ga', {
  numberLabel: 'Uimhir an chárta',
  expiryLabel: 'Dáta éaga',
  cvxLabel: 'Cód slándála',
  holderLabel: 'Ainm ar an gcárta',
  optional: '(roghnach)',
  expiryPlaceholder: 'MM/BB',
  brandAnnouncement: 'Cineál cárta: {brand}',
  unknownBrand: 'Cineál cárta anaithnid',
  busy: 'Do chárta á shábháil…',
  tokenized: 'Cárta sábháilte',
  groupLabel: 'Cárta íocaíochta',
  frameTitle: 'Foirm an chárta íocaíochta',
  holderRequired: 'Cuir isteach an t-ainm atá ar an gcárta.',
  holderTooLong: 'Ní féidir níos mó ná {max} carachtar a bheith san ainm ar an gcárta.',
  holderInvalid: 'Tá carachtair nach féidir a úsáid san ainm ar an gcárta.',
  networkLabel: 'Líonra an chárta',
  saveCardLabel: 'Sábháil an cárta seo le haghaidh íocaíochtaí amach anseo',
  saveCardNotice: 'Sábhálfar an cárta seo le haghaidh íocaíochtaí amach anseo.',
  numberRequired: 'Cuir isteach uimhir chárta.',
  numberInvalid: 'Níl uimhir an chárta seo bailí.',
  numberIncomplete: 'Níl uimhir an chárta seo iomlán.',
  numberNotAccepted: 'Ní ghlactar leis an gcineál cárta seo anseo.',
  numberInactive: 'Níl an cárta seo gníomhach.',
  expiryRequired: 'Cuir isteach an dáta éaga.',
  expiryInvalid: 'Cuir isteach an dáta éaga san fhormáid MM/BB.',
  expiryPast: 'Tá an cárta seo imithe in éag.',
  expiryTooFar: 'Tá an dáta éaga seo rófhada amach anseo.',
  cvxRequired: 'Cuir isteach an cód slándála.',
  cvxInvalid: 'Ní mór {size} digit a bheith sa chód slándála.',
  refused: 'Diúltaíodh don chárta. Bain triail as cárta eile.',
  registrationExpired: 'Tá an seisiún íocaíochta seo imithe in éag. Bain triail eile as.',
  registrationRejected:
    'Níor ghlac an tseirbhís íocaíochta leis an seisiún seo. Bain triail eile as.',
  serviceUnavailable: 'Níl an tseirbhís íocaíochta ar fáil. Bain triail eile as ar ball.',
  network:
    'Níorbh fhéidir teagmháil a dhéanamh leis an tseirbhís íocaíochta. Bain triail eile as, nó roghnaigh bealach eile le híoc.',
  timeout: 'Thóg an tseirbhís íocaíochta rófhada freagra a thabhairt. Bain triail eile as.',
  aborted: 'Cealaíodh sábháil an chárta.',
  badResponse: 'Sheol an tseirbhís íocaíochta freagra gan choinne. Bain triail eile as.',
  configuration: 'Níl foirm an chárta socraithe i gceart.',
});

export default ga;
