import { defineLocale } from './registry.js';

/** Simplified Chinese: `import 'card-tokenizer/locales/zh-Hans'`, or `dist/locales/zh-Hans.js` after the script tag. */
export const zhHans = defineLocale('zh-Hans', {
  numberLabel: '卡号',
  expiryLabel: '有效期',
  cvxLabel: '安全码',
  holderLabel: '持卡人姓名',
  optional: '（选填）',
  expiryPlaceholder: 'MM/YY',
  brandAnnouncement: '卡类型：{brand}',
  unknownBrand: '未知卡类型',
  busy: '正在保存您的卡片…',
  holderRequired: '请输入持卡人姓名。',
  holderTooLong: '持卡人姓名最多{max}个字符。',
  holderInvalid: '持卡人姓名包含不可使用的字符。',
  numberRequired: '请输入卡号。',
  numberInvalid: '卡号无效。',
  numberIncomplete: '卡号不完整。',
  numberNotAccepted: '此处不支持该类型的卡。',
  numberInactive: '该卡尚未激活。',
  expiryRequired: '请输入有效期。',
  expiryInvalid: '请按MM/YY格式输入有效期。',
  expiryPast: '该卡已过期。',
  expiryTooFar: '该有效期过于遥远。',
  cvxRequired: '请输入安全码。',
  cvxInvalid: '安全码须为{size}位数字。',
  refused: '该卡被拒绝，请换一张卡重试。',
  registrationExpired: '本次支付会话已过期，请重试。',
  registrationRejected: '支付服务未接受此会话，请重试。',
  serviceUnavailable: '支付服务暂不可用，请稍后重试。',
  network: '无法连接支付服务。请检查您的网络连接（原因可能是页面拦截或CORS）。',
  timeout: '支付服务响应超时，请重试。',
  aborted: '已取消保存卡片。',
  badResponse: '支付服务返回了意外的响应，请重试。',
  configuration: '卡片表单设置不正确。',
});

export default zhHans;
