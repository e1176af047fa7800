import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_DATA } from '../../../test/support/browser-data.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';

let t: TestSandbox;
afterEach(() => t.close());
async function open() {
  t = await openTestSandbox();
  return t;
}

describe('refusals, which create nothing', () => {
  it.each([
    [
      'an AMEX card',
      'AMEX',
      '378282246310005',
      {},
      { CardType: 'Expected CB_VISA_MASTERCARD, got AMEX' },
    ],
    [
      'a MAESTRO card',
      'MAESTRO',
      '5033951000000004',
      {},
      { CardType: 'Expected CB_VISA_MASTERCARD, got MAESTRO' },
    ],
    [
      'no BrowserInfo',
      undefined,
      undefined,
      { BrowserInfo: undefined },
      { BrowserInfo: expect.any(String) },
    ],
    [
      'a colour depth 3DS2 does not allow',
      undefined,
      undefined,
      { BrowserInfo: { ...BROWSER_DATA, AcceptHeader: '*/*', ColorDepth: 30 as 24 } },
      { 'BrowserInfo.ColorDepth': 'Expected one of 1, 4, 8, 15, 16, 24, 32, 48' },
    ],
    [
      'a time zone beyond UTC+14',
      undefined,
      undefined,
      { BrowserInfo: { ...BROWSER_DATA, AcceptHeader: '*/*', TimeZoneOffset: '-900' } },
      { 'BrowserInfo.TimeZoneOffset': expect.any(String) },
    ],
    [
      'an IpAddress that is none',
      undefined,
      undefined,
      { IpAddress: '203.0.113' },
      { IpAddress: 'Expected an IPv4 or IPv6 address' },
    ],
    [
      'a return URL over 255 characters',
      undefined,
      undefined,
      { SecureModeReturnURL: `https://shop.example/${'a'.repeat(240)}` },
      { SecureModeReturnURL: expect.any(String) },
    ],
    [
      'a return URL that is not http(s)',
      undefined,
      undefined,
      { SecureModeReturnURL: 'javascript:alert(1)' },
      { SecureModeReturnURL: 'Expected an http(s) URL of at most 255 characters' },
    ],
    [
      'another user as author',
      undefined,
      undefined,
      'other user',
      { AuthorId: expect.stringMatching(/^Expected the card's owner user_m_/) },
    ],
  ] as const)('answers 400 to %s', async (_name, cardType, number, body, errors) => {
    await open();
    const card = await t.createCard(number, cardType);
    const other = body === 'other user' ? { AuthorId: (await t.createUser()).Id } : body;
    const answer = await t.validate(card, other);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
    expect(t.sandbox.stats().cardValidations).toBe(0);
  });

  it('accepts what the service SDK sends: TimeZoneOffset as a number or "+60", IPv6', async () => {
    await open();
    const card = await t.createCard();
    const BrowserInfo = { AcceptHeader: '*/*', ...BROWSER_DATA, TimeZoneOffset: '+60' };
    const ipv6 = '2001:0620:0000:0000:0211:24FF:FE80:C12C';
    const answer = await t.createValidation(card, { BrowserInfo, IpAddress: ipv6 });
    expect(answer.BrowserInfo.TimeZoneOffset).toBe('60');
    expect(answer.IpAddress).toBe(ipv6);
  });
});

describe('ressource_not_found, in the service spelling', () => {
  it.each([
    ['Card', () => `/cards/card_00/validation/cardval_00`, 'GET', 'card_00'],
    ['CardValidation', (id: string) => `/cards/${id}/validation/cardval_00`, 'GET', 'cardval_00'],
    ['CardRegistration', () => `/cardregistrations/cardreg_00`, 'GET', 'cardreg_00'],
    ['User', () => `/users/user_m_00`, 'GET', 'user_m_00'],
  ])('answers an unknown %s with 404', async (resource, path, method, id) => {
    await open();
    const card = await t.createCard();
    const answer = await t.call(method, t.v2 + path(card.Id));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      Message: 'The ressource does not exist',
      Type: 'ressource_not_found',
      Id: expect.any(String),
      Date: expect.any(Number),
      errors: { RessourceNotFound: `Cannot found the ressource ${resource} with the id=${id}` },
    });
  });

  it('answers a validation of an unknown card with a Card 404', async () => {
    await open();
    const card = await t.createCard();
    const answer = await t.validate({ ...card, Id: 'card_00' });
    expect(answer.status).toBe(404);
    expect(answer.body.errors).toEqual({
      RessourceNotFound: 'Cannot found the ressource Card with the id=card_00',
    });
  });

  it("answers another card's validation as unknown", async () => {
    await open();
    const [card, other] = await Promise.all([t.createCard(), t.createCard()]);
    const validation = await t.createValidation(card);
    const answer = await t.call('GET', `${t.v2}/cards/${other.Id}/validation/${validation.Id}`);
    expect(answer.status).toBe(404);
  });

  it('answers a validation by an unknown author with a User 404', async () => {
    await open();
    const card = await t.createCard();
    const answer = await t.validate(card, { AuthorId: 'user_m_00' });
    expect(answer.body.errors).toEqual({
      RessourceNotFound: 'Cannot found the ressource User with the id=user_m_00',
    });
  });
});
