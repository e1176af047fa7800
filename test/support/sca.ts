import type { TestSandbox } from './sandbox.js';

/** SCA users and their session pages, as the tests of the sandbox use them. */

export const SCA_OWNER = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.com',
  UserCategory: 'OWNER',
  TermsAndConditionsAccepted: true,
  Birthday: 188301600,
  Nationality: 'FR',
  CountryOfResidence: 'FR',
  PhoneNumber: '+33611111111',
  PhoneNumberCountry: 'FR',
};

export const SCA_LEGAL_OWNER = {
  Name: 'Acme SAS',
  Email: 'ops@acme.example',
  LegalPersonType: 'BUSINESS',
  UserCategory: 'OWNER',
  TermsAndConditionsAccepted: true,
  CompanyNumber: '123456789',
  HeadquartersAddress: {
    AddressLine1: '1 rue de la Paix',
    City: 'Paris',
    PostalCode: '75002',
    Country: 'FR',
  },
  LegalRepresentative: {
    FirstName: 'Ada',
    LastName: 'Lovelace',
    Email: 'ada@acme.example',
    Birthday: 188301600,
    Nationality: 'FR',
    CountryOfResidence: 'FR',
  },
};

/** The hidden secret of a session page's form, as a browser would post it back. */
export async function sessionSecret(url: string): Promise<string> {
  const page = await (await fetch(url)).text();
  return /name="secret" value="([^"]+)"/.exec(page)![1]!;
}

/** Posts the session page's form as its buttons do. */
export async function submitSession(
  url: string,
  outcome: string,
  scopes: string[] = [],
): Promise<Response> {
  const form = new URLSearchParams({ secret: await sessionSecret(url), outcome });
  for (const scope of scopes) form.append('scope', scope);
  return fetch(url, { method: 'POST', body: form, redirect: 'manual' });
}

export async function createScaOwner(t: TestSandbox, overrides: Record<string, unknown> = {}) {
  const answer = await t.call('POST', `${t.v2}/sca/users/natural`, {
    json: { ...SCA_OWNER, ...overrides },
  });
  if (answer.status !== 200) throw new Error(`createScaOwner: HTTP ${answer.status}`);
  return answer.body;
}
