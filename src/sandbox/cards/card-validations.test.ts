import { afterEach, describe, expect, it } from 'vitest';
import { ACCEPT_HEADER, BROWSER_DATA } from '../../../test/support/browser-data.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';
import type { SandboxOptions } from '../index.js';

const FRICTIONLESS = '4970107111111119';
const CHALLENGE = '4970105181818183';
const FAILING = '4000000000003063';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestSandbox;
afterEach(() => t.close());
async function open(options: SandboxOptions = {}) {
  t = await openTestSandbox(options);
  return t;
}

const cardOf = async (id: string) => (await t.call('GET', `${t.v2}/cards/${id}`)).body;
const validationOf = async (cardId: string, id: string) =>
  (await t.call('GET', `${t.v2}/cards/${cardId}/validation/${id}`)).body;

describe('a Card Validation without a challenge', () => {
  it.each([
    ["the service's frictionless card", FRICTIONLESS],
    ['any other card', '4242424242424242'],
  ])('succeeds at once with %s, and the card turns VALID', async (_name, number) => {
    await open();
    const card = await t.createCard(number);
    expect(card.Validity).toBe('UNKNOWN');
    const validation = await t.createValidation(card, { Tag: 'order 7', SecureMode: 'NO_CHOICE' });
    expect(validation).toEqual({
      Id: expect.stringMatching(/^cardval_[0-9a-f]{20}$/),
      Tag: 'order 7',
      CreationDate: expect.any(Number),
      AuthorId: card.UserId,
      Status: 'SUCCEEDED',
      SecureModeReturnURL: `https://shop.example/cards/verified?order=7&cardValidationId=${validation.Id}`,
      SecureModeRedirectURL: null,
      SecureModeNeeded: false,
      SecureMode: 'NO_CHOICE',
      IpAddress: '203.0.113.9',
      BrowserInfo: { AcceptHeader: ACCEPT_HEADER, ...BROWSER_DATA },
      Validity: 'VALID',
      Type: 'CARD_VALIDATION',
      Applied3DSVersion: 'V2_1',
      ResultCode: '000000',
      ResultMessage: 'Success',
      ExecutionDate: validation.CreationDate,
      PaymentCategory: null,
      PreferredCardNetwork: null,
      CardInfo: expect.objectContaining({ BIN: number.slice(0, 8), Brand: 'VISA' }),
    });
    expect(await validationOf(card.Id, validation.Id)).toEqual(validation);
    expect((await cardOf(card.Id)).Validity).toBe('VALID');
  });

  it('fails at once with the sandbox-only failing card, and the card stays UNKNOWN', async () => {
    await open();
    const card = await t.createCard(FAILING);
    const validation = await t.createValidation(card);
    expect(validation).toMatchObject({
      Status: 'FAILED',
      SecureModeNeeded: false,
      ResultCode: '101301',
      ResultMessage: 'Secure mode: The 3DSecure authentication has failed',
      ExecutionDate: null,
      Validity: 'UNKNOWN',
    });
    expect((await cardOf(card.Id)).Validity).toBe('UNKNOWN');
  });
});

describe('a Card Validation with a challenge', () => {
  it('waits CREATED with an unguessable SecureModeRedirectURL; one at a time per card', async () => {
    await open();
    const card = await t.createCard(CHALLENGE);
    const validation = await t.createValidation(card, {
      SecureModeReturnURL: 'https://shop.example/back?a=1&b=x%20y#top',
    });
    expect(validation).toMatchObject({
      Status: 'CREATED',
      SecureModeNeeded: true,
      SecureModeRedirectURL: expect.stringMatching(
        new RegExp(`^${t.url}/3ds-challenge/[0-9a-f]{32}$`),
      ),
      SecureModeReturnURL: `https://shop.example/back?a=1&b=x%20y&cardValidationId=${validation.Id}#top`,
      ResultCode: null,
      ExecutionDate: null,
      Validity: 'UNKNOWN',
    });
    expect(validation.SecureModeRedirectURL).not.toContain(validation.Id);

    const second = await t.validate(card);
    expect(second.status).toBe(400);
    expect(second.body.errors.CardId).toContain(`Validation ${validation.Id} is CREATED`);
    expect(t.sandbox.stats().cardValidations).toBe(1);
  });

  it.each([
    ['by default after 5 minutes', {}, 5 * MINUTE],
    ['after --validation-timeout-ms', { validationTimeoutMs: 2000 }, 2000],
  ])(
    'turns FAILED 101304 %s, the card stays UNKNOWN, and a new one can be asked',
    async (_n, options, delay) => {
      await open(options);
      const card = await t.createCard(CHALLENGE);
      const validation = await t.createValidation(card);
      t.clock.advance(delay - 1);
      expect((await validationOf(card.Id, validation.Id)).Status).toBe('CREATED');
      t.clock.advance(1);
      expect(await validationOf(card.Id, validation.Id)).toMatchObject({
        Status: 'FAILED',
        ResultCode: '101304',
        ResultMessage: 'Secure mode: The 3DSecure authentication session has expired',
        Validity: 'UNKNOWN',
      });
      expect((await cardOf(card.Id)).Validity).toBe('UNKNOWN');
      expect((await t.createValidation(card)).Status).toBe('CREATED');
    },
  );
});

describe("a card's Validity", () => {
  it.each([
    ['24 hours by default', {}, DAY],
    ['--card-validity-ms', { cardValidityMs: 10_000 }, 10_000],
  ])(
    'reads INVALID when not validated within %s, and cannot be validated then',
    async (_n, options, delay) => {
      await open(options);
      const card = await t.createCard();
      t.clock.advance(delay - 1);
      expect((await cardOf(card.Id)).Validity).toBe('UNKNOWN');
      t.clock.advance(1);
      expect((await cardOf(card.Id)).Validity).toBe('INVALID');
      const refused = await t.validate(card);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ CardId: 'This card is INVALID' });
    },
  );

  it('stays INVALID when a challenge begun in time is completed after 24 hours', async () => {
    await open();
    const card = await t.createCard(CHALLENGE);
    t.clock.advance(DAY - MINUTE);
    const validation = await t.createValidation(card);
    const page = await (await fetch(validation.SecureModeRedirectURL!)).text();
    const secret = /name="secret" value="([^"]+)"/.exec(page)![1]!;
    t.clock.advance(2 * MINUTE);
    const form = new URLSearchParams({ secret, outcome: 'authenticate' });
    await fetch(validation.SecureModeRedirectURL!, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(await validationOf(card.Id, validation.Id)).toMatchObject({
      Status: 'SUCCEEDED',
      Validity: 'INVALID',
    });
    expect((await cardOf(card.Id)).Validity).toBe('INVALID');
  });

  it('stays VALID past 24 hours once validated', async () => {
    await open();
    const card = await t.createCard();
    await t.createValidation(card);
    t.clock.advance(2 * DAY);
    expect((await cardOf(card.Id)).Validity).toBe('VALID');
  });
});

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
