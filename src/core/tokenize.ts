import { readAnswer } from './answer.js';
import { firstInvalidField, validateCard, type CardCheck, type CardInput } from './card.js';
import { expected, localizedError, serverError, type TokenizationError } from './errors.js';
import { en, type Messages } from './messages.js';
import {
  readRegistration,
  type CardRegistrationLike,
  type TokenizationTarget,
} from './registration.js';

export const DEFAULT_TIMEOUT_MS = 30_000;
/** The longest delay a timer holds: Node fires a longer one after 1 ms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface TokenizeOptions {
  /** Cancels the request; the promise then rejects with code `aborted`. */
  signal?: AbortSignal;
  /** Milliseconds before giving up with code `timeout`. */
  timeout?: number;
  /** Error texts over the English ones: `fr` from `card-tokenizer/locales/fr`, or your own. */
  messages?: Partial<Messages>;
  /** The date expiry is checked against (for tests). */
  now?: Date;
}

/** The error for a card that may not be sent, on the first field the shopper must fix. */
export function validationError(check: CardCheck, messages: Messages): TokenizationError {
  const field = firstInvalidField(check)!;
  const { error, errorValues } = check.fields[field];
  return localizedError('validation', error!, messages, { field }, errorValues);
}

/**
 * Validates the card, posts it form-encoded to the registration's `CardRegistrationURL` and
 * resolves the whole `data=…` answer, the `RegistrationData` for the update call.
 *
 * @example
 * const registrationData = await tokenizeCard(registration, {
 *   cardNumber: '4242 4242 4242 4242', cardExpirationDate: '12/30', cardCvx: '123',
 * });
 */
export async function tokenizeCard(
  registration: CardRegistrationLike,
  card: CardInput,
  options: TokenizeOptions = {},
): Promise<string> {
  const target = readRegistration(registration);
  const check = validateCard(card, { cardType: target.cardType, now: options.now });
  return postCard(target, check, options);
}

/** `tokenizeCard()` for a card already checked against the target's `CardType` (the element's). */
export async function postCard(
  target: TokenizationTarget,
  check: CardCheck,
  options: TokenizeOptions,
): Promise<string> {
  const messages = { ...en, ...options.messages };
  if (!check.payload) throw validationError(check, messages);
  // The timer's delay: a positive number of milliseconds, at most what a timer can hold.
  const timeout: unknown = options.timeout ?? DEFAULT_TIMEOUT_MS;
  if (typeof timeout !== 'number' || !(timeout > 0)) {
    throw expected('timeout to be a positive number of milliseconds', timeout);
  }
  // One controller for the caller's signal and the timeout: cheaper than `AbortSignal.any` with
  // `AbortSignal.timeout`, and it runs where those are missing (Safari before 17.4).
  const controller = new AbortController();
  // Aborted before the call: fetch() rejects at once and sends nothing.
  if (options.signal?.aborted) controller.abort('aborted');
  // The field order of the service's own browser kit; a form body keeps it a simple CORS request.
  const body = new URLSearchParams({
    data: target.preregistrationData,
    accessKeyRef: target.accessKey,
    ...check.payload,
  });
  const request = fetch(target.url, {
    method: 'POST',
    body,
    signal: controller.signal,
    credentials: 'omit',
    cache: 'no-store',
    redirect: 'error',
    referrerPolicy: 'no-referrer',
  });
  // Armed after fetch(), which need not wait for them: nothing can abort in between.
  const timer = setTimeout(
    () => controller.abort('timeout'),
    Math.min(Math.ceil(timeout), MAX_TIMER_MS),
  );
  const abort = () => controller.abort('aborted');
  options.signal?.addEventListener('abort', abort);
  let text = '';
  // A status other than 2xx leaves the answer empty: a `bad_response`, with the status.
  let httpStatus: number | undefined;
  try {
    const response = await request;
    if (response.ok) {
      text = await response.text();
    } else {
      httpStatus = response.status;
      await response.body?.cancel();
    }
  } catch (error) {
    // Until the request is over, the controller is aborted only as `timeout` or `aborted`.
    const code: 'timeout' | 'aborted' | 'network' = controller.signal.reason ?? 'network';
    throw localizedError(code, code, messages, { cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
  const answer = readAnswer(text, check.payload.cardNumber);
  if (answer && 'data' in answer) return answer.data;
  if (answer) throw serverError(answer.errorCode, messages, check.securityCode.size);
  throw localizedError('bad_response', 'badResponse', messages, { httpStatus });
}
