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

export const SDK_TEST_FILES: readonly string[] = ['Cards.js', 'RateLimit.js'];

const WALLET_AND_PAYIN =
  'POST /v2.01/{ClientId}/wallets, POST /v2.01/{ClientId}/payins/card/direct (helpers.getNewPayInCardDirect)';

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
];

/** One line per excluded test: `Cards.js  "<title>"  needs <routes>`. */
export function describeExclusions(exclusions: readonly SdkExclusion[] = SDK_EXCLUSIONS): string {
  return exclusions.map((e) => `${e.file}  "${e.title}"\n    needs ${e.needs}`).join('\n');
}
