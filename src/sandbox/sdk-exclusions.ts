/**
 * The service's Node SDK test files (node_modules/mangopay4-nodejs-sdk/test/services) that
 * `sdk-test-files.test.ts` runs unchanged against the sandbox, and the tests of theirs left out,
 * by full title (mocha's `fullTitle()`), each with what it needs that the sandbox does not serve.
 * Only tests that need more than users, SCA users, cards, card registrations and rate limits
 * belong here; the test fails when a title is no longer in its file.
 */

export interface SdkExclusion {
  /** File name under the SDK's `test/services/`. */
  file: string;
  /** Suites and test title joined by spaces, as mocha's `fullTitle()`. */
  title: string;
  /** The routes it needs that the sandbox does not serve. */
  needs: string;
}

export const SDK_TEST_FILES: readonly string[] = ['Cards.js', 'RateLimit.js', 'Users.js'];

const WALLET_AND_PAYIN =
  'POST /v2.01/{ClientId}/wallets, POST /v2.01/{ClientId}/payins/card/direct (helpers.getNewPayInCardDirect)';

const v2 = '/v2.01/{ClientId}';
const bankAccount = (type: string) =>
  `POST ${v2}/users/{UserId}/bankaccounts/${type} (bank accounts)`;
const kyc = `POST ${v2}/users/{UserId}/KYC/documents (KYC documents)`;
const kycPage = `POST ${v2}/users/{UserId}/KYC/documents/{KycDocumentId}/pages (KYC documents)`;
const payIn = `POST ${v2}/wallets and POST ${v2}/payins/card/direct (wallets, pay-ins)`;

/** Users.js's tests by title without its root suite's name, all needing `needs`. */
const users = (needs: string, ...titles: string[]): SdkExclusion[] =>
  titles.map((title) => ({ file: 'Users.js', title: `Users ${title}`, needs }));

const USERS_EXCLUSIONS: readonly SdkExclusion[] = [
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

export const SDK_EXCLUSIONS: readonly SdkExclusion[] = [
  {
    file: 'Cards.js',
    title: 'Cards Get PreAuthorizations should be retrieved',
    needs: `${WALLET_AND_PAYIN}, GET /v2.01/{ClientId}/cards/{CardId}/preauthorizations`,
  },
  {
    file: 'Cards.js',
    title: 'Cards Get Transactions for Card fingerprint should be retrieved',
    needs: `the card of the pay-in above (${WALLET_AND_PAYIN}), GET /v2.01/{ClientId}/cards/fingerprints/{Fingerprint}/transactions`,
  },
  ...USERS_EXCLUSIONS,
];

/** One line per excluded test: `Cards.js  "<title>"  needs <routes>`. */
export function describeExclusions(exclusions: readonly SdkExclusion[] = SDK_EXCLUSIONS): string {
  return exclusions.map((e) => `${e.file}  "${e.title}"\n    needs ${e.needs}`).join('\n');
}
