import { defineLocale } from './registry.js';

/** Hebrew: `import 'card-tokenizer/locales/he'`, or `dist/locales/he.js` after the script tag. */
export const he = defineLocale('he', {
  numberLabel: 'מספר כרטיס',
  expiryLabel: 'תוקף',
  cvxLabel: 'קוד אבטחה',
  holderLabel: 'שם בעל הכרטיס',
  optional: '(לא חובה)',
  expiryPlaceholder: 'MM/YY',
  brandAnnouncement: 'סוג כרטיס: {brand}',
  unknownBrand: 'סוג כרטיס לא ידוע',
  busy: 'שומרים את הכרטיס…',
  holderRequired: 'יש להזין את שם בעל הכרטיס.',
  holderTooLong: 'שם בעל הכרטיס יכול להכיל עד {max} תווים.',
  holderInvalid: 'שם בעל הכרטיס מכיל תווים שאינם מותרים.',
  numberRequired: 'יש להזין מספר כרטיס.',
  numberInvalid: 'מספר הכרטיס אינו תקין.',
  numberIncomplete: 'מספר הכרטיס אינו שלם.',
  numberNotAccepted: 'סוג כרטיס זה אינו מתקבל כאן.',
  numberInactive: 'הכרטיס אינו פעיל.',
  expiryRequired: 'יש להזין את תוקף הכרטיס.',
  expiryInvalid: 'יש להזין את התוקף בפורמט MM/YY.',
  expiryPast: 'תוקף הכרטיס פג.',
  expiryTooFar: 'תאריך התוקף רחוק מדי בעתיד.',
  cvxRequired: 'יש להזין את קוד האבטחה.',
  cvxInvalid: 'קוד האבטחה צריך להכיל {size} ספרות.',
  refused: 'הכרטיס נדחה. יש לנסות כרטיס אחר.',
  registrationExpired: 'פג תוקף סשן התשלום. יש לנסות שוב.',
  registrationRejected: 'שירות התשלום לא קיבל את הסשן. יש לנסות שוב.',
  serviceUnavailable: 'שירות התשלום אינו זמין. יש לנסות שוב מאוחר יותר.',
  network: 'לא ניתן להתחבר לשירות התשלום. יש לבדוק את החיבור (ייתכן שהסיבה היא חסימה בדף או CORS).',
  timeout: 'שירות התשלום לא הגיב בזמן. יש לנסות שוב.',
  aborted: 'שמירת הכרטיס בוטלה.',
  badResponse: 'שירות התשלום שלח תשובה לא צפויה. יש לנסות שוב.',
  configuration: 'טופס הכרטיס אינו מוגדר כראוי.',
});

export default he;
