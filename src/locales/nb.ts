import { defineLocale } from './registry.js';

/** Norwegian Bokmål: `import 'card-tokenizer/locales/nb'`, or `dist/locales/nb.js` after the script tag. */
export const nb = defineLocale('nb', {
  numberLabel: 'Kortnummer',
  expiryLabel: 'Utløpsdato',
  cvxLabel: 'Sikkerhetskode',
  holderLabel: 'Navn på kortet',
  optional: '(valgfritt)',
  expiryPlaceholder: 'MM/ÅÅ',
  brandAnnouncement: 'Korttype: {brand}',
  unknownBrand: 'Ukjent korttype',
  busy: 'Lagrer kortet ditt…',
  tokenized: 'Kortet er lagret',
  groupLabel: 'Betalingskort',
  holderRequired: 'Skriv inn navnet på kortet.',
  holderTooLong: 'Navnet på kortet kan ha maksimalt {max} tegn.',
  holderInvalid: 'Navnet på kortet inneholder tegn som ikke kan brukes.',
  networkLabel: 'Kortnettverk',
  numberRequired: 'Skriv inn et kortnummer.',
  numberInvalid: 'Kortnummeret er ugyldig.',
  numberIncomplete: 'Kortnummeret er ufullstendig.',
  numberNotAccepted: 'Denne korttypen godtas ikke her.',
  numberInactive: 'Kortet er ikke aktivt.',
  expiryRequired: 'Skriv inn utløpsdatoen.',
  expiryInvalid: 'Skriv inn utløpsdatoen som MM/ÅÅ.',
  expiryPast: 'Kortet er utløpt.',
  expiryTooFar: 'Utløpsdatoen er for langt frem i tid.',
  cvxRequired: 'Skriv inn sikkerhetskoden.',
  cvxInvalid: 'Sikkerhetskoden må ha {size} sifre.',
  refused: 'Kortet ble avvist. Prøv et annet kort.',
  registrationExpired: 'Betalingsøkten er utløpt. Prøv igjen.',
  registrationRejected: 'Betalingstjenesten godtok ikke økten. Prøv igjen.',
  serviceUnavailable: 'Betalingstjenesten er ikke tilgjengelig. Prøv igjen senere.',
  network:
    'Får ikke kontakt med betalingstjenesten. Prøv igjen, eller velg en annen betalingsmåte.',
  timeout: 'Betalingstjenesten brukte for lang tid på å svare. Prøv igjen.',
  aborted: 'Lagringen av kortet ble avbrutt.',
  badResponse: 'Betalingstjenesten sendte et uventet svar. Prøv igjen.',
  configuration: 'Kortskjemaet er ikke riktig satt opp.',
});

export default nb;
