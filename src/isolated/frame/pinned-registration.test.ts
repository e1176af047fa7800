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

  const PREFIXES = [
    'https://pci.example/api/vault/tokenize/',
    'https://legacy.example/webpayment/getToken',
  ];

  it.each([
    'https://pci.example/api/vault/tokenize/blob_-+/=',
    'https://pci.example/api/vault/tokenize/a/b',
    'https://legacy.example/webpayment/getToken',
  ])('takes a URL under a tokenization path: %s', (url) => {
    expect(pinRegistration({ ...keys, CardRegistrationURL: url }, PREFIXES)).toMatchObject({
      CardRegistrationURL: url,
    });
  });

  it.each([
    ['another path of the same origin (a reflecting endpoint)', 'https://pci.example/api/echo'],
    ['the prefix without its slash', 'https://pci.example/api/vault/tokenize'],
    [
      'a path that shares the prefix but not its segment',
      'https://pci.example/api/vault/tokenizer/x',
    ],
    ['a dot segment the parser removes', 'https://pci.example/api/vault/tokenize/../../echo'],
    ['an encoded dot segment', 'https://pci.example/api/vault/tokenize/%2e%2e/%2E%2E/echo'],
    ['an encoded slash climbing out', 'https://pci.example/api/vault/tokenize/..%2f..%2fecho'],
    ['an encoded backslash climbing out', 'https://pci.example/api/vault/tokenize/..%5C..%5Cecho'],
    ['more after an exact path', 'https://legacy.example/webpayment/getToken/echo'],
    ['the exact path on another origin', 'https://pci.example/webpayment/getToken'],
  ])('refuses %s', (_name, url) => {
    expect(() => pinRegistration({ ...keys, CardRegistrationURL: url }, PREFIXES)).toThrow(
      expect.objectContaining({ code: 'configuration' }),
    );
  });
});
