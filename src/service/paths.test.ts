import { describe, expect, it } from 'vitest';
import * as paths from './paths.js';

// Written out as PROTOCOL.md spells them, so that a change to a path is a change to this table.
describe('the service paths', () => {
  it.each([
    [paths.OAUTH_TOKEN_PATH, '/v2.01/oauth/token'],
    [paths.RECIPIENT_TOKEN_PATH, '/v2.01/oauth/token/embedded/recipient'],
    [paths.naturalUsersPath('c'), '/v2.01/c/users/natural'],
    [paths.legalUsersPath('c'), '/v2.01/c/users/legal'],
    [paths.userPath('c', 'u'), '/v2.01/c/users/u'],
    [paths.naturalUserPath('c', 'u'), '/v2.01/c/users/natural/u'],
    [paths.legalUserPath('c', 'u'), '/v2.01/c/users/legal/u'],
    [paths.scaNaturalUsersPath('c'), '/v2.01/c/sca/users/natural'],
    [paths.scaLegalUsersPath('c'), '/v2.01/c/sca/users/legal'],
    [paths.scaUserPath('c', 'u'), '/v2.01/c/sca/users/u'],
    [paths.scaNaturalUserPath('c', 'u'), '/v2.01/c/sca/users/natural/u'],
    [paths.scaLegalUserPath('c', 'u'), '/v2.01/c/sca/users/legal/u'],
    [paths.scaNaturalCategoryPath('c', 'u'), '/v2.01/c/sca/users/natural/u/category'],
    [paths.scaLegalCategoryPath('c', 'u'), '/v2.01/c/sca/users/legal/u/category'],
    [paths.scaEnrollmentPath('c', 'u'), '/v2.01/c/sca/users/u/enrollment'],
    [paths.scaConsentPath('c', 'u'), '/v2.01/c/sca/users/u/consent'],
    [paths.scaStatusPath('c', 'u'), '/v2.01/c/sca/users/u/sca-status'],
    [paths.userCardsPath('c', 'u'), '/v2.01/c/users/u/cards'],
    [paths.cardRegistrationsPath('c'), '/v2.01/c/cardregistrations'],
    [paths.cardRegistrationPath('c', 'r'), '/v2.01/c/cardregistrations/r'],
    [paths.cardPath('c', 'k'), '/v2.01/c/cards/k'],
    [paths.cardsByFingerprintPath('c', 'f'), '/v2.01/c/cards/fingerprints/f'],
    [paths.cardValidationsPath('c', 'k'), '/v2.01/c/cards/k/validation'],
    [paths.cardValidationPath('c', 'k', 'v'), '/v2.01/c/cards/k/validation/v'],
    [paths.intentsPath('c'), '/V3.0/c/payins/intents'],
    [paths.intentPath('c', 'i'), '/V3.0/c/payins/intents/i'],
    [paths.capturesPath('c', 'i'), '/V3.0/c/payins/intents/i/captures'],
    [paths.disputesPath('c', 'i', 'p'), '/V3.0/c/payins/intents/i/captures/p/disputes'],
    [
      paths.disputeDecisionPath('c', 'i', 'p', 'd'),
      '/V3.0/c/payins/intents/i/captures/p/disputes/d/decision',
    ],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
  });
});
