import { defineLocale } from './registry.js';

/** Turkish: `import 'card-tokenizer/locales/tr'`, or `dist/locales/tr.js` after the script tag. */
export const tr = defineLocale('tr', {
  numberLabel: 'Kart numarası',
  expiryLabel: 'Son kullanma tarihi',
  cvxLabel: 'Güvenlik kodu',
  holderLabel: 'Kart üzerindeki isim',
  optional: '(isteğe bağlı)',
  expiryPlaceholder: 'AA/YY',
  brandAnnouncement: 'Kart türü: {brand}',
  unknownBrand: 'Bilinmeyen kart türü',
  busy: 'Kartınız kaydediliyor…',
  tokenized: 'Kart kaydedildi',
  groupLabel: 'Ödeme kartı',
  frameTitle: 'Ödeme kartı formu',
  holderRequired: 'Lütfen kart üzerindeki ismi girin.',
  holderTooLong: 'Kart üzerindeki isim en fazla {max} karakter olabilir.',
  holderInvalid: 'Kart üzerindeki isim izin verilmeyen karakterler içeriyor.',
  networkLabel: 'Kart ağı',
  numberRequired: 'Lütfen kart numarasını girin.',
  numberInvalid: 'Bu kart numarası geçerli değil.',
  numberIncomplete: 'Bu kart numarası eksik.',
  numberNotAccepted: 'Bu kart türü burada kabul edilmiyor.',
  numberInactive: 'Bu kart aktif değil.',
  expiryRequired: 'Lütfen son kullanma tarihini girin.',
  expiryInvalid: 'Lütfen son kullanma tarihini AA/YY biçiminde girin.',
  expiryPast: 'Bu kartın süresi dolmuş.',
  expiryTooFar: 'Bu son kullanma tarihi çok ileride.',
  cvxRequired: 'Lütfen güvenlik kodunu girin.',
  cvxInvalid: 'Güvenlik kodu {size} haneli olmalıdır.',
  refused: 'Kart reddedildi. Lütfen başka bir kart deneyin.',
  registrationExpired: 'Bu ödeme oturumunun süresi doldu. Lütfen tekrar deneyin.',
  registrationRejected: 'Ödeme hizmeti bu oturumu kabul etmedi. Lütfen tekrar deneyin.',
  serviceUnavailable: 'Ödeme hizmeti şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.',
  network:
    'Ödeme hizmetine ulaşılamadı. Bağlantınızı kontrol edin (nedeni sayfanın uyguladığı bir engel veya CORS olabilir).',
  timeout: 'Ödeme hizmeti zamanında yanıt vermedi. Lütfen tekrar deneyin.',
  aborted: 'Kartın kaydedilmesi iptal edildi.',
  badResponse: 'Ödeme hizmeti beklenmeyen bir yanıt gönderdi. Lütfen tekrar deneyin.',
  configuration: 'Kart formu doğru yapılandırılmamış.',
});

export default tr;
