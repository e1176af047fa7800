import { TokenizationError } from '../../core/errors.js';
import {
  readRegistration,
  type BrowserCardRegistration,
  type CardRegistrationLike,
} from '../../core/registration.js';

/**
 * Whether `url` is under one of the frame's tokenization sources, as CSP reads them: an origin
 * (any path), a prefix ending in `/`, or one exact path.
 */
const isUnder = (url: URL, sources: readonly string[]) =>
  !climbs(url.pathname) &&
  sources.some((source) => {
    const { origin, pathname } = new URL(source);
    return (
      origin === url.origin &&
      (pathname.endsWith('/') ? url.pathname.startsWith(pathname) : url.pathname === pathname)
    );
  });

/** A path that a server decoding `%2F` or `%5C` would read as leaving its prefix (`..%2F`). */
function climbs(path: string): boolean {
  try {
    return decodeURIComponent(path)
      .split(/[/\\]/)
      .some((segment) => segment === '..' || segment === '.');
  } catch {
    return true;
  }
}

/**
 * A registration read once by `readRegistration`, its origin and path checked on that reading,
 * and handed on as a new frozen object of the checked fields alone: no later reader can see
 * another URL.
 */
export function pinRegistration(
  value: unknown,
  tokenization: readonly string[],
): Readonly<BrowserCardRegistration> {
  const target = readRegistration(value as CardRegistrationLike);
  const url = new URL(target.url);
  if (!isUnder(url, tokenization))
    throw new TokenizationError(
      'configuration',
      `Expected a CardRegistrationURL under ${tokenization.join(' or ') || 'no URL'} (the card frame's tokenization URLs), got ${url.origin}${url.pathname}`,
    );
  return Object.freeze({
    CardRegistrationURL: target.url,
    AccessKey: target.accessKey,
    PreregistrationData: target.preregistrationData,
    ...(target.cardType && { CardType: target.cardType }),
    ...(target.id && { Id: target.id }),
  });
}
