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
