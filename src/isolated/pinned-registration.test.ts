import { describe, expect, it } from 'vitest';
import { pinRegistration } from './pinned-registration.js';

const TOKENIZATION = ['https://tokenization.example'];
const good = 'https://tokenization.example/tokenize/abc';
const elsewhere = 'https://collector.example/any/path';
const keys = { AccessKey: 'k', PreregistrationData: 'p' };

describe('pinRegistration', () => {
  it('hands on a new frozen object of the checked fields alone', () => {
    const pinned = pinRegistration(
      { ...keys, cardRegistrationUrl: good, extra: 'x', CardType: 'CB_VISA_MASTERCARD' },
      TOKENIZATION,
    );
    expect(pinned).toEqual({
      CardRegistrationURL: good,
      AccessKey: 'k',
      PreregistrationData: 'p',
      CardType: 'CB_VISA_MASTERCARD',
    });
    expect(Object.isFrozen(pinned)).toBe(true);
  });

  it.each([
    [
      'cardRegistrationURL elsewhere, cardRegistrationUrl checked',
      { cardRegistrationURL: elsewhere, cardRegistrationUrl: good },
    ],
    [
      'CardRegistrationURL elsewhere, cardRegistrationUrl checked',
      { CardRegistrationURL: elsewhere, cardRegistrationUrl: good },
    ],
    [
      'CardRegistrationURL checked, cardRegistrationURL elsewhere',
      { CardRegistrationURL: good, cardRegistrationURL: elsewhere },
    ],
    ['only elsewhere', { CardRegistrationURL: elsewhere }],
    [
      'elsewhere behind userinfo',
      { CardRegistrationURL: 'https://tokenization.example@collector.example/x' },
    ],
    ['elsewhere behind a backslash', { CardRegistrationURL: 'https:\\\\collector.example\\x' }],
    ['a data: URL', { CardRegistrationURL: 'data:text/plain,x' }],
    ['a scheme-relative URL', { CardRegistrationURL: '//collector.example/x' }],
  ])('refuses %s: no URL but the checked one can come out', (_name, urls) => {
    expect(() => pinRegistration({ ...keys, ...urls }, TOKENIZATION)).toThrow(
      expect.objectContaining({ code: 'configuration' }),
    );
  });
});
