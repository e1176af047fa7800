import { defineLocale } from './registry.js';

/** Arabic: `import 'card-tokenizer/locales/ar'`, or `dist/locales/ar.js` after the script tag. */
export const ar = defineLocale('ar', {
  numberLabel: 'رقم البطاقة',
  expiryLabel: 'تاريخ الانتهاء',
  cvxLabel: 'رمز الأمان',
  holderLabel: 'الاسم على البطاقة',
  optional: '(اختياري)',
  expiryPlaceholder: 'MM/YY',
  brandAnnouncement: 'نوع البطاقة: {brand}',
  unknownBrand: 'نوع بطاقة غير معروف',
  busy: 'جارٍ حفظ بطاقتك…',
  tokenized: 'تم حفظ البطاقة',
  groupLabel: 'بطاقة الدفع',
  frameTitle: 'نموذج بطاقة الدفع',
  holderRequired: 'يرجى إدخال الاسم كما يظهر على البطاقة.',
  holderTooLong: 'الحد الأقصى للاسم {max} حرفًا.',
  holderInvalid: 'أحرف غير مسموح بها في الاسم.',
  networkLabel: 'شبكة البطاقة',
  numberRequired: 'يرجى إدخال رقم البطاقة.',
  numberInvalid: 'رقم البطاقة هذا غير صالح.',
  numberIncomplete: 'رقم البطاقة هذا غير مكتمل.',
  numberNotAccepted: 'هذا النوع من البطاقات غير مقبول هنا.',
  numberInactive: 'هذه البطاقة غير مفعّلة.',
  expiryRequired: 'يرجى إدخال تاريخ الانتهاء.',
  expiryInvalid: 'يرجى إدخال تاريخ الانتهاء بالصيغة MM/YY.',
  expiryPast: 'انتهت صلاحية هذه البطاقة.',
  expiryTooFar: 'تاريخ الانتهاء بعيد جدًا.',
  cvxRequired: 'يرجى إدخال رمز الأمان.',
  cvxInvalid: 'يجب أن يتكون رمز الأمان من {size} أرقام.',
  refused: 'تم رفض البطاقة. يرجى تجربة بطاقة أخرى.',
  registrationExpired: 'انتهت جلسة الدفع. يرجى المحاولة مرة أخرى.',
  registrationRejected: 'رفضت خدمة الدفع هذه الجلسة. يرجى المحاولة مرة أخرى.',
  serviceUnavailable: 'خدمة الدفع غير متاحة. يرجى المحاولة لاحقًا.',
  network:
    'تعذّر الاتصال بخدمة الدفع. يرجى التحقق من الاتصال (السبب المحتمل: حظر من الصفحة أو CORS).',
  timeout: 'انتهت مهلة انتظار خدمة الدفع. يرجى المحاولة مرة أخرى.',
  aborted: 'تم إلغاء حفظ البطاقة.',
  badResponse: 'ردّ غير متوقع من خدمة الدفع. يرجى المحاولة مرة أخرى.',
  configuration: 'نموذج البطاقة غير مُعدّ بشكل صحيح.',
});

export default ar;
