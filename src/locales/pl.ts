import { defineLocale } from './registry.js';

/** Polish: `import 'card-tokenizer/locales/pl'`, or `dist/locales/pl.js` after the script tag. */
export const pl = defineLocale('pl', {
  numberLabel: 'Numer karty',
  expiryLabel: 'Data ważności',
  cvxLabel: 'Kod CVV/CVC',
  holderLabel: 'Imię i nazwisko na karcie',
  optional: '(opcjonalnie)',
  expiryPlaceholder: 'MM/RR',
  brandAnnouncement: 'Rodzaj karty: {brand}',
  unknownBrand: 'Nieznany rodzaj karty',
  busy: 'Zapisywanie karty…',
  tokenized: 'Karta zapisana',
  groupLabel: 'Karta płatnicza',
  holderRequired: 'Proszę podać imię i nazwisko z karty.',
  holderTooLong: 'Imię i nazwisko na karcie jest za długie (limit znaków: {max}).',
  holderInvalid: 'Imię i nazwisko na karcie zawiera niedozwolone znaki.',
  networkLabel: 'Organizacja płatnicza',
  numberRequired: 'Proszę podać numer karty.',
  numberInvalid: 'Ten numer karty jest nieprawidłowy.',
  numberIncomplete: 'Ten numer karty jest niepełny.',
  numberNotAccepted: 'Ten rodzaj karty nie jest tu akceptowany.',
  numberInactive: 'Ta karta jest nieaktywna.',
  expiryRequired: 'Proszę podać datę ważności.',
  expiryInvalid: 'Proszę podać datę ważności w formacie MM/RR.',
  expiryPast: 'Ta karta utraciła ważność.',
  expiryTooFar: 'Ta data ważności jest zbyt odległa.',
  cvxRequired: 'Proszę podać kod CVV/CVC.',
  cvxInvalid: 'Kod CVV/CVC musi mieć {size} cyfry.',
  refused: 'Karta została odrzucona. Proszę użyć innej karty.',
  registrationExpired: 'Sesja płatności wygasła. Proszę spróbować ponownie.',
  registrationRejected: 'Operator płatności nie zaakceptował tej sesji. Proszę spróbować ponownie.',
  serviceUnavailable: 'Operator płatności jest niedostępny. Proszę spróbować później.',
  network:
    'Brak połączenia z operatorem płatności. Proszę spróbować ponownie lub wybrać inną metodę płatności.',
  timeout: 'Operator płatności nie odpowiedział na czas. Proszę spróbować ponownie.',
  aborted: 'Zapisywanie karty zostało anulowane.',
  badResponse: 'Operator płatności przesłał nieoczekiwaną odpowiedź. Proszę spróbować ponownie.',
  configuration: 'Formularz karty jest nieprawidłowo skonfigurowany.',
});

export default pl;
