import { defineLocale } from './registry.js';

/** Japanese: `import 'card-tokenizer/locales/ja'`, or `dist/locales/ja.js` after the script tag. */
export const ja = defineLocale('ja', {
  numberLabel: 'カード番号',
  expiryLabel: '有効期限',
  cvxLabel: 'セキュリティコード',
  holderLabel: 'カード名義',
  optional: '（任意）',
  expiryPlaceholder: 'MM/YY',
  brandAnnouncement: 'カードブランド：{brand}',
  unknownBrand: '不明なカードブランド',
  busy: 'カードを保存しています…',
  tokenized: 'カードを保存しました',
  groupLabel: '支払いカード',
  holderRequired: 'カード名義を入力してください。',
  holderTooLong: 'カード名義は{max}文字以内で入力してください。',
  holderInvalid: 'カード名義に使用できない文字があります。',
  networkLabel: 'カードネットワーク',
  numberRequired: 'カード番号を入力してください。',
  numberInvalid: 'カード番号が正しくありません。',
  numberIncomplete: 'カード番号の桁数が足りません。',
  numberNotAccepted: 'このカードブランドはご利用いただけません。',
  numberInactive: 'このカードは現在ご利用いただけません。',
  expiryRequired: '有効期限を入力してください。',
  expiryInvalid: '有効期限をMM/YY形式で入力してください。',
  expiryPast: 'このカードは有効期限が切れています。',
  expiryTooFar: '有効期限が先すぎます。',
  cvxRequired: 'セキュリティコードを入力してください。',
  cvxInvalid: 'セキュリティコードは{size}桁で入力してください。',
  refused: 'カードが承認されませんでした。別のカードをお試しください。',
  registrationExpired: '決済セッションの有効期限が切れました。もう一度お試しください。',
  registrationRejected: '決済サービスがセッションを拒否しました。もう一度お試しください。',
  serviceUnavailable: '決済サービスを利用できません。後ほどお試しください。',
  network:
    '決済サービスに接続できません。もう一度お試しいただくか、別のお支払い方法をお選びください。',
  timeout: '決済サービスが応答しませんでした。もう一度お試しください。',
  aborted: 'カードの保存を中止しました。',
  badResponse: '決済サービスから予期しない応答がありました。もう一度お試しください。',
  configuration: 'カードフォームの設定が正しくありません。',
});

export default ja;
