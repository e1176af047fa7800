import { defineLocale } from './registry.js';

/** Danish: `import 'card-tokenizer/locales/da'`, or `dist/locales/da.js` after the script tag. */
export const da = defineLocale('da', {
  numberLabel: 'Kortnummer',
  expiryLabel: 'Udløbsdato',
  cvxLabel: 'Kontrolcifre',
  holderLabel: 'Navn på kortet',
  optional: '(valgfrit)',
  expiryPlaceholder: 'MM/ÅÅ',
  brandAnnouncement: 'Korttype: {brand}',
  unknownBrand: 'Ukendt korttype',
  busy: 'Gemmer dit kort…',
  tokenized: 'Kortet er gemt',
  groupLabel: 'Betalingskort',
  frameTitle: 'Formular til betalingskort',
  holderRequired: 'Indtast navnet på kortet.',
  holderTooLong: 'Navnet på kortet må højst være på {max} tegn.',
  holderInvalid: 'Navnet på kortet indeholder tegn, der ikke kan bruges.',
  networkLabel: 'Kortnetværk',
  numberRequired: 'Indtast et kortnummer.',
  numberInvalid: 'Kortnummeret er ugyldigt.',
  numberIncomplete: 'Kortnummeret er ufuldstændigt.',
  numberNotAccepted: 'Denne korttype accepteres ikke her.',
  numberInactive: 'Kortet er ikke aktivt.',
  expiryRequired: 'Indtast udløbsdatoen.',
  expiryInvalid: 'Indtast udløbsdatoen som MM/ÅÅ.',
  expiryPast: 'Kortet er udløbet.',
  expiryTooFar: 'Udløbsdatoen ligger for langt ude i fremtiden.',
  cvxRequired: 'Indtast kontrolcifrene.',
  cvxInvalid: 'Kontrolcifrene skal være {size} cifre.',
  refused: 'Kortet blev afvist. Prøv et andet kort.',
  registrationExpired: 'Betalingssessionen er udløbet. Prøv igen.',
  registrationRejected: 'Betalingstjenesten afviste sessionen. Prøv igen.',
  serviceUnavailable: 'Betalingstjenesten er ikke tilgængelig. Prøv igen senere.',
  network:
    'Betalingstjenesten kunne ikke nås. Tjek din forbindelse (en blokering på siden eller CORS kan være årsagen).',
  timeout: 'Betalingstjenesten var for længe om at svare. Prøv igen.',
  aborted: 'Kortet blev ikke gemt, da handlingen blev annulleret.',
  badResponse: 'Betalingstjenesten sendte et uventet svar. Prøv igen.',
  configuration: 'Kortformularen er ikke sat korrekt op.',
});

export default da;
