import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardType } from '../../server/types.js';
import { REFUSING_TEST_NUMBERS } from '../store/card-check.js';
import {
  openTestSandbox,
  type CardFields,
  type TestSandbox,
} from '../../../test/support/sandbox.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox({ registrationTtlMs: 60_000 });
});
afterAll(() => t.close());

const pathOf = (url: string) => new URL(url).pathname;

describe('POST {CardRegistrationURL}', () => {
  it('answers data=… in plain text with CORS, and nothing else was sent (no preflight)', async () => {
    const registration = await t.createRegistration();
    expect(registration.CardRegistrationURL).toMatch(
      new RegExp(`^${t.url}/tokenize/tok_[0-9a-f]+$`),
    );
    const response = await fetch(registration.CardRegistrationURL, {
      method: 'POST',
      body: new URLSearchParams({
        data: registration.PreregistrationData,
        accessKeyRef: registration.AccessKey,
        cardNumber: '4970107111111119',
        cardExpirationDate: '1230',
        cardCvx: '123',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^data=[\w-]{20,}$/);
    expect(t.sandbox.requests()[pathOf(registration.CardRegistrationURL)]).toEqual({ POST: 1 });
  });

  it('makes each registration URL unique', async () => {
    const [a, b] = await Promise.all([t.createRegistration(), t.createRegistration()]);
    expect(a.CardRegistrationURL).not.toBe(b.CardRegistrationURL);
  });

  it.each<[string, Partial<CardFields>, string]>([
    ['a wrong access key', { accessKeyRef: 'nope' }, '09101'],
    ['wrong data', { data: 'nope' }, '09101'],
    ['an invalid number', { cardNumber: '4970107111111118' }, '02625'],
    ['an expiry not MMYY', { cardExpirationDate: '12/30' }, '02626'],
    ['a past expiry', { cardExpirationDate: '0526' }, '02624'],
    ['a 4-digit code on Visa', { cardCvx: '1234' }, '02627'],
    ['a 3-digit code on AMEX', { cardNumber: '378282246310005', cardCvx: '123' }, '02627'],
    ...Object.entries(REFUSING_TEST_NUMBERS).map(
      ([cardNumber, code]): [string, Partial<CardFields>, string] => [
        `test number ${cardNumber}`,
        { cardNumber },
        code,
      ],
    ),
  ])('answers %s with errorCode=%s', async (_name, fields, errorCode) => {
    const registration = await t.createRegistration();
    expect(await t.postCard(registration, fields)).toBe(`errorCode=${errorCode}`);
  });

  it('answers missing or misnamed fields with errorCode=09101', async () => {
    const registration = await t.createRegistration();
    const response = await fetch(registration.CardRegistrationURL, {
      method: 'POST',
      body: new URLSearchParams({
        data: registration.PreregistrationData,
        accessKey: registration.AccessKey,
        cardNumber: '4970107111111119',
        cardExpirationDate: '1230',
        cardCvx: '123',
      }),
    });
    expect(await response.text()).toBe('errorCode=09101');
  });

  it('answers a JSON body with errorCode=09101, since only form fields count', async () => {
    const registration = await t.createRegistration();
    const response = await fetch(registration.CardRegistrationURL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: registration.PreregistrationData,
        accessKeyRef: registration.AccessKey,
      }),
    });
    expect(await response.text()).toBe('errorCode=09101');
  });

  it('answers an unknown registration URL with errorCode=09101', async () => {
    const response = await fetch(`${t.url}/tokenize/tok_0000`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('errorCode=09101');
  });

  it('is used by a refused card too: the next post answers errorCode=02631', async () => {
    const registration = await t.createRegistration();
    expect(await t.postCard(registration, { cardCvx: '1' })).toBe('errorCode=02627');
    expect(await t.postCard(registration)).toBe('errorCode=02631');
  });

  it('is not used by a post with the wrong access key', async () => {
    const registration = await t.createRegistration();
    expect(await t.postCard(registration, { accessKeyRef: 'nope' })).toBe('errorCode=09101');
    expect(await t.postCard(registration)).toMatch(/^data=/);
  });

  it('refuses a second card on the same registration with errorCode=02631', async () => {
    const registration = await t.createRegistration();
    expect(await t.postCard(registration)).toMatch(/^data=/);
    expect(await t.postCard(registration)).toBe('errorCode=02631');
  });

  it('still answers wrong credentials on a used registration with errorCode=09101', async () => {
    const registration = await t.createRegistration();
    expect(await t.postCard(registration)).toMatch(/^data=/);
    expect(await t.postCard(registration, { accessKeyRef: 'nope' })).toBe('errorCode=09101');
  });

  it('answers errorCode=02631 once the delay since creation has passed', async () => {
    const registration = await t.createRegistration();
    t.clock.advance(60_001);
    expect(await t.postCard(registration)).toBe('errorCode=02631');
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with errorCode=02632 and CORS', async (method) => {
    const registration = await t.createRegistration();
    const response = await fetch(registration.CardRegistrationURL, { method });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('errorCode=02632');
  });

  it('answers a preflight sanely, and counts it', async () => {
    const registration = await t.createRegistration();
    const response = await fetch(registration.CardRegistrationURL, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
    const counts = await (await fetch(`${t.url}/__sandbox/requests`)).json();
    expect(counts[pathOf(registration.CardRegistrationURL)]).toEqual({ OPTIONS: 1 });
  });

  it('keeps CORS on a body refused for its size', async () => {
    const registration = await t.createRegistration();
    const response = await fetch(registration.CardRegistrationURL, {
      method: 'POST',
      body: new URLSearchParams({ data: 'x'.repeat(100_000) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('cards without a security code', () => {
  it.each<[CardType, string]>([
    ['MAESTRO', ''],
    ['MAESTRO', '000'],
    ['MAESTRO', '999'],
    ['BCMC', ''],
    ['BCMC', '000'],
    ['BCMC', '999'],
  ])('a %s registration accepts the code "%s"', async (cardType, cardCvx) => {
    const registration = await t.createRegistration(cardType);
    expect(await t.postCard(registration, { cardNumber: '5033951000000004', cardCvx })).toMatch(
      /^data=/,
    );
  });

  it('a CB_VISA_MASTERCARD registration does not', async () => {
    const registration = await t.createRegistration();
    expect(await t.postCard(registration, { cardNumber: '5033951000000004', cardCvx: '' })).toBe(
      'errorCode=02627',
    );
  });
});
