import { describe, expect, it } from 'vitest';
import { fr } from '../locales/fr.js';
import { en, formatMessage } from './messages.js';

describe('the catalogues', () => {
  it('has a French text for every English one', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const text of Object.values(fr)) expect(text).not.toBe('');
  });

  it('names CORS as a cause of a network error, in French too', () => {
    // Without the CORS header, fetch fails as a dropped connection does: one message for both.
    expect(en.network).toContain('CORS');
    expect(fr.network).toContain('CORS');
    expect(fr.network).not.toBe(en.network);
  });
});

describe('formatMessage', () => {
  it('fills known placeholders and leaves others', () => {
    expect(formatMessage('{size} digits, {other}', { size: 4 })).toBe('4 digits, {other}');
  });
});
