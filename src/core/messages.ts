/**
 * The text of every error, by key. French is `card-tokenizer/locales/fr`, kept out of this
 * module so that a page in English ships no French; the element's own labels are in
 * `element/texts.ts`.
 */
export const en = {
  numberRequired: 'Enter a card number.',
  numberInvalid: 'This card number is not valid.',
  numberIncomplete: 'This card number is incomplete.',
  numberNotAccepted: 'This card type is not accepted here.',
  numberInactive: 'This card is not active.',
  expiryRequired: 'Enter the expiry date.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expiryPast: 'This card has expired.',
  expiryTooFar: 'This expiry date is too far in the future.',
  cvxRequired: 'Enter the security code.',
  cvxInvalid: 'The security code must be {size} digits.',
  refused: 'The card was refused. Try another card.',
  registrationExpired: 'This payment session has expired. Please try again.',
  registrationRejected: 'The payment service did not accept this session. Please try again.',
  serviceUnavailable: 'The payment service is unavailable. Please try again later.',
  network: 'Could not reach the payment service. Please try again, or choose another way to pay.',
  timeout: 'The payment service took too long to answer. Please try again.',
  aborted: 'Saving the card was cancelled.',
  badResponse: 'The payment service sent an unexpected answer. Please try again.',
  configuration: 'The card form is not set up correctly.',
};

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

/** Fills `{name}` placeholders. */
export function formatMessage(template: string, values: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
