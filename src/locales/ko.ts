import { defineLocale } from './registry.js';

/** Korean: `import 'card-tokenizer/locales/ko'`, or `dist/locales/ko.js` after the script tag. */
export const ko = defineLocale('ko', {
  numberLabel: '카드 번호',
  expiryLabel: '유효기간',
  cvxLabel: '보안코드',
  holderLabel: '카드 소유자 이름',
  optional: '(선택 사항)',
  expiryPlaceholder: 'MM/YY',
  brandAnnouncement: '카드 종류: {brand}',
  unknownBrand: '알 수 없는 카드 종류',
  busy: '카드를 저장하는 중…',
  tokenized: '카드가 저장되었습니다',
  groupLabel: '결제 카드',
  frameTitle: '결제 카드 양식',
  holderRequired: '카드 소유자 이름을 입력해 주세요.',
  holderTooLong: '이름은 최대 {max}자입니다.',
  holderInvalid: '이름에 사용할 수 없는 문자가 있습니다.',
  networkLabel: '카드 네트워크',
  numberRequired: '카드 번호를 입력해 주세요.',
  numberInvalid: '유효하지 않은 카드 번호입니다.',
  numberIncomplete: '카드 번호가 불완전합니다.',
  numberNotAccepted: '이 카드 종류는 사용할 수 없습니다.',
  numberInactive: '활성화되지 않은 카드입니다.',
  expiryRequired: '유효기간을 입력해 주세요.',
  expiryInvalid: '유효기간을 MM/YY 형식으로 입력해 주세요.',
  expiryPast: '유효기간이 지난 카드입니다.',
  expiryTooFar: '유효기간이 너무 먼 미래입니다.',
  cvxRequired: '보안코드를 입력해 주세요.',
  cvxInvalid: '보안코드는 {size}자리여야 합니다.',
  refused: '카드가 거절되었습니다. 다른 카드를 사용해 주세요.',
  registrationExpired: '결제 세션이 만료되었습니다. 다시 시도해 주세요.',
  registrationRejected: '결제 서비스가 세션을 거부했습니다. 다시 시도해 주세요.',
  serviceUnavailable: '결제 서비스를 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  network:
    '결제 서비스에 연결할 수 없습니다. 연결을 확인해 주세요(페이지 차단이나 CORS가 원인일 수 있음).',
  timeout: '결제 서비스의 응답 시간이 초과되었습니다. 다시 시도해 주세요.',
  aborted: '카드 저장이 취소되었습니다.',
  badResponse: '결제 서비스에서 예기치 않은 응답이 왔습니다. 다시 시도해 주세요.',
  configuration: '카드 입력 양식 설정이 잘못되었습니다.',
});

export default ko;
