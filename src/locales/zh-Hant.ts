import { defineLocale } from './registry.js';

/** Traditional Chinese (Taiwan): `import 'card-tokenizer/locales/zh-Hant'`, or `dist/locales/zh-Hant.js` after the script tag. */
export const zhHant = defineLocale('zh-Hant', {
  numberLabel: '卡號',
  expiryLabel: '有效期限',
  cvxLabel: '安全碼',
  holderLabel: '持卡人姓名',
  optional: '（選填）',
  expiryPlaceholder: 'MM/YY',
  brandAnnouncement: '卡別：{brand}',
  unknownBrand: '無法辨識的卡別',
  busy: '正在儲存您的卡片…',
  holderRequired: '請輸入持卡人姓名。',
  holderTooLong: '持卡人姓名最多{max}個字元。',
  holderInvalid: '持卡人姓名含有無法使用的字元。',
  numberRequired: '請輸入卡號。',
  numberInvalid: '卡號無效。',
  numberIncomplete: '卡號不完整。',
  numberNotAccepted: '此處不接受這種卡別。',
  numberInactive: '此卡片尚未啟用。',
  expiryRequired: '請輸入有效期限。',
  expiryInvalid: '請依MM/YY格式輸入有效期限。',
  expiryPast: '此卡片已過期。',
  expiryTooFar: '有效期限過於遙遠。',
  cvxRequired: '請輸入安全碼。',
  cvxInvalid: '安全碼須為{size}位數字。',
  refused: '卡片遭拒，請改用其他卡片。',
  registrationExpired: '本次付款工作階段已逾時，請再試一次。',
  registrationRejected: '付款服務未接受此工作階段，請再試一次。',
  serviceUnavailable: '付款服務目前無法使用，請稍後再試。',
  network: '無法連線至付款服務。請檢查您的網路連線（原因可能是頁面封鎖或CORS）。',
  timeout: '付款服務回應逾時，請再試一次。',
  aborted: '已取消儲存卡片。',
  badResponse: '付款服務傳回非預期的回應，請再試一次。',
  configuration: '卡片表單設定不正確。',
});

export default zhHant;
