import { randomBytes } from 'node:crypto';

/** Lowercase hex ids, because the router lowercases paths before matching. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`;
}

export function newSecret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function unixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
