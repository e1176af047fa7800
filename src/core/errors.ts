import { CARD_FIELDS, type CardField } from './card.js';
import { formatMessage, type MessageKey, type Messages } from './messages.js';

export type TokenizationErrorCode =
  'validation' | 'configuration' | 'network' | 'timeout' | 'aborted' | 'server' | 'bad_response';

/** The tokenization server's `errorCode=` values (PROTOCOL.md), with the message of each. */
export const SERVER_ERRORS: Record<string, MessageKey> = {
  '02625': 'numberInvalid',
  '02626': 'expiryInvalid',
  '02627': 'cvxInvalid',
  '02624': 'expiryPast',
  '01902': 'numberInactive',
  '02628': 'refused',
  '02631': 'registrationExpired',
  '02632': 'registrationRejected',
  '09101': 'registrationRejected',
  '09102': 'registrationRejected',
  '09104': 'registrationRejected',
  '09201': 'registrationRejected',
  '02101': 'serviceUnavailable',
};

export interface TokenizationErrorInit {
  field?: CardField;
  serverCode?: string;
  /** The message key, so a form can show the same error in its own language. */
  messageKey?: MessageKey;
  /** The HTTP status of an answer that was not a tokenization answer. */
  httpStatus?: number;
  cause?: unknown;
}

/** A value as a developer-facing message quotes it; never throws, whatever the value. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  try {
    return String(value);
  } catch {
    // An object without a callable toString (`Object.create(null)`, `{ toString: 0 }`).
    return Object.prototype.toString.call(value);
  }
}

/** A `configuration` error in stripe-js style: what was expected, and the value that came. */
export function expected(what: string, value: unknown): TokenizationError {
  return new TokenizationError('configuration', `Expected ${what}, got ${describeValue(value)}`);
}

/** Every way `tokenizeCard()` and `<card-tokenizer>` fail. Its message never holds card data. */
export class TokenizationError extends Error {
  override readonly name = 'TokenizationError';
  readonly code: TokenizationErrorCode;
  readonly field?: CardField;
  readonly serverCode?: string;
  readonly messageKey?: MessageKey;
  readonly httpStatus?: number;

  constructor(code: TokenizationErrorCode, message: string, init: TokenizationErrorInit = {}) {
    // Error reads only `cause` from its options, and sets it only when the key is there.
    super(message, init);
    this.code = code;
    if (init.field) this.field = init.field;
    if (init.serverCode) this.serverCode = init.serverCode;
    if (init.messageKey) this.messageKey = init.messageKey;
    if (init.httpStatus) this.httpStatus = init.httpStatus;
  }
}

/** An error whose message is a shopper-facing text from the catalogue, `values` filled in. */
export function localizedError(
  code: TokenizationErrorCode,
  messageKey: MessageKey,
  messages: Messages,
  init: Omit<TokenizationErrorInit, 'messageKey'> = {},
  values?: Record<string, string | number>,
): TokenizationError {
  return new TokenizationError(code, formatMessage(messages[messageKey], values), {
    ...init,
    messageKey,
  });
}

/** Maps an `errorCode=` answer; unknown codes are still `server` errors, with the code kept. */
export function serverError(serverCode: string, messages: Messages, cvxSize: number) {
  const messageKey = SERVER_ERRORS[serverCode] ?? 'refused';
  // The field at fault is the one the message names: `cvxInvalid` is about `cvx`.
  const field = CARD_FIELDS.find((name) => messageKey.startsWith(name));
  return localizedError('server', messageKey, messages, { serverCode, field }, { size: cvxSize });
}
