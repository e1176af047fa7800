import MangoPay from 'mangopay4-nodejs-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPT_HEADER, BROWSER_DATA } from '../../test/support/browser-data.js';
import { openTestSandbox, type TestSandbox } from '../../test/support/sandbox.js';

/**
 * The service's own Node SDK, unchanged, pointed at the sandbox by its `baseUrl` option: what a
 * new user of the sandbox tries first. Its `errorHandler` option only keeps refusals off the console.
 */

let t: TestSandbox;
let api: MangoPay;
const sdk = (clientApiKey: string) =>
  new MangoPay({
    clientId: t.sandbox.clientId,
    clientApiKey,
    baseUrl: t.url,
    errorHandler: () => {},
  });

beforeAll(async () => {
  t = await openTestSandbox();
  api = sdk(t.sandbox.apiKey);
});
afterAll(() => t.close());

/** The validation of the SDK's own test (CardRegistrations.js), with our browser's data. */
const validationOf = (userId: string): MangoPay.cardValidation.CreateCardValidation => ({
  AuthorId: userId,
  SecureModeReturnURL: 'http://example.com',
  IpAddress: '2001:0620:0000:0000:0211:24FF:FE80:C12C',
  BrowserInfo: { AcceptHeader: ACCEPT_HEADER, ...BROWSER_DATA, TimeZoneOffset: '+60' },
});

describe('the service SDK against the sandbox', () => {
  it('creates a Card Validation with Cards.validate and reads it with Cards.getCardValidation', async () => {
    const card = await t.createCard('4970107111111119');
    const created = await api.Cards.validate(card.Id, validationOf(card.UserId));
    expect(created).toMatchObject({
      Type: 'CARD_VALIDATION',
      Status: 'SUCCEEDED',
      SecureModeReturnURL: `http://example.com/?cardValidationId=${created.Id}`,
    });
    const read = await api.Cards.getCardValidation(card.Id, created.Id);
    expect(read).toMatchObject({ Id: created.Id, Type: 'CARD_VALIDATION', Validity: 'VALID' });
    expect((await api.Cards.get(card.Id)).Validity).toBe('VALID');
  });

  it('gets a challenge for the challenge card', async () => {
    const card = await t.createCard('4970105181818183');
    const created = await api.Cards.validate(card.Id, validationOf(card.UserId));
    expect(created).toMatchObject({ Status: 'CREATED', SecureModeNeeded: true });
    expect(created.SecureModeRedirectURL).toMatch(/\/3ds-challenge\/[0-9a-f]{32}$/);
  });

  it('looks a BIN up with PayIns.getPaymentMethodMetadata: two BinData for a co-branded card', async () => {
    const metadata = await api.PayIns.getPaymentMethodMetadata({ Type: 'BIN', Bin: '49701071' });
    expect(metadata).toMatchObject({ Type: 'BIN', Bin: '49701071', IssuerCountryCode: 'FR' });
    expect(metadata.BinData.map(({ Brand }) => Brand)).toEqual(['CB', 'VISA']);
    const single = await api.PayIns.getPaymentMethodMetadata({ Type: 'BIN', Bin: '424242' });
    expect(single.BinData).toHaveLength(1);
  });

  it('sees a BIN of 7 digits refused as param_error by PayIns.getPaymentMethodMetadata', async () => {
    const refusal = await api.PayIns.getPaymentMethodMetadata({ Type: 'BIN', Bin: '4970107' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({
      Type: 'param_error',
      errors: { Bin: 'Expected 6 or 8 digits' },
    });
  });

  it('lists the cards of one number with Cards.getByFingerprint', async () => {
    const number = '2223003122003222'; // no other test of this sandbox uses it
    const [card, twin] = await Promise.all([t.createCard(number), t.createCard(number)]);
    const fetched = await api.Cards.get(card.Id);
    const cards = await api.Cards.getByFingerprint(fetched.Fingerprint);
    expect(cards).toBeInstanceOf(Array);
    expect(cards.map((listed) => listed.Id).sort()).toEqual([card.Id, twin.Id].sort());
    cards.forEach((listed) => expect(listed.Fingerprint).toBe(fetched.Fingerprint));
  });

  it('sees a wrong API key refused as OAuth says: error invalid_client', async () => {
    const wrong = sdk('wrongPass');
    const refusal = await wrong.authorize().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ error: 'invalid_client' });
    await expect(wrong.Cards.get('card_00')).rejects.toMatchObject({ error: 'invalid_client' });
  });

  it('sees a registration for an unknown user refused as ressource_not_found', async () => {
    const refusal = await api.CardRegistrations.create({
      UserId: '12345678',
      Currency: 'EUR',
      CardType: 'CB_VISA_MASTERCARD',
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({
      Type: 'ressource_not_found',
      errors: { RessourceNotFound: 'Cannot found the ressource User with the id=12345678' },
    });
  });
});
