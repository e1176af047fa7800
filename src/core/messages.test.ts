import { describe, expect, it } from 'vitest';
import { en, formatMessage } from './messages.js';

describe('the catalogue', () => {
  it('names CORS as a cause of a network error', () => {
    // Without the CORS header, fetch fails as a dropped connection does: one message for both.
    expect(en.network).toContain('CORS');
  });
});

describe('formatMessage', () => {
  it('fills known placeholders and leaves others', () => {
    expect(formatMessage('{size} digits, {other}', { size: 4 })).toBe('4 digits, {other}');
  });
});
