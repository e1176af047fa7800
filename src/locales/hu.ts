import { defineLocale } from './registry.js';

/** Hungarian: `import 'card-tokenizer/locales/hu'`, or `dist/locales/hu.js` after the script tag. */
export const hu = defineLocale('hu', {
  numberLabel: 'Kártyaszám',
  expiryLabel: 'Lejárati dátum',
  cvxLabel: 'Biztonsági kód',
  holderLabel: 'Kártyán szereplő név',
  optional: '(nem kötelező)',
  expiryPlaceholder: 'HH/ÉÉ',
  brandAnnouncement: 'Kártyatípus: {brand}',
  unknownBrand: 'Ismeretlen kártyatípus',
  busy: 'Kártyája mentése folyamatban…',
  tokenized: 'Kártya mentve',
  groupLabel: 'Bankkártya',
  frameTitle: 'Bankkártyaűrlap',
  holderRequired: 'Adja meg a kártyán szereplő nevet.',
  holderTooLong: 'A kártyán szereplő név legfeljebb {max} karakter lehet.',
  holderInvalid: 'A kártyán szereplő név nem engedélyezett karaktert tartalmaz.',
  networkLabel: 'Kártyahálózat',
  saveCardLabel: 'A kártya mentése a későbbi fizetésekhez',
  saveCardNotice: 'Ezt a kártyát elmentjük a későbbi fizetésekhez.',
  numberRequired: 'Adja meg a kártyaszámot.',
  numberInvalid: 'A kártyaszám érvénytelen.',
  numberIncomplete: 'A kártyaszám hiányos.',
  numberNotAccepted: 'Ezt a kártyatípust itt nem fogadjuk el.',
  numberInactive: 'A kártya nem aktív.',
  expiryRequired: 'Adja meg a lejárati dátumot.',
  expiryInvalid: 'A lejárati dátumot HH/ÉÉ formátumban adja meg.',
  expiryPast: 'A kártya lejárt.',
  expiryTooFar: 'A lejárati dátum túl távoli.',
  cvxRequired: 'Adja meg a biztonsági kódot.',
  cvxInvalid: 'A biztonsági kódnak {size} számjegyből kell állnia.',
  refused: 'A kártyát elutasították. Próbálkozzon másik kártyával.',
  registrationExpired: 'A fizetési munkamenet lejárt. Kérjük, próbálja újra.',
  registrationRejected:
    'A fizetési szolgáltatás nem fogadta el a munkamenetet. Kérjük, próbálja újra.',
  serviceUnavailable: 'A fizetési szolgáltatás nem érhető el. Kérjük, próbálja újra később.',
  network:
    'Nem sikerült kapcsolódni a fizetési szolgáltatáshoz. Próbálja újra, vagy válasszon másik fizetési módot.',
  timeout: 'A fizetési szolgáltatás nem válaszolt időben. Kérjük, próbálja újra.',
  aborted: 'A kártya mentése megszakadt.',
  badResponse: 'A fizetési szolgáltatás váratlan választ küldött. Kérjük, próbálja újra.',
  configuration: 'A kártyaűrlap nincs megfelelően beállítva.',
});

export default hu;
