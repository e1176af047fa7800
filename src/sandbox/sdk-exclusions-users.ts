/**
 * The tests of the service SDK's `test/services/Users.js` that the sandbox does not run, by full
 * Mocha title, each with what it needs that the sandbox does not emulate. Every other test of the
 * file runs unchanged in `sdk-users-suite.test.ts` and must pass.
 */

export interface SdkExclusion {
  /** Mocha's full title: the describe blocks' titles and the test's, joined by spaces. */
  title: string;
  /** The route (or data) the test needs, outside the sandbox's users, SCA users and cards. */
  needs: string;
}

const v2 = '/v2.01/{ClientId}';
const bankAccount = (type: string) =>
  `POST ${v2}/users/{UserId}/bankaccounts/${type} (bank accounts)`;
const kyc = `POST ${v2}/users/{UserId}/KYC/documents (KYC documents)`;
const kycPage = `POST ${v2}/users/{UserId}/KYC/documents/{KycDocumentId}/pages (KYC documents)`;
const payIn = `POST ${v2}/wallets and POST ${v2}/payins/card/direct (wallets, pay-ins)`;

const users = (needs: string, ...titles: string[]) =>
  titles.map((title) => ({ title: `Users ${title}`, needs }));

export const USERS_SDK_EXCLUSIONS: readonly SdkExclusion[] = [
  ...['IBAN', 'GB', 'US', 'CA', 'OTHER'].flatMap((type) =>
    users(
      bankAccount(type.toLowerCase()),
      `Create Bank Account ${type} Account should be created correctly`,
    ),
  ),
  ...users(
    `GET ${v2}/users/{UserId}/bankaccounts (bank accounts)`,
    'Bank Accounts List should contain instances of BankAccount',
    'Bank Accounts Sort by creation date Should work properly',
  ),
  ...users(
    `PUT ${v2}/users/{UserId}/bankaccounts/{BankAccountId} (bank accounts)`,
    'Deactivate Bank Account Should be deactivated correctly',
  ),
  ...users(
    kyc,
    'Create KYC Document Should be created and fetched correctly',
    'Create KYC Document Create KYC Page Empty File Path Should call error handler',
    'Create KYC Document Create KYC Page Wrong File Path Should call error handler',
  ),
  ...users(
    `PUT ${v2}/users/{UserId}/KYC/documents/{KycDocumentId} (KYC documents)`,
    'Create KYC Document Update KYC Document Should be updated correctly',
  ),
  ...users(
    kycPage,
    'Create KYC Document Create KYC Page Empty File String Should return error for empty file string',
    'Create KYC Document Create KYC Page Wrong File String Should return error for wrong file string',
    'Create KYC Document Create KYC Page Correct File String Should be correctly created',
    'Create KYC Document Create KYC Page Correct File Path Should be correctly created',
  ),
  ...users(
    `GET ${v2}/users/{UserId}/KYC/documents (KYC documents)`,
    'Get KYC Documents List should contain instances of BankAccount',
    'Get KYC Documents Sort by creation date Should work properly',
  ),
  ...users(
    `${payIn}; GET ${v2}/users/{UserId}/transactions (transactions)`,
    'Transactions Get all transactions should have one transaction',
    'Transactions Get all transactions transaction data should be correct',
    'Transactions Get all transactions Sca redirectUrl should be present on response headers',
  ),
  ...users(
    `${payIn}: the card listed is the pay-in's`,
    'Transactions Get all Cards should have one card',
    'Transactions Get all Cards card data should be correct',
  ),
  ...users(
    `${payIn}; GET ${v2}/cards/{CardId}/transactions (transactions)`,
    'Transactions Get Transactions for Card should be retrieved',
  ),
  ...users(
    `POST ${v2}/wallets, GET ${v2}/users/{UserId}/wallets (wallets)`,
    'Wallets should have two wallets',
    'Wallets wallet should contain the right data',
    'Wallets Sca redirectUrl should be present on response headers',
  ),
  ...users(
    `POST ${v2}/users/{UserId}/kyc/ubodeclarations (UBO declarations)`,
    'Create UBO declaration should be successful',
  ),
  ...users(
    `GET ${v2}/users/{UserId}/preauthorizations (pre-authorisations)`,
    'Get PreAuthorizations should be retrieved',
  ),
  // These two pass on any answer, a 404 included: run, they would count without being served.
  ...users(
    `GET ${v2}/users/{UserId}/blockStatus (regulatory data)`,
    'Get BlockStatus should get the block status',
  ),
  ...users(
    `GET ${v2}/users/{UserId}/Regulatory (regulatory data)`,
    'Get Regulatory should get regulatory',
  ),
  ...users(
    `POST ${v2}/users/data-formats/validation (regulatory data: company number formats by country)`,
    'Validate data format should be valid',
    'Validate data format should fail',
  ),
  ...users(
    `GET ${v2}/sca/users/user_m_01JKZW095BFB2TRQMCZ8GE7M8D/sca-status: a user enrolled on the ` +
      "service's own test client, which a sandbox that starts empty does not hold",
    'Get Sca Status John should be the same',
  ),
];
