import { isCardType, type CardType } from '../core/brands.js';
import { describeValue, localizedError, TokenizationError } from '../core/errors.js';
import type { Messages } from '../core/messages.js';
import type { CardCheck } from '../core/card.js';
import {
  readRegistration,
  type BrowserCardRegistration,
  type CardRegistrationCamel,
  type CardRegistrationLike,
} from '../core/registration.js';
import { postCard } from '../core/tokenize.js';
import { untilAborted } from '../core/until-aborted.js';

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
      ? ((source as BrowserCardRegistration).CardType ?? (source as CardRegistrationCamel).cardType)
      : attribute;
  return isCardType(declared) ? declared : undefined;
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
      () => localizedError('aborted', 'aborted', messages),
    );
  } catch (error) {
    if (error instanceof TokenizationError) throw error;
    throw new TokenizationError(
      'configuration',
      `Expected the registration function to return a Card Registration, got ${describeValue(error)}`,
      { cause: error },
    );
  }
}

/** Where the element's registration comes from: the `registration` property or the attributes. */
export interface RegistrationSettings {
  registration?: RegistrationSource;
  cardRegistrationUrl?: string;
  accessKeyRef?: string;
  preregistrationData?: string;
  cardType?: string;
}

/** The `registration` property, else a registration read from the attributes. */
export function registrationSource(settings: RegistrationSettings): RegistrationSource {
  return (
    settings.registration ??
    ({
      CardRegistrationURL: settings.cardRegistrationUrl,
      AccessKey: settings.accessKeyRef,
      PreregistrationData: settings.preregistrationData,
      ...(settings.cardType && { CardType: settings.cardType }),
    } as BrowserCardRegistration)
  );
}

/** Tells registrations apart: a new one is a new tokenization, even for the same card. */
export function registrationIdentity(settings: RegistrationSettings): unknown {
  return (
    settings.registration ??
    `${settings.cardRegistrationUrl}|${settings.accessKeyRef}|${settings.preregistrationData}`
  );
}

/** How the element sends its card. */
export interface SendOptions {
  /** The CardType a registration function is asked for. */
  cardType: CardType;
  signal: AbortSignal;
  timeout: number;
  messages: Messages;
  /** The card's check against the registration's `CardType` (the last one, when unchanged). */
  recheck(cardType: CardType | undefined): CardCheck;
}

/** Asks a registration function if there is one, then posts the card to its registration. */
export async function sendCard(source: RegistrationSource, options: SendOptions): Promise<string> {
  const { signal, messages } = options;
  // A registration object posts at once: no render runs between tokenize() and the request.
  const registration =
    typeof source === 'function'
      ? await askProvider(source, { cardType: options.cardType, signal }, messages)
      : source;
  const target = readRegistration(registration);
  return postCard(target, options.recheck(target.cardType), {
    signal,
    timeout: options.timeout,
    messages,
  });
}
