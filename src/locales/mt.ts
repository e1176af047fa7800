import { defineLocale } from './registry.js';

/** Maltese: `import 'card-tokenizer/locales/mt'`, or `dist/locales/mt.js` after the script tag. */
export const mt = defineLocale('mt', {
  numberLabel: 'Numru tal-karta',
  expiryLabel: "Data ta' skadenza",
  cvxLabel: 'Kodiċi tas-sigurtà',
  holderLabel: 'Isem fuq il-karta',
  optional: '(mhux obbligatorju)',
  expiryPlaceholder: 'MM/YY',
  brandAnnouncement: "Tip ta' karta: {brand}",
  unknownBrand: "Tip ta' karta mhux magħruf",
  busy: 'Qed naħżnu l-karta tiegħek…',
  tokenized: 'Il-karta ġiet issejvjata',
  groupLabel: 'Karta tal-ħlas',
  frameTitle: 'Formola tal-karta tal-ħlas',
  holderRequired: 'Daħħal l-isem kif jidher fuq il-karta.',
  holderTooLong: "L-isem fuq il-karta jista' jkollu massimu ta' {max} karattru.",
  holderInvalid: 'L-isem fuq il-karta fih karattri li ma jistgħux jintużaw.',
  networkLabel: 'Netwerk tal-karta',
  saveCardLabel: 'Issejvja din il-karta għal ħlasijiet futuri',
  saveCardNotice: 'Din il-karta se tiġi ssejvjata għal ħlasijiet futuri.',
  cvxHintBack: '3 ċifri fuq wara',
  cvxHintFront: '4 ċifri fuq quddiem',
  problemCount: 'Problemi x’tikkoreġi: {count}',
  numberRequired: 'Daħħal in-numru tal-karta.',
  numberInvalid: 'Dan in-numru tal-karta mhuwiex validu.',
  numberIncomplete: 'Dan in-numru tal-karta mhuwiex komplut.',
  numberNotAccepted: "Dan it-tip ta' karta mhuwiex aċċettat hawn.",
  numberInactive: 'Din il-karta mhijiex attiva.',
  expiryRequired: "Daħħal id-data ta' skadenza.",
  expiryInvalid: "Daħħal id-data ta' skadenza bħala MM/YY.",
  expiryPast: 'Din il-karta skadiet.',
  expiryTooFar: "Din id-data ta' skadenza hija wisq 'il quddiem.",
  cvxRequired: 'Daħħal il-kodiċi tas-sigurtà.',
  cvxInvalid: "Il-kodiċi tas-sigurtà għandu jkun ta' {size} ċifri.",
  refused: 'Il-karta ġiet miċħuda. Ipprova karta oħra.',
  registrationExpired: "Din is-sessjoni tal-ħlas skadiet. Jekk jogħġbok erġa' pprova.",
  registrationRejected:
    "Is-servizz tal-ħlas ma aċċettax din is-sessjoni. Jekk jogħġbok erġa' pprova.",
  serviceUnavailable:
    "Is-servizz tal-ħlas mhuwiex disponibbli. Jekk jogħġbok erġa' pprova aktar tard.",
  network:
    "Ma stajniex nikkomunikaw mas-servizz tal-ħlas. Erġa' pprova, jew agħżel mod ieħor kif tħallas.",
  timeout: "Is-servizz tal-ħlas dam wisq biex iwieġeb. Jekk jogħġbok erġa' pprova.",
  aborted: 'Il-ħażna tal-karta ġiet ikkanċellata.',
  badResponse: "Is-servizz tal-ħlas bagħat tweġiba mhux mistennija. Jekk jogħġbok erġa' pprova.",
  configuration: 'Il-formola tal-karta mhijiex issettjata sew.',
});

export default mt;
