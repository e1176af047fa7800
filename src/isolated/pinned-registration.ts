import { TokenizationError } from '../core/errors.js';
import {
  readRegistration,
  type BrowserCardRegistration,
  type CardRegistrationLike,
} from '../core/registration.js';

/**
 * A registration read once by `readRegistration`, its origin checked on that reading, and handed
 * on as a new frozen object of the checked fields alone: no later reader can see another URL.
 */
export function pinRegistration(
  value: unknown,
  tokenization: readonly string[],
): Readonly<BrowserCardRegistration> {
  const target = readRegistration(value as CardRegistrationLike);
  const { origin } = new URL(target.url);
  if (!tokenization.includes(origin))
    throw new TokenizationError(
      'configuration',
      `Expected a CardRegistrationURL on ${tokenization.join(' or ') || 'no origin'} (the card frame's tokenization origins), got ${origin}`,
    );
  return Object.freeze({
    CardRegistrationURL: target.url,
    AccessKey: target.accessKey,
    PreregistrationData: target.preregistrationData,
    ...(target.cardType && { CardType: target.cardType }),
    ...(target.id && { Id: target.id }),
  });
}
