import { defineLocale } from './registry.js';

/** Brazilian Portuguese: `import 'card-tokenizer/locales/pt-BR'`, or `dist/locales/pt-BR.js` after the script tag. */
export const ptBR = defineLocale('pt-BR', {
  numberLabel: 'Número do cartão',
  expiryLabel: 'Data de validade',
  cvxLabel: 'Código de segurança',
  holderLabel: 'Nome impresso no cartão',
  optional: '(opcional)',
  expiryPlaceholder: 'MM/AA',
  brandAnnouncement: 'Bandeira do cartão: {brand}',
  unknownBrand: 'Bandeira desconhecida',
  busy: 'Salvando seu cartão…',
  tokenized: 'Cartão salvo',
  groupLabel: 'Cartão de pagamento',
  holderRequired: 'Informe o nome impresso no cartão.',
  holderTooLong: 'O nome no cartão pode ter no máximo {max} caracteres.',
  holderInvalid: 'O nome no cartão contém caracteres não permitidos.',
  networkLabel: 'Bandeira do cartão',
  numberRequired: 'Informe o número do cartão.',
  numberInvalid: 'Este número de cartão não é válido.',
  numberIncomplete: 'Este número de cartão está incompleto.',
  numberNotAccepted: 'Esta bandeira não é aceita aqui.',
  numberInactive: 'Este cartão não está ativo.',
  expiryRequired: 'Informe a data de validade.',
  expiryInvalid: 'Informe a data de validade no formato MM/AA.',
  expiryPast: 'Este cartão está vencido.',
  expiryTooFar: 'Esta data de validade está muito distante.',
  cvxRequired: 'Informe o código de segurança.',
  cvxInvalid: 'O código de segurança deve ter {size} dígitos.',
  refused: 'O cartão foi recusado. Tente outro cartão.',
  registrationExpired: 'Esta sessão de pagamento expirou. Tente novamente.',
  registrationRejected: 'O serviço de pagamento não aceitou esta sessão. Tente novamente.',
  serviceUnavailable: 'O serviço de pagamento está indisponível. Tente novamente mais tarde.',
  network:
    'Não foi possível acessar o serviço de pagamento. Tente novamente ou escolha outra forma de pagamento.',
  timeout: 'O serviço de pagamento demorou muito para responder. Tente novamente.',
  aborted: 'Operação cancelada: o cartão não foi salvo.',
  badResponse: 'O serviço de pagamento enviou uma resposta inesperada. Tente novamente.',
  configuration: 'O formulário do cartão não está configurado corretamente.',
});

export default ptBR;
