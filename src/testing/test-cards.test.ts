import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../../test/support/sandbox.js';
import { validateCard } from '../core/card.js';
import { tokenizeCard } from '../core/tokenize.js';
import { authenticationFlow } from '../sandbox/store/authentication-cards.js';
import { findTestBin } from '../sandbox/cards/test-bins.js';
import type { CardType } from '../service/cards.js';
import { TEST_CARDS, type TestCardName } from './test-cards.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox({ registrationTtlMs: 60_000 });
});
afterAll(() => t.close());

const input = (name: TestCardName) => {
  const { number, expiry, cvx } = TEST_CARDS[name];
  return { cardNumber: number, cardExpirationDate: expiry, cardCvx: cvx };
};

const BRANDS: [TestCardName, string, CardType][] = [
  ['visa', 'visa', 'CB_VISA_MASTERCARD'],
  ['mastercard', 'mastercard', 'CB_VISA_MASTERCARD'],
  ['mastercard2', 'mastercard', 'CB_VISA_MASTERCARD'],
  ['amex', 'american-express', 'AMEX'],
  ['discover', 'discover', 'CB_VISA_MASTERCARD'],
  ['diners', 'diners-club', 'CB_VISA_MASTERCARD'],
  ['jcb', 'jcb', 'CB_VISA_MASTERCARD'],
  ['unionpay', 'unionpay', 'CB_VISA_MASTERCARD'],
  // The service's Maestro test card, which a BIN table reads as Diners (PROTOCOL.md).
  ['maestro', 'diners-club', 'MAESTRO'],
  ['bancontact', 'maestro', 'BCMC'],
  ['bancontact17', 'maestro', 'BCMC'],
];

describe('TEST_CARDS', () => {
  it.each(BRANDS)('%s reads as %s and is valid for a %s registration', (name, brand, cardType) => {
    const check = validateCard(input(name), { cardType });
    expect(check.brand.type).toBe(brand);
    expect(check.isValid).toBe(true);
  });

  it('names the sandbox’s 3-D Secure flows by the numbers its own table gives them', () => {
    expect(authenticationFlow(TEST_CARDS.frictionless.number)).toBe('frictionless');
    expect(authenticationFlow(TEST_CARDS.challenge.number)).toBe('challenge');
    expect(authenticationFlow(TEST_CARDS.authenticationFailed.number)).toBe('failing');
  });

  it('names co-branded cards whose BIN the sandbox answers with two networks', () => {
    for (const name of ['coBrandedVisa', 'coBrandedMastercard'] as const) {
      const networks = findTestBin(TEST_CARDS[name].number.slice(0, 8))!.BinData;
      expect(networks.map(({ Brand }) => Brand)).toEqual([
        'CB',
        name === 'coBrandedVisa' ? 'VISA' : 'MASTERCARD',
      ]);
    }
  });

  it.each([
    ['refused', '02628'],
    ['inactive', '01902'],
    ['serverError', '02101'],
  ] as const)('%s: the sandbox’s tokenization server answers %s', async (name, serverCode) => {
    const registration = await t.createRegistration();
    await expect(tokenizeCard(registration, input(name))).rejects.toMatchObject({ serverCode });
  });

  it('expired: refused before any request, as a past expiry', async () => {
    const registration = await t.createRegistration();
    await expect(tokenizeCard(registration, input('expired'))).rejects.toMatchObject({
      code: 'validation',
      field: 'expiry',
    });
  });

  it.each(['visa', 'frictionless', 'challenge', 'coBrandedMastercard'] as const)(
    '%s: tokenized by the sandbox',
    async (name) => {
      const registration = await t.createRegistration();
      await expect(tokenizeCard(registration, input(name))).resolves.toMatch(/^data=/);
    },
  );
});
