import { defineLocale } from './registry.js';

/** German: `import 'card-tokenizer/locales/de'`, or `dist/locales/de.js` after the script tag. */
export const de = defineLocale('de', {
  numberLabel: 'Kartennummer',
  expiryLabel: 'Ablaufdatum',
  cvxLabel: 'Sicherheitscode',
  holderLabel: 'Name auf der Karte',
  optional: '(freiwillig)',
  expiryPlaceholder: 'MM/JJ',
  brandAnnouncement: 'Kartentyp: {brand}',
  unknownBrand: 'Unbekannter Kartentyp',
  busy: 'Ihre Karte wird gespeichert…',
  tokenized: 'Karte gespeichert',
  groupLabel: 'Zahlungskarte',
  frameTitle: 'Formular für die Zahlungskarte',
  holderRequired: 'Geben Sie den Namen auf der Karte ein.',
  holderTooLong: 'Der Name auf der Karte darf höchstens {max} Zeichen lang sein.',
  holderInvalid: 'Der Name auf der Karte enthält unzulässige Zeichen.',
  networkLabel: 'Kartennetzwerk',
  saveCardLabel: 'Diese Karte für künftige Zahlungen speichern',
  saveCardNotice: 'Diese Karte wird für künftige Zahlungen gespeichert.',
  cvxHintBack: '3 Ziffern auf der Rückseite',
  cvxHintFront: '4 Ziffern auf der Vorderseite',
  problemCount: 'Zu behebende Probleme: {count}',
  numberRequired: 'Geben Sie eine Kartennummer ein.',
  numberInvalid: 'Diese Kartennummer ist ungültig.',
  numberIncomplete: 'Diese Kartennummer ist unvollständig.',
  numberNotAccepted: 'Dieser Kartentyp wird hier nicht akzeptiert.',
  numberInactive: 'Diese Karte ist nicht aktiv.',
  expiryRequired: 'Geben Sie das Ablaufdatum ein.',
  expiryInvalid: 'Geben Sie das Ablaufdatum im Format MM/JJ ein.',
  expiryPast: 'Diese Karte ist abgelaufen.',
  expiryTooFar: 'Dieses Ablaufdatum liegt zu weit in der Zukunft.',
  cvxRequired: 'Geben Sie den Sicherheitscode ein.',
  cvxInvalid: 'Der Sicherheitscode muss {size} Ziffern haben.',
  refused: 'Die Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte.',
  registrationExpired: 'Diese Zahlungssitzung ist abgelaufen. Bitte versuchen Sie es erneut.',
  registrationRejected:
    'Der Zahlungsdienst hat diese Sitzung nicht angenommen. Bitte versuchen Sie es erneut.',
  serviceUnavailable:
    'Der Zahlungsdienst ist nicht verfügbar. Bitte versuchen Sie es später erneut.',
  network:
    'Der Zahlungsdienst ist nicht erreichbar. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  timeout: 'Der Zahlungsdienst hat zu lange nicht geantwortet. Bitte versuchen Sie es erneut.',
  aborted: 'Das Speichern der Karte wurde abgebrochen.',
  badResponse:
    'Der Zahlungsdienst hat eine unerwartete Antwort gesendet. Bitte versuchen Sie es erneut.',
  configuration: 'Das Kartenformular ist nicht richtig eingerichtet.',
});

export default de;
