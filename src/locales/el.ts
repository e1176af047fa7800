import { defineLocale } from './registry.js';

/** Greek: `import 'card-tokenizer/locales/el'`, or `dist/locales/el.js` after the script tag. */
export const el = defineLocale('el', {
  numberLabel: 'Αριθμός κάρτας',
  expiryLabel: 'Ημερομηνία λήξης',
  cvxLabel: 'CVV',
  holderLabel: 'Όνομα κατόχου',
  optional: '(προαιρετικό)',
  expiryPlaceholder: 'ΜΜ/ΕΕ',
  brandAnnouncement: 'Τύπος κάρτας: {brand}',
  unknownBrand: 'Άγνωστος τύπος κάρτας',
  busy: 'Αποθήκευση κάρτας…',
  holderRequired: 'Εισαγάγετε το όνομα κατόχου.',
  holderTooLong: 'Το όνομα μπορεί να έχει έως {max} χαρακτήρες.',
  holderInvalid: 'Μη έγκυροι χαρακτήρες στο όνομα.',
  numberRequired: 'Εισαγάγετε τον αριθμό κάρτας.',
  numberInvalid: 'Μη έγκυρος αριθμός κάρτας.',
  numberIncomplete: 'Ελλιπής αριθμός κάρτας.',
  numberNotAccepted: 'Ο τύπος κάρτας δεν είναι δεκτός.',
  numberInactive: 'Η κάρτα δεν είναι ενεργή.',
  expiryRequired: 'Εισαγάγετε την ημερομηνία λήξης.',
  expiryInvalid: 'Εισαγάγετε την ημερομηνία λήξης ως ΜΜ/ΕΕ.',
  expiryPast: 'Η κάρτα έχει λήξει.',
  expiryTooFar: 'Η λήξη είναι πολύ μακρινή.',
  cvxRequired: 'Εισαγάγετε το CVV.',
  cvxInvalid: 'Το CVV έχει {size} ψηφία.',
  refused: 'Η κάρτα απορρίφθηκε. Δοκιμάστε άλλη.',
  registrationExpired: 'Η συνεδρία έληξε. Δοκιμάστε ξανά.',
  registrationRejected: 'Η συνεδρία απορρίφθηκε. Δοκιμάστε ξανά.',
  serviceUnavailable: 'Η υπηρεσία πληρωμών δεν είναι διαθέσιμη. Δοκιμάστε αργότερα.',
  network: 'Η υπηρεσία πληρωμών δεν απαντά. Ελέγξτε τη σύνδεση (ίσως φταίει η σελίδα ή CORS).',
  timeout: 'Η υπηρεσία πληρωμών δεν απάντησε. Δοκιμάστε ξανά.',
  aborted: 'Η αποθήκευση ακυρώθηκε.',
  badResponse: 'Απρόσμενη απάντηση. Δοκιμάστε ξανά.',
  configuration: 'Η φόρμα κάρτας δεν έχει ρυθμιστεί σωστά.',
});

export default el;
