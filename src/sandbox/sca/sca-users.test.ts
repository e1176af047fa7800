import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODAY } from '../../../test/support/cards.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';
import {
  createScaOwner,
  SCA_LEGAL_OWNER,
  SCA_OWNER,
  submitSession,
} from '../../../test/support/sca.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox();
});
afterAll(() => t.close());

const SESSION_URL = /^http:\/\/127\.0\.0\.1:\d+\/sca-session\/[0-9a-f]{32}$/;
const status = async (id: string) => t.call('GET', `${t.v2}/sca/users/${id}/sca-status`);

describe('SCA users: creation', () => {
  it('creates a Natural Owner PENDING_USER_ACTION, with its session link and phone', async () => {
    const owner = await createScaOwner(t);
    expect(owner).toMatchObject({
      PersonType: 'NATURAL',
      UserCategory: 'OWNER',
      UserStatus: 'PENDING_USER_ACTION',
      PendingUserAction: { RedirectUrl: expect.stringMatching(SESSION_URL) },
      PhoneNumber: '+33611111111',
      PhoneNumberCountry: 'FR',
      TermsAndConditionsAccepted: true,
      TermsAndConditionsAcceptedDate: TODAY / 1000,
    });
    const read = await t.call('GET', `${t.v2}/sca/users/${owner.Id}`);
    expect(read.body).toEqual(owner);
    expect((await t.call('GET', `${t.v2}/sca/users/natural/${owner.Id}`)).body).toEqual(owner);
  });

  it('creates a Payer ACTIVE with nothing to do', async () => {
    const payer = await createScaOwner(t, {
      UserCategory: 'PAYER',
      TermsAndConditionsAccepted: false,
      Birthday: null,
    });
    expect(payer).toMatchObject({ UserStatus: 'ACTIVE', PendingUserAction: null, Birthday: null });
    expect((await status(payer.Id)).status).toBe(404);
  });

  it('refuses an Owner without what an Owner needs, naming each field, and creates nothing', async () => {
    const before = t.sandbox.stats().users;
    const { FirstName, LastName, Email } = SCA_OWNER;
    const answer = await t.call('POST', `${t.v2}/sca/users/natural`, {
      json: {
        FirstName,
        LastName,
        Email,
        UserCategory: 'OWNER',
        TermsAndConditionsAccepted: false,
      },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual([
      'Birthday',
      'CountryOfResidence',
      'Nationality',
      'TermsAndConditionsAccepted',
    ]);
    expect(t.sandbox.stats().users).toBe(before);
  });

  it("lets 'accept' in the email skip enrolment, as the service's sandbox does", async () => {
    const owner = await createScaOwner(t, { Email: 'ada+accept@example.com' });
    expect(owner).toMatchObject({ UserStatus: 'ACTIVE', PendingUserAction: null });
    expect((await status(owner.Id)).body).toMatchObject({
      IsEnrolled: true,
      LastEnrollmentDate: TODAY / 1000,
    });
  });

  it('creates a Legal Owner with its representative as one object; the legacy read flattens it', async () => {
    const created = await t.call('POST', `${t.v2}/sca/users/legal`, { json: SCA_LEGAL_OWNER });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      PersonType: 'LEGAL',
      UserStatus: 'PENDING_USER_ACTION',
      LegalRepresentative: { ...SCA_LEGAL_OWNER.LegalRepresentative, PhoneNumber: null },
      PendingUserAction: { RedirectUrl: expect.stringMatching(SESSION_URL) },
    });
    const legacy = await t.call('GET', `${t.v2}/users/legal/${created.body.Id}`);
    expect(legacy.body).toMatchObject({
      LegalRepresentativeFirstName: 'Ada',
      LegalRepresentativeEmail: 'ada@acme.example',
      LegalRepresentativeBirthday: 188301600,
    });
    expect(legacy.body).not.toHaveProperty('LegalRepresentative');
    expect(legacy.body).not.toHaveProperty('PendingUserAction');
  });
});

describe('SCA users: update and categorize', () => {
  it('updates the fields sent; the session link stays until the user enrols', async () => {
    const owner = await createScaOwner(t);
    const answer = await t.call('PUT', `${t.v2}/sca/users/natural/${owner.Id}`, {
      json: { ...owner, LastName: 'King' },
    });
    expect(answer.body).toEqual({ ...owner, LastName: 'King' });
  });

  it('makes an enrolled Owner whose phone changes enrol again', async () => {
    const owner = await createScaOwner(t);
    await submitSession(owner.PendingUserAction.RedirectUrl, 'enrol');
    const path = `${t.v2}/sca/users/natural/${owner.Id}`;
    const same = await t.call('PUT', path, { json: { PhoneNumber: owner.PhoneNumber } });
    expect(same.body).toMatchObject({ UserStatus: 'ACTIVE', PendingUserAction: null });
    const answer = await t.call('PUT', path, { json: { PhoneNumber: '+33622222222' } });
    expect(answer.body).toMatchObject({
      UserStatus: 'PENDING_USER_ACTION',
      PendingUserAction: { RedirectUrl: expect.stringMatching(SESSION_URL) },
    });
  });

  it('refuses a change of category by update: that is what …/category is for', async () => {
    const payer = await createScaOwner(t, { UserCategory: 'PAYER' });
    const answer = await t.call('PUT', `${t.v2}/sca/users/natural/${payer.Id}`, {
      json: { UserCategory: 'OWNER' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty('UserCategory');
  });

  it('categorizes a Natural Payer into an Owner, who must then enrol', async () => {
    const payer = await createScaOwner(t, { UserCategory: 'PAYER', Birthday: null });
    const path = `${t.v2}/sca/users/natural/${payer.Id}/category`;
    const json = {
      UserCategory: 'OWNER',
      TermsAndConditionsAccepted: true,
      Birthday: 188301600,
      Nationality: 'FR',
      CountryOfResidence: 'FR',
    };
    const answer = await t.call('PUT', path, { json });
    expect(answer.body).toMatchObject({
      UserCategory: 'OWNER',
      UserStatus: 'PENDING_USER_ACTION',
      Birthday: 188301600,
      PendingUserAction: { RedirectUrl: expect.stringMatching(SESSION_URL) },
    });
    const again = await t.call('PUT', path, { json });
    expect(again.status).toBe(400);
  });

  it('categorizes a Legal Payer into an Owner', async () => {
    const { Name, Email, LegalPersonType, LegalRepresentative } = SCA_LEGAL_OWNER;
    const payer = await t.call('POST', `${t.v2}/sca/users/legal`, {
      json: {
        ...{ Name, Email, LegalPersonType, LegalRepresentative },
        UserCategory: 'PAYER',
        TermsAndConditionsAccepted: false,
      },
    });
    expect(payer.body).toMatchObject({ UserStatus: 'ACTIVE', TermsAndConditionsAccepted: false });
    const { HeadquartersAddress, CompanyNumber } = SCA_LEGAL_OWNER;
    const answer = await t.call('PUT', `${t.v2}/sca/users/legal/${payer.body.Id}/category`, {
      json: {
        UserCategory: 'OWNER',
        TermsAndConditionsAccepted: true,
        LegalRepresentative,
        HeadquartersAddress,
        CompanyNumber,
      },
    });
    expect(answer.body).toMatchObject({ UserCategory: 'OWNER', CompanyNumber: '123456789' });
  });
});

describe('SCA users: enrolment, consent and status', () => {
  it('enrols an Owner through the session page; the status then says so', async () => {
    const owner = await createScaOwner(t);
    expect((await status(owner.Id)).body).toMatchObject({
      UserStatus: 'PENDING_USER_ACTION',
      IsEnrolled: false,
      LastEnrollmentDate: null,
    });
    const done = await submitSession(owner.PendingUserAction.RedirectUrl, 'enrol');
    expect(done.status).toBe(200);
    expect((await status(owner.Id)).body).toEqual({
      UserStatus: 'ACTIVE',
      IsEnrolled: true,
      LastEnrollmentDate: TODAY / 1000,
      LastConsentCollectionDate: null,
      ConsentScope: {
        ContactInformationUpdate: 'INACTIVE',
        RecipientRegistration: 'INACTIVE',
        Transfer: 'INACTIVE',
        ViewAccountInformation: 'INACTIVE',
      },
    });
    const read = await t.call('GET', `${t.v2}/sca/users/${owner.Id}`);
    expect(read.body).toMatchObject({ UserStatus: 'ACTIVE', PendingUserAction: null });
  });

  it('gives an Owner a new enrolment link without changing its status', async () => {
    const owner = await createScaOwner(t);
    const answer = await t.call('POST', `${t.v2}/sca/users/${owner.Id}/enrollment`);
    expect(answer.body).toEqual({
      PendingUserAction: { RedirectUrl: expect.stringMatching(SESSION_URL) },
    });
    expect(answer.body.PendingUserAction.RedirectUrl).not.toBe(owner.PendingUserAction.RedirectUrl);
    expect((await t.call('GET', `${t.v2}/users/${owner.Id}`)).body.UserStatus).toBe(
      'PENDING_USER_ACTION',
    );
  });

  it('records the consent given on the consent page, scope by scope', async () => {
    const owner = await createScaOwner(t, { Email: 'ada+accept@example.com' });
    const answer = await t.call('POST', `${t.v2}/sca/users/${owner.Id}/consent`);
    const url = answer.body.PendingUserAction.RedirectUrl;
    await submitSession(url, 'consent', ['Transfer', 'ViewAccountInformation']);
    expect((await status(owner.Id)).body).toMatchObject({
      LastConsentCollectionDate: TODAY / 1000,
      ConsentScope: {
        ContactInformationUpdate: 'INACTIVE',
        RecipientRegistration: 'INACTIVE',
        Transfer: 'ACTIVE',
        ViewAccountInformation: 'ACTIVE',
      },
    });
  });

  it('refuses enrolment and consent to a Payer, and any of it to a closed user', async () => {
    const payer = await createScaOwner(t, { UserCategory: 'PAYER' });
    for (const action of ['enrollment', 'consent']) {
      const answer = await t.call('POST', `${t.v2}/sca/users/${payer.Id}/${action}`);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toHaveProperty('UserCategory');
    }
    const owner = await createScaOwner(t);
    expect((await t.call('DELETE', `${t.v2}/users/natural/${owner.Id}`)).status).toBe(204);
    const refused = await t.call('POST', `${t.v2}/sca/users/${owner.Id}/enrollment`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      Type: 'user_closed',
      Message: 'User closed: No action can be performed',
    });
    expect((await status(owner.Id)).body.UserStatus).toBe('CLOSED');
  });

  it.each([
    ['GET', '/sca/users/natural'],
    ['PUT', '/sca/users/legal'],
    ['DELETE', '/sca/users/user_m_0123'],
    ['GET', '/sca/users/user_m_0123/enrollment'],
    ['POST', '/sca/users/user_m_0123/sca-status'],
  ])('answers 405 to %s %s', async (method, path) => {
    expect((await t.call(method, t.v2 + path)).status).toBe(405);
  });
});
