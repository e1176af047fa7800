import { isCardType, type CardType } from '../core/brands.js';
import { describeValue, localizedError, TokenizationError } from '../core/errors.js';
import type { Messages } from '../core/messages.js';
import type {
  CardRegistration,
  CardRegistrationCamel,
  CardRegistrationLike,
} from '../core/registration.js';

/** What a registration function receives: the typed card's `CardType`, and a signal to cancel. */
export interface RegistrationRequest {
  cardType: CardType;
  signal: AbortSignal;
}

/** Creates the Card Registration when the shopper pays, for the card type they typed. */
export type RegistrationProvider = (
  request: RegistrationRequest,
) => CardRegistrationLike | Promise<CardRegistrationLike>;

/** A Card Registration as the service returns it, or a function that creates one. */
export type RegistrationSource = CardRegistrationLike | RegistrationProvider;

/** The registration's `CardType` when known before tokenizing, else the `card-type` attribute. */
export function knownCardType(
  source: RegistrationSource | undefined,
  attribute: string | undefined,
): CardType | undefined {
  const declared =
    source && typeof source === 'object'
      ? ((source as CardRegistration).CardType ?? (source as CardRegistrationCamel).cardType)
      : attribute;
  return isCardType(declared) ? declared : undefined;
}

/** Rejects with `aborted` as soon as `signal` fires, even if `work` never settles. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal, messages: Messages): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(localizedError('aborted', 'aborted', messages));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The provider's registration for this card type. A provider that fails is a `configuration`
 * error carrying its cause.
 */
export async function askProvider(
  provider: RegistrationProvider,
  request: RegistrationRequest,
  messages: Messages,
): Promise<CardRegistrationLike> {
  try {
    return await untilAborted(
      Promise.resolve().then(() => provider(request)),
      request.signal,
      messages,
    );
  } catch (error) {
    if (error instanceof TokenizationError) throw error;
    throw new TokenizationError(
      'configuration',
      `Expected the registration function to return a Card Registration, it failed: ${describeValue(error)}`,
      { cause: error },
    );
  }
}
