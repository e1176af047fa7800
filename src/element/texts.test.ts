import { describe, expect, it, vi } from 'vitest';
import { fr } from '../locales/fr.js';
import { en } from '../core/messages.js';
import { en as english } from '../../test/support/english.js';
import { registerHolderName } from './optional/holder-name-api.js';
import { holderNameField } from './optional/holder-name-field.js';
import { messagesFor } from './texts.js';

describe('messagesFor', () => {
  it.each([
    ['fr', 'Numéro de carte', fr],
    ['fr-CA', 'Numéro de carte', fr],
    ['FR', 'Numéro de carte', fr],
    ['en-GB', 'Card number', en],
    ['de', 'Card number', en],
    [undefined, 'Card number', en],
  ])('%s gives the labels and errors of one language', (lang, numberLabel, errors) => {
    expect(messagesFor(lang)).toMatchObject({ ...errors, numberLabel });
  });

  it('has a French label for every English one', () => {
    const french = messagesFor('fr');
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english) as (keyof typeof english)[]) {
      expect(french[key], key).not.toBe(english[key]);
    }
  });

  it('applies overrides on top of the language', () => {
    const messages = messagesFor('fr', { numberLabel: 'Carte' });
    expect(messages.numberLabel).toBe('Carte');
    expect(messages.expiryLabel).toBe("Date d'expiration");
  });

  it("has the name field's English texts once its code is loaded, not before", () => {
    expect(messagesFor('en')).not.toHaveProperty('holderLabel');
    vi.stubGlobal('dispatchEvent', () => true);
    registerHolderName(holderNameField);
    vi.unstubAllGlobals();
    expect(messagesFor('en')).toMatchObject(holderNameField.texts);
    expect(messagesFor('fr').holderLabel).toBe(fr.holderLabel);
  });
});
