import { defineLocale } from './registry.js';

/** Swedish: `import 'card-tokenizer/locales/sv'`, or `dist/locales/sv.js` after the script tag. */
export const sv = defineLocale('sv', {
  numberLabel: 'Kortnummer',
  expiryLabel: 'Utgångsdatum',
  cvxLabel: 'Säkerhetskod',
  holderLabel: 'Namn på kortet',
  optional: '(valfritt)',
  expiryPlaceholder: 'MM/ÅÅ',
  brandAnnouncement: 'Korttyp: {brand}',
  unknownBrand: 'Okänd korttyp',
  busy: 'Sparar ditt kort…',
  tokenized: 'Kortet har sparats',
  groupLabel: 'Betalkort',
  frameTitle: 'Formulär för betalkort',
  holderRequired: 'Ange namnet på kortet.',
  holderTooLong: 'Namnet på kortet får vara högst {max} tecken.',
  holderInvalid: 'Namnet på kortet innehåller otillåtna tecken.',
  networkLabel: 'Kortnätverk',
  numberRequired: 'Ange ett kortnummer.',
  numberInvalid: 'Kortnumret är ogiltigt.',
  numberIncomplete: 'Kortnumret är ofullständigt.',
  numberNotAccepted: 'Korttypen accepteras inte här.',
  numberInactive: 'Kortet är inte aktivt.',
  expiryRequired: 'Ange utgångsdatum.',
  expiryInvalid: 'Ange utgångsdatum som MM/ÅÅ.',
  expiryPast: 'Kortet har gått ut.',
  expiryTooFar: 'Utgångsdatumet ligger för långt fram i tiden.',
  cvxRequired: 'Ange säkerhetskoden.',
  cvxInvalid: 'Säkerhetskoden ska bestå av {size} siffror.',
  refused: 'Kortet nekades. Försök med ett annat kort.',
  registrationExpired: 'Betalningssessionen har gått ut. Försök igen.',
  registrationRejected: 'Betaltjänsten godkände inte sessionen. Försök igen.',
  serviceUnavailable: 'Betaltjänsten är inte tillgänglig. Försök igen senare.',
  network:
    'Det gick inte att nå betaltjänsten. Kontrollera din anslutning (en blockering på sidan, eller CORS, kan vara orsaken).',
  timeout: 'Betaltjänsten tog för lång tid att svara. Försök igen.',
  aborted: 'Kortet sparades inte: åtgärden avbröts.',
  badResponse: 'Betaltjänsten skickade ett oväntat svar. Försök igen.',
  configuration: 'Kortformuläret är inte korrekt konfigurerat.',
});

export default sv;
