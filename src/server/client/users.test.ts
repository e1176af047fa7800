import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../../test/support/clock.js';
import {
  afterToken,
  apiRequests,
  json,
  serviceError,
} from '../../../test/support/service-stand-in.js';
import {
  hangUp,
  startTokenizationServer,
  type TokenizationServer,
} from '../../../test/support/tokenization-server.js';
import { ADA } from '../../../test/support/users.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { createPaymentsClient, PaymentsApiError, type PaymentsClient } from '../index.js';

/** Reading users by type, updating and closing them, over real HTTP against the sandbox. */

const clock = createClock();
let sandbox: Sandbox;
let client: PaymentsClient;
beforeAll(async () => {
  sandbox = await startSandbox({ now: clock.now });
  client = createPaymentsClient({
    baseUrl: sandbox.url,
    clientId: sandbox.clientId,
    apiKey: sandbox.apiKey,
  });
});
afterAll(() => sandbox.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('Expected a refusal');
    },
    (error: unknown) => error as PaymentsApiError,
  );

const LEGAL_PAYER = {
  Name: 'Acme SAS',
  Email: 'ops@acme.example',
  UserCategory: 'PAYER' as const,
  LegalRepresentativeFirstName: 'Ada',
  LegalRepresentativeLastName: 'Lovelace',
};
const ADDRESS = {
  AddressLine1: '1 rue de la Paix',
  City: 'Paris',
  PostalCode: '75002',
  Country: 'FR',
};

describe('reading a user by its type', () => {
  it('reads a Natural user as natural and a Legal user as legal', async () => {
    const ada = await client.createNaturalUser(ADA);
    const acme = await client.createLegalUser(LEGAL_PAYER);
    expect(await client.getNaturalUser(ada.Id)).toEqual(ada);
    expect(await client.getLegalUser(acme.Id)).toEqual(acme);
  });

  it('refuses the other type as the service does: a 404 naming the type asked for', async () => {
    const ada = await client.createNaturalUser(ADA);
    const error = await failure(client.getLegalUser(ada.Id));
    expect(error).toBeInstanceOf(PaymentsApiError);
    expect(error).toMatchObject({
      status: 404,
      type: 'ressource_not_found',
      errors: { RessourceNotFound: `Cannot found the ressource UserLegal with the id=${ada.Id}` },
    });
  });
});

describe('updating a user', () => {
  it('changes the fields sent and keeps the others, TermsAndConditionsAccepted included', async () => {
    const ada = await client.createNaturalUser({ ...ADA, TermsAndConditionsAccepted: true });
    expect(ada).toMatchObject({
      TermsAndConditionsAccepted: true,
      TermsAndConditionsAcceptedDate: clock.now() / 1000,
    });
    const updated = await client.updateNaturalUser(ada.Id, {
      LastName: 'King',
      Occupation: 'analyst',
    });
    expect(updated).toEqual({ ...ada, LastName: 'King', Occupation: 'analyst' });
    expect(await client.getUser(ada.Id)).toEqual(updated);
  });

  it('makes a Payer an Owner only with what an Owner needs, naming each field missing', async () => {
    const payer = await client.createNaturalUser({ ...ADA, UserCategory: 'PAYER' });
    const error = await failure(client.updateNaturalUser(payer.Id, { UserCategory: 'OWNER' }));
    expect(error).toMatchObject({ status: 400, type: 'param_error' });
    expect(Object.keys(error.errors!).sort()).toEqual([
      'Birthday',
      'CountryOfResidence',
      'Nationality',
      'TermsAndConditionsAccepted',
    ]);
    expect((await client.getNaturalUser(payer.Id)).UserCategory).toBe('PAYER');

    const owner = await client.updateNaturalUser(payer.Id, {
      UserCategory: 'OWNER',
      TermsAndConditionsAccepted: true,
      Birthday: 188301600,
      Nationality: 'FR',
      CountryOfResidence: 'FR',
    });
    expect(owner).toMatchObject({ UserCategory: 'OWNER', Nationality: 'FR', Birthday: 188301600 });
  });

  it('makes a Legal Payer an Owner with its headquarters, representative and company number', async () => {
    const payer = await client.createLegalUser(LEGAL_PAYER);
    const owner = await client.updateLegalUser(payer.Id, {
      UserCategory: 'OWNER',
      TermsAndConditionsAccepted: true,
      HeadquartersAddress: ADDRESS,
      CompanyNumber: '123456789',
      LegalRepresentativeBirthday: 188301600,
      LegalRepresentativeNationality: 'FR',
      LegalRepresentativeCountryOfResidence: 'FR',
    });
    expect(owner).toMatchObject({
      UserCategory: 'OWNER',
      CompanyNumber: '123456789',
      HeadquartersAddress: { ...ADDRESS, AddressLine2: null, Region: null },
      LegalRepresentativeFirstName: 'Ada',
    });
  });
});

describe('closing a user', () => {
  it('closes for good: CLOSED, still readable, and then refused as user_closed', async () => {
    const ada = await client.createNaturalUser(ADA);
    await expect(client.closeNaturalUser(ada.Id)).resolves.toBeUndefined();
    expect(await client.getUser(ada.Id)).toMatchObject({ Id: ada.Id, UserStatus: 'CLOSED' });
    const closedTwice = await failure(client.closeNaturalUser(ada.Id));
    expect(closedTwice).toMatchObject({ status: 400, type: 'user_closed' });
    const updated = await failure(client.updateNaturalUser(ada.Id, { LastName: 'King' }));
    expect(updated).toMatchObject({ status: 400, type: 'user_closed' });
  });

  it('closes a Legal user by its own path, and not by the natural one', async () => {
    const acme = await client.createLegalUser(LEGAL_PAYER);
    expect(await failure(client.closeNaturalUser(acme.Id))).toMatchObject({ status: 404 });
    await client.closeLegalUser(acme.Id);
    expect((await client.getLegalUser(acme.Id)).UserStatus).toBe('CLOSED');
  });
});

describe('retries of updates and closes (a stand-in of the service)', () => {
  let server: TokenizationServer;
  afterEach(() => server.close());
  const standIn = async () => {
    server = await startTokenizationServer();
    return createPaymentsClient({
      baseUrl: server.origin,
      clientId: 'acme',
      apiKey: 'k',
      retryDelay: 5,
    });
  };
  const methods = () => apiRequests(server.requests).map((r) => `${r.method} ${r.url}`);

  it('sends an update again after a 503: it sets the same fields', async () => {
    const stood = await standIn();
    const user = { Id: 'user_m_1', LastName: 'King' };
    server.behave(afterToken(serviceError(503, 'service_unavailable'), json(200, user)));
    expect(await stood.updateNaturalUser('user_m_1', { LastName: 'King' })).toEqual(user);
    expect(methods()).toEqual([
      'PUT /v2.01/acme/users/natural/user_m_1',
      'PUT /v2.01/acme/users/natural/user_m_1',
    ]);
  });

  it('takes a close whose answer was lost as done when the user reads CLOSED', async () => {
    const stood = await standIn();
    // Before sending again, the client reads the user back: already closed, nothing to resend.
    server.behave(afterToken(hangUp, json(200, { Id: 'user_m_1', UserStatus: 'CLOSED' })));
    await expect(stood.closeNaturalUser('user_m_1')).resolves.toBeUndefined();
    expect(methods()).toEqual([
      'DELETE /v2.01/acme/users/natural/user_m_1',
      'GET /v2.01/acme/users/natural/user_m_1',
    ]);
  });
});
