import { defineLocale } from './registry.js';

/** Portuguese (Portugal): `import 'card-tokenizer/locales/pt'`, or `dist/locales/pt.js` after the script tag. */
export const pt = defineLocale('pt', {
  numberLabel: 'Número do cartão',
  expiryLabel: 'Data de validade',
  cvxLabel: 'Código de segurança',
  holderLabel: 'Nome no cartão',
  optional: '(opcional)',
  expiryPlaceholder: 'MM/AA',
  brandAnnouncement: 'Tipo de cartão: {brand}',
  unknownBrand: 'Tipo de cartão desconhecido',
  busy: 'A guardar o seu cartão…',
  tokenized: 'Cartão guardado',
  groupLabel: 'Cartão de pagamento',
  holderRequired: 'Introduza o nome que consta no cartão.',
  holderTooLong: 'O nome no cartão pode ter, no máximo, {max} caracteres.',
  holderInvalid: 'O nome no cartão contém caracteres não permitidos.',
  networkLabel: 'Rede do cartão',
  numberRequired: 'Introduza o número do cartão.',
  numberInvalid: 'Este número de cartão não é válido.',
  numberIncomplete: 'Este número de cartão está incompleto.',
  numberNotAccepted: 'Este tipo de cartão não é aceite aqui.',
  numberInactive: 'Este cartão não está ativo.',
  expiryRequired: 'Introduza a data de validade.',
  expiryInvalid: 'Introduza a data de validade no formato MM/AA.',
  expiryPast: 'Este cartão expirou.',
  expiryTooFar: 'Esta data de validade é demasiado distante.',
  cvxRequired: 'Introduza o código de segurança.',
  cvxInvalid: 'O código de segurança deve ter {size} dígitos.',
  refused: 'O cartão foi recusado. Experimente outro cartão.',
  registrationExpired: 'Esta sessão de pagamento expirou. Tente novamente.',
  registrationRejected: 'O serviço de pagamento não aceitou esta sessão. Tente novamente.',
  serviceUnavailable: 'O serviço de pagamento está indisponível. Tente novamente mais tarde.',
  network:
    'Não foi possível contactar o serviço de pagamento. Tente novamente ou escolha outro meio de pagamento.',
  timeout: 'O serviço de pagamento demorou demasiado a responder. Tente novamente.',
  aborted: 'Operação cancelada: o cartão não foi guardado.',
  badResponse: 'O serviço de pagamento enviou uma resposta inesperada. Tente novamente.',
  configuration: 'O formulário do cartão não está configurado corretamente.',
});

export default pt;
