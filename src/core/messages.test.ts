import { describe, expect, it } from 'vitest';
import { NETWORK_HINT } from '../element/events.js';
import { en, formatMessage } from './messages.js';

describe('the catalogue', () => {
  it('tells the shopper what to do on a network error, and the developer its causes', () => {
    // Without the CORS header, fetch fails as a dropped connection does: one error for both.
    expect(en.network).not.toMatch(/CORS|CSP|connect-src/);
    expect(en.network).toMatch(/try again/);
    expect(NETWORK_HINT).toMatch(/CORS.*CSP connect-src/);
  });
});

describe('formatMessage', () => {
  it('fills known placeholders and leaves others', () => {
    expect(formatMessage('{size} digits, {other}', { size: 4 })).toBe('4 digits, {other}');
  });
});
