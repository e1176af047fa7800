import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';
import { networksToOffer } from '../../service/payment-method-metadata.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox();
});
afterAll(() => t.close());

const PATH = '/v2.01/sandbox/payment-methods/metadata';
const lookUp = (json: unknown, init: { token?: string | null; path?: string } = {}) =>
  t.call('POST', init.path ?? PATH, { json, token: init.token });

describe('the metadata lookup of a BIN', () => {
  it.each([
    ['497010', ['CB', 'VISA'], 'FR'],
    ['49701071', ['CB', 'VISA'], 'FR'],
    ['497355', ['CB', 'VISA'], 'FR'],
    ['513100', ['CB', 'MASTERCARD'], 'FR'],
    ['503395', ['BCMC', 'MAESTRO'], 'BE'],
    ['67031330', ['BCMC', 'MAESTRO'], 'BE'],
  ])('answers %s with two BinData, co-branded %j', async (bin, brands, country) => {
    const answer = await lookUp({ Type: 'BIN', Bin: bin });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Type: 'BIN', Bin: bin, IssuerCountryCode: country });
    expect(answer.body.BinData.map((entry: { Brand: string }) => entry.Brand)).toEqual(brands);
    expect(networksToOffer(answer.body)).toEqual(brands);
  });

  it("answers the co-branded guide's example as the guide shows it", async () => {
    const { body } = await lookUp({ Type: 'BIN', Bin: '497355' });
    expect(body).toEqual({
      Type: 'BIN',
      Bin: '497355',
      IssuerCountryCode: 'FR',
      IssuingBank: 'SOCIETE GENERALE, S.A.',
      BinData: [
        { Brand: 'CB', Subtype: null, CardType: null, CommercialIndicator: null },
        { Brand: 'VISA', Subtype: null, CardType: null, CommercialIndicator: null },
      ],
    });
  });

  it.each([
    ['424242', 'VISA'],
    ['555555', 'MASTERCARD'],
    ['470675', 'VISA'],
    ['378282', 'AMERICAN EXPRESS'],
    ['30123400', 'MAESTRO'],
    // An 8-digit sub-range issued without CB, inside a co-branded 6-digit range.
    ['51310099', 'MASTERCARD'],
    // Outside the table: the brand the digits tell, issuer unknown.
    ['41111111', 'VISA'],
    ['601111', 'DISCOVER'],
  ])('answers %s with one network, %s, and nothing to choose', async (bin, brand) => {
    const { status, body } = await lookUp({ Type: 'BIN', Bin: bin });
    expect(status).toBe(200);
    expect(body.BinData).toEqual([expect.objectContaining({ Brand: brand })]);
    expect(networksToOffer(body)).toEqual([]);
  });

  it('answers a BIN no network starts with as ressource_not_found', async () => {
    const answer = await lookUp({ Type: 'BIN', Bin: '000000' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ Type: 'ressource_not_found' });
  });

  it('is reached whatever the case of its path, as the service is', async () => {
    const path = '/V2.01/sandbox/Payment-Methods/Metadata';
    expect((await lookUp({ Type: 'BIN', Bin: '497010' }, { path })).status).toBe(200);
  });
});

describe("the lookup's refusals", () => {
  it.each([
    ['5 digits', { Type: 'BIN', Bin: '49701' }, 'Bin'],
    ['7 digits', { Type: 'BIN', Bin: '4970107' }, 'Bin'],
    ['9 digits', { Type: 'BIN', Bin: '497010711' }, 'Bin'],
    ['a whole card number', { Type: 'BIN', Bin: '4970107111111119' }, 'Bin'],
    ['letters', { Type: 'BIN', Bin: '49701a' }, 'Bin'],
    ['spaces', { Type: 'BIN', Bin: '4970 10' }, 'Bin'],
    ['a number', { Type: 'BIN', Bin: 497010 }, 'Bin'],
    ['no Bin', { Type: 'BIN' }, 'Bin'],
    ['no Type', { Bin: '497010' }, 'Type'],
    ['a Google Pay lookup', { Type: 'GOOGLE_PAY', Token: 'x' }, 'Type'],
  ])('refuses %s as a 400 param_error naming the field', async (_name, json, field) => {
    const answer = await lookUp(json);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      Type: 'param_error',
      Message: 'One or several required parameters are missing or incorrect',
    });
    expect(Object.keys(answer.body.errors)).toContain(field);
  });

  it('never repeats a card number sent by mistake', async () => {
    const answer = await lookUp({ Type: 'BIN', Bin: '4970107111111119' });
    expect(JSON.stringify(answer.body)).not.toMatch(/4970107111111119|49701071/);
  });

  it('needs a platform token, for the client of its path', async () => {
    const anonymous = await lookUp({ Type: 'BIN', Bin: '497010' }, { token: null });
    expect(anonymous.status).toBe(401);
    const other = await lookUp(
      { Type: 'BIN', Bin: '497010' },
      { path: '/v2.01/another/payment-methods/metadata' },
    );
    expect(other.status).toBe(403);
  });

  it('answers another method with a 405 naming POST', async () => {
    const answer = await t.call('GET', PATH);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });
});

describe("a Card Validation's CardInfo", () => {
  it("answers the card's 8-digit BIN, which the lookup takes as it is", async () => {
    const card = await t.createCard('4970107111111119');
    const validation = await t.createValidation(card);
    expect(validation.CardInfo).toEqual({
      BIN: '49701071',
      IssuingBank: 'SANDBOX BANQUE',
      IssuerCountryCode: 'FR',
      Type: 'DEBIT',
      Brand: 'VISA',
      SubType: 'CLASSIC',
    });
    const { body } = await lookUp({ Type: 'BIN', Bin: validation.CardInfo!.BIN });
    expect(networksToOffer(body)).toEqual(['CB', 'VISA']);
  });

  it.each([
    ['4973550000000009', ['CB', 'VISA']],
    ['5131000000000001', ['CB', 'MASTERCARD']],
    ['5131009900000003', []],
    ['4242424242424242', []],
  ])('the test card %s tokenizes, and its CardInfo.BIN offers %j', async (number, networks) => {
    const validation = await t.createValidation(await t.createCard(number));
    expect(validation.CardInfo!.BIN).toBe(number.slice(0, 8));
    const { body } = await lookUp({ Type: 'BIN', Bin: validation.CardInfo!.BIN });
    expect(networksToOffer(body)).toEqual(networks);
  });

  it('names the network the shopper chose as its Brand', async () => {
    const card = await t.createCard('4970107111111119');
    const validation = await t.createValidation(card, { PreferredCardNetwork: 'CB' });
    expect(validation.CardInfo).toMatchObject({ BIN: '49701071', Brand: 'CB' });
  });
});
