import { CARD_TYPES, type CardType } from './brands.js';
import { describeValue, expected } from './errors.js';

/**
 * What the browser needs of a Card Registration, PascalCase as the service returns it: the whole
 * object from `card-tokenizer/server` fits, other fields are ignored.
 */
export interface BrowserCardRegistration {
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

/**
 * @deprecated Use `BrowserCardRegistration`: `CardRegistration` names the full object of
 * `card-tokenizer/server`.
 */
export type CardRegistration = BrowserCardRegistration;

export type CardRegistrationLike = BrowserCardRegistration | CardRegistrationCamel;

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
  if (typeof value === 'string' && value.trim()) return value;
  throw expected(`${name} to be a non-empty string`, value);
}

/**
 * The one value of a field that has several spellings: the keys given (not null or undefined)
 * must agree, so no later reader can pick another one.
 */
function oneOf(given: Record<string, unknown>, keys: string[], name: string): unknown {
  const values = keys.filter((key) => given[key] != null).map((key) => given[key]);
  if (values.some((value) => value !== values[0]))
    throw expected(
      `one ${name} (${keys.join(', ')} disagree)`,
      values.map(describeValue).join(' ≠ '),
    );
  return values[0];
}

/**
 * Reads either case of a Card Registration once, into a checked target, and refuses what cannot
 * be posted to safely. Every reader of a registration goes through here.
 */
export function readRegistration(registration: CardRegistrationLike): TokenizationTarget;
export function readRegistration(given: unknown): TokenizationTarget {
  if (!given || typeof given !== 'object') {
    throw expected('a Card Registration object', given);
  }
  const fields = given as Record<string, unknown>;
  const url = requireText(
    oneOf(
      fields,
      ['CardRegistrationURL', 'cardRegistrationURL', 'cardRegistrationUrl'],
      'CardRegistrationURL',
    ),
    'CardRegistrationURL',
  );
  // A relative or unparsable URL is not an https one either: one message says what is expected.
  let isSafe = false;
  try {
    const { protocol, hostname } = new URL(url);
    isSafe = protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTS.includes(hostname));
  } catch {
    // Stays unsafe.
  }
  if (!isSafe) {
    throw expected('CardRegistrationURL to be an https URL (http only on loopback)', url);
  }
  const cardType = oneOf(fields, ['CardType', 'cardType'], 'CardType');
  // Not isCardType(): the core bundle then ships one function less.
  if (cardType != null && !CARD_TYPES.includes(cardType as CardType)) {
    throw expected(`CardType to be one of ${CARD_TYPES.join(', ')}`, cardType);
  }
  const id = oneOf(fields, ['Id', 'id'], 'Id');
  return {
    url,
    accessKey: requireText(oneOf(fields, ['AccessKey', 'accessKey'], 'AccessKey'), 'AccessKey'),
    preregistrationData: requireText(
      oneOf(fields, ['PreregistrationData', 'preregistrationData'], 'PreregistrationData'),
      'PreregistrationData',
    ),
    ...(cardType ? { cardType: cardType as CardType } : {}),
    ...(typeof id === 'string' && id ? { id } : {}),
  };
}
