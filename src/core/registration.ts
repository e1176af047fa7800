import { isCardType, type CardType } from './brands.js';
import { describeValue, TokenizationError } from './errors.js';

/** A Card Registration exactly as the service returns it (other fields are ignored). */
export interface CardRegistration {
  CardRegistrationURL: string;
  AccessKey: string;
  PreregistrationData: string;
  CardType?: CardType | string;
  Id?: string;
}

/** The same in camelCase, as some SDKs hand it over. */
export interface CardRegistrationCamel {
  cardRegistrationURL?: string;
  cardRegistrationUrl?: string;
  accessKey: string;
  preregistrationData: string;
  cardType?: CardType | string;
  id?: string;
}

export type CardRegistrationLike = CardRegistration | CardRegistrationCamel;

/** What the tokenization call needs, checked. */
export interface TokenizationTarget {
  /** CardRegistrationURL exactly as given: host, path and query untouched. */
  url: string;
  accessKey: string;
  preregistrationData: string;
  cardType?: CardType;
  id?: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function configurationError(message: string): TokenizationError {
  return new TokenizationError('configuration', message);
}

function requireText(value: unknown, name: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw configurationError(
    `Expected ${name} to be a non-empty string, got ${describeValue(value)}`,
  );
}

/** Reads either case of a Card Registration and refuses what cannot be posted to safely. */
export function readRegistration(registration: CardRegistrationLike): TokenizationTarget {
  if (!registration || typeof registration !== 'object') {
    throw configurationError(
      `Expected a Card Registration object, got ${describeValue(registration)}`,
    );
  }
  const pascal = registration as Partial<CardRegistration>;
  const camel = registration as Partial<CardRegistrationCamel>;
  const rawUrl = requireText(
    pascal.CardRegistrationURL ?? camel.cardRegistrationURL ?? camel.cardRegistrationUrl,
    'CardRegistrationURL',
  );
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw configurationError(
      `Expected CardRegistrationURL to be an absolute URL, got ${describeValue(rawUrl)}`,
    );
  }
  if (
    url.protocol !== 'https:' &&
    !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  ) {
    throw configurationError(
      `Expected CardRegistrationURL to be an https URL (http only on loopback), got ${describeValue(rawUrl)}`,
    );
  }
  const cardType = pascal.CardType ?? camel.cardType;
  if (cardType !== undefined && cardType !== null && !isCardType(cardType)) {
    throw configurationError(
      `Expected CardType to be CB_VISA_MASTERCARD, AMEX, MAESTRO or BCMC, got ${describeValue(cardType)}`,
    );
  }
  const id = pascal.Id ?? camel.id;
  return {
    url: rawUrl,
    accessKey: requireText(pascal.AccessKey ?? camel.accessKey, 'AccessKey'),
    preregistrationData: requireText(
      pascal.PreregistrationData ?? camel.preregistrationData,
      'PreregistrationData',
    ),
    ...(cardType && { cardType }),
    ...(id && { id }),
  };
}
