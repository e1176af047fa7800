import { defineLocale } from './registry.js';

/** Dutch: `import 'card-tokenizer/locales/nl'`, or `dist/locales/nl.js` after the script tag. */
export const nl = defineLocale('nl', {
  numberLabel: 'Kaartnummer',
  expiryLabel: 'Vervaldatum',
  cvxLabel: 'Beveiligingscode',
  holderLabel: 'Naam op de kaart',
  optional: '(optioneel)',
  expiryPlaceholder: 'MM/JJ',
  brandAnnouncement: 'Kaarttype: {brand}',
  unknownBrand: 'Onbekend kaarttype',
  busy: 'Uw kaart wordt opgeslagen…',
  tokenized: 'Kaart opgeslagen',
  groupLabel: 'Betaalkaart',
  holderRequired: 'Vul de naam op de kaart in.',
  holderTooLong: 'De naam op de kaart mag maximaal {max} tekens bevatten.',
  holderInvalid: 'De naam op de kaart bevat tekens die niet zijn toegestaan.',
  networkLabel: 'Kaartnetwerk',
  numberRequired: 'Vul een kaartnummer in.',
  numberInvalid: 'Dit kaartnummer is ongeldig.',
  numberIncomplete: 'Dit kaartnummer is onvolledig.',
  numberNotAccepted: 'Dit kaarttype wordt hier niet geaccepteerd.',
  numberInactive: 'Deze kaart is niet actief.',
  expiryRequired: 'Vul de vervaldatum in.',
  expiryInvalid: 'Vul de vervaldatum in als MM/JJ.',
  expiryPast: 'Deze kaart is verlopen.',
  expiryTooFar: 'Deze vervaldatum ligt te ver in de toekomst.',
  cvxRequired: 'Vul de beveiligingscode in.',
  cvxInvalid: 'De beveiligingscode moet uit {size} cijfers bestaan.',
  refused: 'De kaart is geweigerd. Probeer een andere kaart.',
  registrationExpired: 'Deze betaalsessie is verlopen. Probeer het opnieuw.',
  registrationRejected: 'De betaaldienst heeft deze sessie niet geaccepteerd. Probeer het opnieuw.',
  serviceUnavailable: 'De betaaldienst is niet beschikbaar. Probeer het later opnieuw.',
  network:
    'De betaaldienst is niet bereikbaar. Probeer het opnieuw of kies een andere betaalmethode.',
  timeout: 'De betaaldienst reageerde niet op tijd. Probeer het opnieuw.',
  aborted: 'Het opslaan van de kaart is geannuleerd.',
  badResponse: 'De betaaldienst gaf een onverwacht antwoord. Probeer het opnieuw.',
  configuration: 'Het kaartformulier is niet goed ingesteld.',
});

export default nl;
