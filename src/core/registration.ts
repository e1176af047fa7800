import { CARD_TYPES, isCardType, type CardType } from './brands.js';
import { expected } from './errors.js';

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

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function requireText(value: unknown, name: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw expected(`${name} to be a non-empty string`, value);
}

/** Reads either case of a Card Registration and refuses what cannot be posted to safely. */
export function readRegistration(registration: CardRegistrationLike): TokenizationTarget {
  if (!registration || typeof registration !== 'object') {
    throw expected('a Card Registration object', registration);
  }
  const pascal = registration as Partial<CardRegistration>;
  const camel = registration as Partial<CardRegistrationCamel>;
  const url = requireText(
    pascal.CardRegistrationURL ?? camel.cardRegistrationURL ?? camel.cardRegistrationUrl,
    'CardRegistrationURL',
  );
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw expected('CardRegistrationURL to be an absolute URL', url);
  }
  const { protocol, hostname } = parsed;
  if (protocol !== 'https:' && !(protocol === 'http:' && LOOPBACK_HOSTS.includes(hostname))) {
    throw expected('CardRegistrationURL to be an https URL (http only on loopback)', url);
  }
  const cardType = pascal.CardType ?? camel.cardType;
  if (cardType != null && !isCardType(cardType)) {
    throw expected(`CardType to be one of ${CARD_TYPES.join(', ')}`, cardType);
  }
  const id = pascal.Id ?? camel.id;
  return {
    url,
    accessKey: requireText(pascal.AccessKey ?? camel.accessKey, 'AccessKey'),
    preregistrationData: requireText(
      pascal.PreregistrationData ?? camel.preregistrationData,
      'PreregistrationData',
    ),
    ...(cardType && { cardType }),
    ...(id && { id }),
  };
}
