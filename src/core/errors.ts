// Not `import type`: card.ts then comes before this module in bundles, which gzip 20 B smaller.
import { type CardField } from './card.js';
import { formatMessage, type MessageKey, type Messages } from './messages.js';

export type TokenizationErrorCode =
  | 'validation'
  | 'configuration'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'server'
  | 'bad_response'
  /** `<card-tokenizer-frame>`'s frame did not load or answer. */
  | 'frame';

/** One `errorCode=` as the shopper is told it: the message, and the field at fault if any. */
export interface ServerErrorMeaning {
  messageKey: MessageKey;
  field?: CardField;
}

/** The tokenization server's `errorCode=` values (PROTOCOL.md), with the meaning of each. */
export const SERVER_ERRORS: Record<string, ServerErrorMeaning> = {
  '02625': { messageKey: 'numberInvalid', field: 'number' },
  '02626': { messageKey: 'expiryInvalid', field: 'expiry' },
  '02627': { messageKey: 'cvxInvalid', field: 'cvx' },
  '02624': { messageKey: 'expiryPast', field: 'expiry' },
  '01902': { messageKey: 'numberInactive', field: 'number' },
  '02628': { messageKey: 'refused' },
  '02631': { messageKey: 'registrationExpired' },
  '02632': { messageKey: 'registrationRejected' },
  '09101': { messageKey: 'registrationRejected' },
  '09102': { messageKey: 'registrationRejected' },
  '09104': { messageKey: 'registrationRejected' },
  '09201': { messageKey: 'registrationRejected' },
  '02101': { messageKey: 'serviceUnavailable' },
};

/** The field at fault: one of the card's, or the element's name on the card. */
export type ErrorField = CardField | 'holder';

export interface TokenizationErrorInit {
  field?: ErrorField;
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
  readonly field?: ErrorField;
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
  init?: Omit<TokenizationErrorInit, 'messageKey'>,
  values?: Record<string, string | number>,
): TokenizationError {
  return new TokenizationError(code, formatMessage(messages[messageKey], values), {
    ...init,
    messageKey,
  });
}

/** Maps an `errorCode=` answer; unknown codes are still `server` errors, with the code kept. */
export function serverError(serverCode: string, messages: Messages, cvxSize: number) {
  const meaning = SERVER_ERRORS[serverCode] ?? { messageKey: 'refused' };
  return localizedError(
    'server',
    meaning.messageKey,
    messages,
    { ...meaning, serverCode },
    { size: cvxSize },
  );
}
