import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardRegistration } from '../../server/types.js';
import { TODAY } from '../../../test/support/cards.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox({ registrationTtlMs: 60_000 });
});
afterAll(() => t.close());

const registrationPath = (registration: CardRegistration) =>
  `${t.v2}/cardregistrations/${registration.Id}`;

/** A registration whose card was posted: ready for the update. */
async function tokenized(cardNumber = '4970107111111119') {
  const registration = await t.createRegistration();
  const registrationData = await t.postCard(registration, { cardNumber });
  return { registration, registrationData };
}

describe('POST /v2.01/{ClientId}/cardregistrations', () => {
  it('returns the whole object of PROTOCOL.md', async () => {
    const user = await t.createUser();
    const answer = await t.call('POST', `${t.v2}/cardregistrations`, {
      json: { UserId: user.Id, Currency: 'EUR', Tag: 'order-1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      Id: expect.stringMatching(/^cardreg_[0-9a-f]+$/),
      Tag: 'order-1',
      CreationDate: TODAY / 1000,
      UserId: user.Id,
      AccessKey: expect.any(String),
      PreregistrationData: expect.any(String),
      RegistrationData: null,
      CardId: null,
      CardType: 'CB_VISA_MASTERCARD',
      CardRegistrationURL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/tokenize\//),
      ResultCode: null,
      ResultMessage: null,
      Currency: 'EUR',
      Status: 'CREATED',
    });
    expect((await t.call('GET', registrationPath(answer.body))).body).toEqual(answer.body);
  });

  it.each(['AMEX', 'MAESTRO', 'BCMC'])('keeps CardType %s', async (cardType) => {
    expect((await t.createRegistration(cardType as 'AMEX')).CardType).toBe(cardType);
  });

  it.each([
    [{ Currency: 'EUR' }, 'UserId'],
    [{ Currency: 'eur' }, 'Currency'],
    [{ Currency: 'EUR', CardType: 'VISA' }, 'CardType'],
  ])('answers 400 to %j, naming %s', async (json, field) => {
    const user = await t.createUser();
    const body = field === 'UserId' ? json : { UserId: user.Id, ...json };
    const before = t.sandbox.stats();
    const answer = await t.call('POST', `${t.v2}/cardregistrations`, { json: body });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    expect(t.sandbox.stats()).toEqual(before);
  });

  it('answers 404 to an unknown UserId', async () => {
    const answer = await t.call('POST', `${t.v2}/cardregistrations`, {
      json: { UserId: 'user_m_0000', Currency: 'EUR' },
    });
    expect(answer.status).toBe(404);
  });

  it('answers 404 to an unknown registration and 405 to DELETE', async () => {
    expect((await t.call('GET', `${t.v2}/cardregistrations/cardreg_00`)).status).toBe(404);
    expect(
      (
        await t.call('PUT', `${t.v2}/cardregistrations/cardreg_00`, {
          json: { RegistrationData: 'data=x' },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('DELETE', `${t.v2}/cardregistrations/cardreg_00`)).status).toBe(405);
    expect((await t.call('GET', `${t.v2}/cardregistrations`)).status).toBe(405);
  });

  it('needs the platform token to read a registration', async () => {
    const registration = await t.createRegistration();
    expect((await t.call('GET', registrationPath(registration), { token: null })).status).toBe(401);
  });
});

describe('PUT /v2.01/{ClientId}/cardregistrations/{Id}', () => {
  it('validates the registration and creates the Card', async () => {
    const { registration, registrationData } = await tokenized('5555555555554444');
    const answer = await t.call('PUT', registrationPath(registration), {
      json: { RegistrationData: registrationData, CardHolderName: 'Ada Lovelace' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...registration,
      RegistrationData: registrationData,
      CardId: expect.stringMatching(/^card_[0-9a-f]+$/),
      ResultCode: '000000',
      ResultMessage: 'Success',
      Status: 'VALIDATED',
    });
    const card = await t.call('GET', `${t.v2}/cards/${answer.body.CardId}`);
    expect(card.body).toEqual({
      Id: answer.body.CardId,
      Tag: null,
      CreationDate: expect.any(Number),
      UserId: registration.UserId,
      Alias: '555555XXXXXX4444',
      CardProvider: 'MASTERCARD',
      CardType: 'CB_VISA_MASTERCARD',
      ExpirationDate: '1230',
      Currency: 'EUR',
      Validity: 'UNKNOWN',
      Active: true,
      Fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('sets ERROR 105206 when the data= prefix was stripped', async () => {
    const { registration, registrationData } = await tokenized();
    const answer = await t.call('PUT', registrationPath(registration), {
      json: { RegistrationData: registrationData.slice('data='.length) },
    });
    expect(answer.body).toMatchObject({ Status: 'ERROR', ResultCode: '105206', CardId: null });
  });

  it('sets ERROR 105206 for data another tokenization returned', async () => {
    const first = await tokenized();
    const second = await tokenized();
    const answer = await t.call('PUT', registrationPath(first.registration), {
      json: { RegistrationData: second.registrationData },
    });
    expect(answer.body).toMatchObject({ Status: 'ERROR', ResultCode: '105206' });
  });

  it('sets ERROR 105299 when the card was never posted', async () => {
    const registration = await t.createRegistration();
    const answer = await t.call('PUT', registrationPath(registration), {
      json: { RegistrationData: 'data=made-up' },
    });
    expect(answer.body).toMatchObject({ Status: 'ERROR', ResultCode: '105299' });
  });

  it('sets ERROR 105299 when the tokenized data expired', async () => {
    const { registration, registrationData } = await tokenized();
    t.clock.advance(60_001);
    const answer = await t.call('PUT', registrationPath(registration), {
      json: { RegistrationData: registrationData },
    });
    expect(answer.body).toMatchObject({ Status: 'ERROR', ResultCode: '105299' });
  });

  it.each([
    ['a success', (data: string) => data],
    ['an error', () => 'data=wrong'],
  ])('is single use: after %s a second update is a 400 and changes nothing', async (_n, data) => {
    const { registration, registrationData } = await tokenized();
    const path = registrationPath(registration);
    await t.call('PUT', path, { json: { RegistrationData: data(registrationData) } });
    const settled = (await t.call('GET', path)).body;
    const cards = t.sandbox.stats().cards;

    const again = await t.call('PUT', path, { json: { RegistrationData: registrationData } });
    expect(again.status).toBe(400);
    expect(again.body.Message).toMatch(/already been processed/);
    expect((await t.call('GET', path)).body).toEqual(settled);
    expect(t.sandbox.stats().cards).toBe(cards);
  });

  it.each([
    ['no RegistrationData', () => ({ CardHolderName: 'Ada Lovelace' })],
    [
      'a CardHolderName of 1 character',
      (data: string) => ({ RegistrationData: data, CardHolderName: 'A' }),
    ],
    [
      'a CardHolderName of 256 characters',
      (data: string) => ({ RegistrationData: data, CardHolderName: 'A'.repeat(256) }),
    ],
  ])('answers 400 to %s and leaves the registration CREATED', async (_name, body) => {
    const { registration, registrationData } = await tokenized();
    const answer = await t.call('PUT', registrationPath(registration), {
      json: body(registrationData),
    });
    expect(answer.status).toBe(400);
    expect((await t.call('GET', registrationPath(registration))).body.Status).toBe('CREATED');
  });
});

describe('the finishing call from an existing browser front end', () => {
  it('accepts a form POST of Id and RegistrationData without Authorization, with CORS', async () => {
    const { registration, registrationData } = await tokenized();
    const response = await fetch(`${t.url}/v2.01/sandbox/CardRegistrations/${registration.Id}`, {
      method: 'POST',
      body: new URLSearchParams({ Id: registration.Id, RegistrationData: registrationData }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toMatchObject({ Status: 'VALIDATED', ResultCode: '000000' });
  });

  it('accepts a JSON PUT without Authorization, after answering its preflight', async () => {
    const { registration, registrationData } = await tokenized();
    const url = `${t.url}/V2.01/sandbox/CardRegistrations/${registration.Id}`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.example',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toBe(
      'content-type',
    );

    const answer = await t.call('PUT', new URL(url).pathname, {
      token: null,
      json: { RegistrationData: registrationData },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.body.Status).toBe('VALIDATED');
  });

  it('refuses a wrong Authorization even there', async () => {
    const { registration, registrationData } = await tokenized();
    const answer = await t.call('PUT', registrationPath(registration), {
      token: 'made-up',
      json: { RegistrationData: registrationData },
    });
    expect(answer.status).toBe(401);
    expect((await t.call('GET', registrationPath(registration))).body.Status).toBe('CREATED');
  });

  it.each([
    [
      'an Id that is not the path one',
      (_r: CardRegistration, data: string) => ({
        form: { Id: 'cardreg_00', RegistrationData: data },
      }),
    ],
    [
      'a JSON POST',
      (r: CardRegistration, data: string) => ({ json: { Id: r.Id, RegistrationData: data } }),
    ],
    ['a form without RegistrationData', (r: CardRegistration) => ({ form: { Id: r.Id } })],
  ])('answers 400 to %s and changes nothing', async (_name, init) => {
    const { registration, registrationData } = await tokenized();
    const answer = await t.call('POST', registrationPath(registration), {
      token: null,
      ...init(registration, registrationData),
    });
    expect(answer.status).toBe(400);
    expect((await t.call('GET', registrationPath(registration))).body.Status).toBe('CREATED');
  });
});

describe('GET /v2.01/{ClientId}/cards/{CardId}', () => {
  it('answers 404 to an unknown card, 401 without token, 405 to POST', async () => {
    expect((await t.call('GET', `${t.v2}/cards/card_00`)).status).toBe(404);
    expect((await t.call('GET', `${t.v2}/cards/card_00`, { token: null })).status).toBe(401);
    expect((await t.call('POST', `${t.v2}/cards/card_00`)).status).toBe(405);
  });

  it('reports the registration type as provider for Maestro numbers read as Diners', async () => {
    const registration = await t.createRegistration('MAESTRO');
    const registrationData = await t.postCard(registration, {
      cardNumber: '3012340000000000',
      cardCvx: '',
    });
    const updated = await t.call('PUT', registrationPath(registration), {
      json: { RegistrationData: registrationData },
    });
    const card = await t.call('GET', `${t.v2}/cards/${updated.body.CardId}`);
    expect(card.body).toMatchObject({
      Alias: '301234XXXXXX0000',
      CardProvider: 'MAESTRO',
      CardType: 'MAESTRO',
    });
  });
});
