import { PaymentPageHeadersError } from './headers-error.js';
import { checkList, checkOrigin } from './sources.js';

/**
 * The `Link` header that opens a connection to each origin while the page still loads:
 * `<https://pay.shop.example>; rel=preconnect`, crossorigin-less, as a frame's navigation uses
 * one. `undefined` for none; a wildcard origin names no host to connect to.
 */
export function preconnectLink(value: unknown): string | undefined {
  const origins = checkList('preconnect', value, (name, item) => {
    const origin = checkOrigin(name, item);
    if (origin.includes('*')) throw new PaymentPageHeadersError(name, 'an origin without *', item);
    return origin;
  });
  return origins.length
    ? origins.map((origin) => `<${origin}>; rel=preconnect`).join(', ')
    : undefined;
}
