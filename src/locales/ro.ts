import { defineLocale } from './registry.js';

/** Romanian: `import 'card-tokenizer/locales/ro'`, or `dist/locales/ro.js` after the script tag. */
export const ro = defineLocale('ro', {
  numberLabel: 'Numărul cardului',
  expiryLabel: 'Data expirării',
  cvxLabel: 'Cod de securitate',
  holderLabel: 'Numele de pe card',
  optional: '(opțional)',
  expiryPlaceholder: 'LL/AA',
  brandAnnouncement: 'Tipul cardului: {brand}',
  unknownBrand: 'Tip de card necunoscut',
  busy: 'Se salvează cardul…',
  tokenized: 'Card salvat',
  groupLabel: 'Card de plată',
  holderRequired: 'Introduceți numele de pe card.',
  holderTooLong: 'Numele de pe card poate avea cel mult {max} caractere.',
  holderInvalid: 'Numele de pe card conține caractere nepermise.',
  networkLabel: 'Rețeaua cardului',
  numberRequired: 'Introduceți numărul cardului.',
  numberInvalid: 'Numărul cardului nu este valid.',
  numberIncomplete: 'Numărul cardului este incomplet.',
  numberNotAccepted: 'Acest tip de card nu este acceptat aici.',
  numberInactive: 'Acest card nu este activ.',
  expiryRequired: 'Introduceți data expirării.',
  expiryInvalid: 'Introduceți data expirării în formatul LL/AA.',
  expiryPast: 'Acest card a expirat.',
  expiryTooFar: 'Această dată de expirare este prea îndepărtată.',
  cvxRequired: 'Introduceți codul de securitate.',
  cvxInvalid: 'Codul de securitate trebuie să aibă {size} cifre.',
  refused: 'Cardul a fost refuzat. Încercați alt card.',
  registrationExpired: 'Această sesiune de plată a expirat. Încercați din nou.',
  registrationRejected: 'Serviciul de plată nu a acceptat această sesiune. Încercați din nou.',
  serviceUnavailable: 'Serviciul de plată nu este disponibil. Încercați din nou mai târziu.',
  network:
    'Serviciul de plată nu poate fi accesat. Încercați din nou sau alegeți altă metodă de plată.',
  timeout: 'Serviciul de plată a răspuns prea târziu. Încercați din nou.',
  aborted: 'Salvarea cardului a fost anulată.',
  badResponse: 'Serviciul de plată a trimis un răspuns neașteptat. Încercați din nou.',
  configuration: 'Formularul cardului nu este configurat corect.',
});

export default ro;
