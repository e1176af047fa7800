import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODAY } from '../../test/support/cards.js';
import { openTestSandbox, type TestSandbox } from '../../test/support/sandbox.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox();
});
afterAll(() => t.close());

describe('users', () => {
  it('creates a Natural user, OWNER by default, and reads it back', async () => {
    const created = await t.call('POST', `${t.v2}/users/natural`, {
      json: { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      Id: expect.stringMatching(/^user_m_[0-9a-f]+$/),
      PersonType: 'NATURAL',
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
      Address: {
        AddressLine1: null,
        AddressLine2: null,
        City: null,
        Region: null,
        PostalCode: null,
        Country: null,
      },
      Birthday: null,
      Nationality: null,
      CountryOfResidence: null,
      Occupation: null,
      IncomeRange: null,
      ProofOfIdentity: null,
      ProofOfAddress: null,
      Capacity: 'NORMAL',
      KYCLevel: 'LIGHT',
      UserCategory: 'OWNER',
      UserStatus: 'ACTIVE',
      TermsAndConditionsAccepted: false,
      TermsAndConditionsAcceptedDate: null,
      Tag: null,
      CreationDate: TODAY / 1000,
    });
    const read = await t.call('GET', `${t.v2}/users/${created.body.Id}`);
    expect(read.body).toEqual(created.body);
  });

  it('creates a Legal user', async () => {
    const created = await t.call('POST', `${t.v2}/users/legal`, {
      json: { Name: 'Acme SAS', Email: 'ops@acme.example', UserCategory: 'PAYER', Tag: 'shop' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      PersonType: 'LEGAL',
      Name: 'Acme SAS',
      LegalPersonType: 'BUSINESS',
      UserCategory: 'PAYER',
      Tag: 'shop',
    });
    expect((await t.call('GET', `${t.v2}/users/${created.body.Id}`)).body).toEqual(created.body);
  });

  it.each([
    ['natural', { FirstName: 'Ada', Email: 'ada@example.com' }, 'LastName'],
    ['natural', { FirstName: 'Ada', LastName: 'L', Email: 'not-an-email' }, 'Email'],
    [
      'natural',
      { FirstName: 'Ada', LastName: 'L', Email: 'a@b.co', UserCategory: 'X' },
      'UserCategory',
    ],
    ['legal', { Email: 'ops@acme.example' }, 'Name'],
    ['legal', { Name: 'Acme', Email: 'ops@acme.example', LegalPersonType: 'X' }, 'LegalPersonType'],
  ])('refuses a %s user without a valid %j → 400 naming %s', async (kind, json, field) => {
    const before = t.sandbox.stats().users;
    const answer = await t.call('POST', `${t.v2}/users/${kind}`, { json });
    expect(answer.status).toBe(400);
    expect(answer.body.Type).toBe('param_error');
    expect(Object.keys(answer.body.errors)).toContain(field);
    expect(t.sandbox.stats().users).toBe(before);
  });

  it('answers 404 to an unknown user', async () => {
    const answer = await t.call('GET', `${t.v2}/users/user_m_0123`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      Type: 'ressource_not_found',
      errors: { RessourceNotFound: 'Cannot found the ressource User with the id=user_m_0123' },
    });
  });

  it.each([
    ['GET', '/users/natural'],
    ['PUT', '/users/legal'],
    ['DELETE', '/users/user_m_0123'],
  ])('answers 405 to %s %s', async (method, path) => {
    expect((await t.call(method, t.v2 + path)).status).toBe(405);
  });
});
