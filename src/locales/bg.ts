import { defineLocale } from './registry.js';

/** Bulgarian: `import 'card-tokenizer/locales/bg'`, or `dist/locales/bg.js` after the script tag. */
export const bg = defineLocale('bg', {
  numberLabel: 'Номер на картата',
  expiryLabel: 'Валидна до',
  cvxLabel: 'CVV код',
  holderLabel: 'Име върху картата',
  optional: '(по избор)',
  expiryPlaceholder: 'ММ/ГГ',
  brandAnnouncement: 'Вид карта: {brand}',
  unknownBrand: 'Неизвестен вид карта',
  busy: 'Запазване на картата…',
  tokenized: 'Картата е запазена',
  groupLabel: 'Платежна карта',
  frameTitle: 'Формуляр за платежна карта',
  holderRequired: 'Въведете името върху картата.',
  holderTooLong: 'Името може да е до {max} знака.',
  holderInvalid: 'Името съдържа непозволени знаци.',
  networkLabel: 'Мрежа на картата',
  numberRequired: 'Въведете номера на картата.',
  numberInvalid: 'Номерът на картата е невалиден.',
  numberIncomplete: 'Номерът на картата е непълен.',
  numberNotAccepted: 'Този вид карта не се приема.',
  numberInactive: 'Картата не е активна.',
  expiryRequired: 'Въведете срока на валидност.',
  expiryInvalid: 'Въведете срока на валидност като ММ/ГГ.',
  expiryPast: 'Картата е изтекла.',
  expiryTooFar: 'Срокът е твърде далечен.',
  cvxRequired: 'Въведете CVV кода.',
  cvxInvalid: 'CVV кодът трябва да е от {size} цифри.',
  refused: 'Картата е отхвърлена. Опитайте с друга.',
  registrationExpired: 'Сесията изтече. Опитайте отново.',
  registrationRejected: 'Платежната услуга отхвърли сесията. Опитайте отново.',
  serviceUnavailable: 'Платежната услуга е недостъпна. Опитайте по-късно.',
  network:
    'Няма връзка с платежната услуга. Проверете връзката (може да е блокиране от страницата или CORS).',
  timeout: 'Платежната услуга не отговори. Опитайте отново.',
  aborted: 'Запазването е отменено.',
  badResponse: 'Неочакван отговор. Опитайте отново.',
  configuration: 'Формулярът за карта е настроен неправилно.',
});

export default bg;
