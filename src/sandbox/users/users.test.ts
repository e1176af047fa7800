import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODAY } from '../../../test/support/cards.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';

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

describe('users by type: read, update, close', () => {
  const natural = (id: string) => `${t.v2}/users/natural/${id}`;
  const legal = (id: string) => `${t.v2}/users/legal/${id}`;

  it('keeps TermsAndConditionsAccepted and the date of acceptance, and never takes it back', async () => {
    const ada = await t.createUser({ TermsAndConditionsAccepted: true });
    expect(ada).toMatchObject({
      TermsAndConditionsAccepted: true,
      TermsAndConditionsAcceptedDate: TODAY / 1000,
    });
    expect((await t.call('GET', natural(ada.Id))).body).toEqual(ada);
    t.clock.advance(60_000);
    const again = await t.call('PUT', natural(ada.Id), {
      json: { TermsAndConditionsAccepted: true },
    });
    expect(again.body.TermsAndConditionsAcceptedDate).toBe(TODAY / 1000);
    const withdrawn = await t.call('PUT', natural(ada.Id), {
      json: { TermsAndConditionsAccepted: false },
    });
    expect(withdrawn.status).toBe(400);
    expect(withdrawn.body.errors).toHaveProperty('TermsAndConditionsAccepted');
  });

  it('answers a user read, updated or closed as the other type with a 404 naming that type', async () => {
    const ada = await t.createUser();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const json = method === 'PUT' ? { Name: 'Acme' } : undefined;
      const answer = await t.call(method, legal(ada.Id), { json });
      expect(answer.status).toBe(404);
      expect(answer.body.errors).toEqual({
        RessourceNotFound: `Cannot found the ressource UserLegal with the id=${ada.Id}`,
      });
    }
    expect((await t.call('GET', natural(ada.Id))).status).toBe(200);
  });

  it('updates only the fields sent; nulls and read-only fields change nothing', async () => {
    const ada = await t.createUser();
    const answer = await t.call('PUT', natural(ada.Id), {
      json: { Id: 'user_m_other', KYCLevel: 'REGULAR', FirstName: null, LastName: 'King' },
    });
    expect(answer.body).toEqual({ ...ada, LastName: 'King' });
  });

  it('refuses to make an Owner a Payer', async () => {
    const ada = await t.createUser();
    const answer = await t.call('PUT', natural(ada.Id), { json: { UserCategory: 'PAYER' } });
    expect(answer.status).toBe(400);
    expect((await t.call('GET', natural(ada.Id))).body.UserCategory).toBe('OWNER');
  });

  it('closes with 204 and no body; a closed user stays readable and refuses everything else', async () => {
    const ada = await t.createUser();
    const closed = await t.call('DELETE', natural(ada.Id));
    expect(closed.status).toBe(204);
    expect(closed.body).toBe('');
    expect((await t.call('GET', `${t.v2}/users/${ada.Id}`)).body).toEqual({
      ...ada,
      UserStatus: 'CLOSED',
    });
    const userClosed = { Type: 'user_closed', Message: 'User closed: No action can be performed' };
    expect((await t.call('DELETE', natural(ada.Id))).body).toMatchObject(userClosed);
    const update = await t.call('PUT', natural(ada.Id), { json: { LastName: 'King' } });
    expect(update.body).toMatchObject(userClosed);
    const registration = await t.call('POST', `${t.v2}/cardregistrations`, {
      json: { UserId: ada.Id, Currency: 'EUR' },
    });
    expect(registration.status).toBe(400);
    expect(registration.body).toMatchObject(userClosed);
  });

  it("takes a closed user's cards out of the active ones: the card reads Active false", async () => {
    const card = await t.createCard();
    expect((await t.call('DELETE', natural(card.UserId))).status).toBe(204);
    const active = await t.call('GET', `${t.v2}/users/${card.UserId}/cards?Active=true`);
    expect(active.body).toEqual([]);
    expect((await t.call('GET', `${t.v2}/cards/${card.Id}`)).body.Active).toBe(false);
  });

  it('closes a Legal user by its own path', async () => {
    const acme = await t.call('POST', `${t.v2}/users/legal`, {
      json: { Name: 'Acme SAS', Email: 'ops@acme.example' },
    });
    expect((await t.call('DELETE', legal(acme.body.Id))).status).toBe(204);
    expect((await t.call('GET', legal(acme.body.Id))).body.UserStatus).toBe('CLOSED');
  });

  it.each([['POST'], ['PATCH']])('answers 405 to %s on a user by type', async (method) => {
    const ada = await t.createUser();
    expect((await t.call(method, natural(ada.Id))).status).toBe(405);
  });
});
