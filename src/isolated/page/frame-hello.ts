import { HELLO, type Hello } from '../channel/protocol.js';

/**
 * A message on the page's window read once as the frame's hello: each field read once, a copy of
 * the strings only, or `null` for anything else. A frame of another version may name no theme.
 */
export function readHello(data: unknown): Hello | null {
  const { ct, u, theme = '' } = (data ?? {}) as Record<keyof Hello, unknown>;
  return ct === HELLO && typeof u === 'string' && typeof theme === 'string' && !Array.isArray(data)
    ? { ct, u, theme }
    : null;
}
