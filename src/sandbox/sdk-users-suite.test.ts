import { describe, expect, it } from 'vitest';
import { runSdkTestFile } from '../../test/support/sdk-mocha.js';
import { USERS_SDK_EXCLUSIONS } from './sdk-exclusions-users.js';

describe("the service SDK's own Users.js, unchanged, against the sandbox", () => {
  it('passes every test of users, SCA users and cards; the others are left out by title', async () => {
    const excluded = USERS_SDK_EXCLUSIONS.map((exclusion) => exclusion.title);
    const run = await runSdkTestFile('Users.js', { exclude: excluded });
    const list = USERS_SDK_EXCLUSIONS.map(
      ({ title, needs }) => `  - ${title}\n      needs ${needs}`,
    );
    console.info(
      `Users.js: ${run.passed.length} of ${run.all.length} tests run and passed; ` +
        `${excluded.length} left out:\n${list.join('\n')}`,
    );

    // A title that no longer matches would silently run nothing: each must name a test of the file.
    expect(excluded.filter((title) => !run.all.includes(title))).toEqual([]);
    expect(Object.fromEntries(run.failed)).toEqual({});
    expect(run.passed).toEqual(run.all.filter((title) => !excluded.includes(title)));
  }, 120_000);
});
