import { createHash } from 'node:crypto';

export const sha384 = (body: Buffer | string) =>
  `sha384-${createHash('sha384').update(body).digest('base64')}`;

/** Whether an `integrity` attribute (one or more `alg-hash` tokens) names this body. */
export function integrityMatches(attribute: string, body: Buffer): boolean {
  return attribute.split(/\s+/).some((token) => {
    const [algorithm, value] = token.split('-', 2) as [string, string | undefined];
    if (!['sha256', 'sha384', 'sha512'].includes(algorithm) || !value) return false;
    // Options after `?` (reserved by SRI) are not part of the hash.
    return createHash(algorithm).update(body).digest('base64') === value.split('?')[0];
  });
}
