import { describe, expect, it } from 'vitest';
import { TokenizationError } from './errors.js';
import { readRegistration } from './registration.js';

const registration = {
  Id: '42',
  CardRegistrationURL: 'https://pci.sandbox.example/api/vault/tokenize/YWJj?x=1',
  AccessKey: 'key',
  PreregistrationData: 'pre',
  CardType: 'CB_VISA_MASTERCARD',
};

describe('readRegistration', () => {
  it('reads the service object and keeps the URL exactly as given', () => {
    expect(readRegistration(registration)).toEqual({
      url: registration.CardRegistrationURL,
      accessKey: 'key',
      preregistrationData: 'pre',
      cardType: 'CB_VISA_MASTERCARD',
      id: '42',
    });
  });

  it('reads the camelCase form', () => {
    expect(
      readRegistration({
        cardRegistrationUrl: 'http://127.0.0.1:9/t',
        accessKey: 'k',
        preregistrationData: 'p',
      }),
    ).toMatchObject({ url: 'http://127.0.0.1:9/t', accessKey: 'k', preregistrationData: 'p' });
  });

  it.each(['http://localhost:8080/t', 'http://127.0.0.1/t', 'http://[::1]:9/t'])(
    'allows plain http on loopback: %s',
    (url) => {
      expect(readRegistration({ ...registration, CardRegistrationURL: url }).url).toBe(url);
    },
  );

  it.each([
    [{ ...registration, CardRegistrationURL: 'http://pci.example/t' }, /https URL.*"http:\/\/pci/],
    [{ ...registration, CardRegistrationURL: 'javascript:alert(1)' }, /https URL/],
    [
      { ...registration, CardRegistrationURL: '/relative' },
      /https URL \(http only on loopback\), got "\/relative"/,
    ],
    [{ ...registration, CardRegistrationURL: '' }, /CardRegistrationURL to be a non-empty/],
    [
      { ...registration, AccessKey: undefined },
      /AccessKey to be a non-empty string, got undefined/,
    ],
    [{ ...registration, PreregistrationData: ' ' }, /PreregistrationData/],
    [{ ...registration, CardType: 'VISA' }, /CardType to be .*got "VISA"/],
    [null, /Card Registration object, got null/],
    // Values that String() cannot print: the error must still be a TokenizationError.
    [{ ...registration, AccessKey: { toString: 0 } }, /AccessKey .*got \[object Object\]/],
    [{ ...registration, CardType: Object.create(null) }, /CardType .*got \[object Object\]/],
  ])('refuses %j as a configuration error', (value, message) => {
    const read = () => readRegistration(value as never);
    expect(read).toThrow(TokenizationError);
    expect(read).toThrow(message);
    try {
      read();
    } catch (error) {
      expect((error as TokenizationError).code).toBe('configuration');
    }
  });
});

describe('readRegistration of keys that disagree', () => {
  const good = 'https://tokenization.example/t';
  const elsewhere = 'https://elsewhere.example/collect';
  const base = { AccessKey: 'k', PreregistrationData: 'p' };

  it.each([
    ['cardRegistrationURL', 'cardRegistrationUrl'],
    ['CardRegistrationURL', 'cardRegistrationUrl'],
    ['CardRegistrationURL', 'cardRegistrationURL'],
  ])('refuses %s and %s naming two URLs, whichever is checked', (first, second) => {
    for (const [a, b] of [
      [good, elsewhere],
      [elsewhere, good],
    ])
      expect(() => readRegistration({ ...base, [first]: a, [second]: b } as never)).toThrow(
        /Expected one CardRegistrationURL/,
      );
  });

  it.each([null, undefined])(
    'reads the other spelling when CardRegistrationURL is %s, and only that one',
    (missing) => {
      const target = readRegistration({
        ...base,
        CardRegistrationURL: missing,
        cardRegistrationUrl: good,
      } as never);
      expect(target.url).toBe(good);
    },
  );

  it('refuses an empty CardRegistrationURL beside another spelling', () => {
    expect(() =>
      readRegistration({ ...base, CardRegistrationURL: '', cardRegistrationUrl: good } as never),
    ).toThrow(TokenizationError);
  });

  it('refuses an AccessKey and an accessKey that disagree', () => {
    expect(() =>
      readRegistration({
        CardRegistrationURL: good,
        AccessKey: 'a',
        accessKey: 'b',
        PreregistrationData: 'p',
      } as never),
    ).toThrow(/Expected one AccessKey/);
  });

  it('takes both spellings when they agree', () => {
    expect(
      readRegistration({ ...base, CardRegistrationURL: good, cardRegistrationUrl: good } as never)
        .url,
    ).toBe(good);
  });
});
