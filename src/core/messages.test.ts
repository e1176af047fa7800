import { describe, expect, it } from 'vitest';
import { en, formatMessage, fr, messagesFor } from './messages.js';

describe('messagesFor', () => {
  it.each([
    ['fr', fr],
    ['fr-CA', fr],
    ['FR', fr],
    ['en-GB', en],
    ['de', en],
    [undefined, en],
  ])('%s gives the matching catalogue', (lang, catalogue) => {
    expect(messagesFor(lang)).toBe(catalogue);
  });

  it('applies overrides on top of the language', () => {
    const messages = messagesFor('fr', { numberLabel: 'Carte' });
    expect(messages.numberLabel).toBe('Carte');
    expect(messages.expiryLabel).toBe(fr.expiryLabel);
  });

  it('has a French text for every English one', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const text of Object.values(fr)) expect(text).not.toBe('');
  });
});

describe('formatMessage', () => {
  it('fills known placeholders and leaves others', () => {
    expect(formatMessage('{size} digits, {other}', { size: 4 })).toBe('4 digits, {other}');
  });
});
