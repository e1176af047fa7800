import { defineLocale } from './registry.js';

/** Ukrainian: `import 'card-tokenizer/locales/uk'`, or `dist/locales/uk.js` after the script tag. */
export const uk = defineLocale('uk', {
  numberLabel: 'Номер картки',
  expiryLabel: 'Термін дії',
  cvxLabel: 'CVV-код',
  holderLabel: 'Імʼя на картці',
  optional: '(необовʼязково)',
  expiryPlaceholder: 'ММ/РР',
  brandAnnouncement: 'Тип картки: {brand}',
  unknownBrand: 'Невідомий тип картки',
  busy: 'Збереження…',
  tokenized: 'Картку збережено',
  groupLabel: 'Платіжна картка',
  frameTitle: 'Форма платіжної картки',
  holderRequired: 'Введіть імʼя з картки.',
  holderTooLong: 'Імʼя на картці — до {max} символів.',
  holderInvalid: 'Імʼя містить недопустимі символи.',
  networkLabel: 'Платіжна система картки',
  numberRequired: 'Введіть номер картки.',
  numberInvalid: 'Номер картки недійсний.',
  numberIncomplete: 'Номер картки неповний.',
  numberNotAccepted: 'Тип картки не приймається.',
  numberInactive: 'Картка неактивна.',
  expiryRequired: 'Введіть термін дії.',
  expiryInvalid: 'Введіть термін дії у форматі ММ/РР.',
  expiryPast: 'Термін дії минув.',
  expiryTooFar: 'Термін дії надто далекий.',
  cvxRequired: 'Введіть CVV-код.',
  cvxInvalid: 'CVV-код має містити {size} цифри.',
  refused: 'Картку відхилено. Спробуйте іншу.',
  registrationExpired: 'Сеанс оплати завершився. Спробуйте ще раз.',
  registrationRejected: 'Сеанс відхилено. Спробуйте ще раз.',
  serviceUnavailable: 'Сервіс оплати недоступний. Спробуйте пізніше.',
  network:
    'Немає звʼязку з сервісом оплати. Перевірте підключення (можливо, блокує сторінка або CORS).',
  timeout: 'Сервіс оплати не відповів вчасно. Спробуйте ще раз.',
  aborted: 'Збереження скасовано.',
  badResponse: 'Неочікувана відповідь. Спробуйте ще раз.',
  configuration: 'Форму картки налаштовано неправильно.',
});

export default uk;
