import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';
import {
  createPaymentsClient,
  networksToOffer,
  PaymentsApiError,
  type PaymentsClient,
} from '../index.js';

let t: TestSandbox;
let client: PaymentsClient;
beforeAll(async () => {
  t = await openTestSandbox();
  client = createPaymentsClient({
    baseUrl: t.url,
    clientId: t.sandbox.clientId,
    apiKey: t.sandbox.apiKey,
  });
});
afterAll(() => t.close());

const LOOKUP_PATH = '/v2.01/sandbox/payment-methods/metadata';
const lookups = () => t.sandbox.requests()[LOOKUP_PATH]?.POST ?? 0;

describe('lookupBin', () => {
  it("answers the service's metadata of a co-branded card, and networksToOffer the choice", async () => {
    const metadata = await client.lookupBin('49701071');
    expect(metadata).toEqual({
      Type: 'BIN',
      Bin: '49701071',
      IssuerCountryCode: 'FR',
      IssuingBank: 'SANDBOX BANQUE',
      BinData: [
        { Brand: 'CB', Subtype: 'CLASSIC', CardType: 'DEBIT', CommercialIndicator: 'PERSONAL' },
        { Brand: 'VISA', Subtype: 'CLASSIC', CardType: 'DEBIT', CommercialIndicator: 'PERSONAL' },
      ],
    });
    expect(networksToOffer(metadata)).toEqual(['CB', 'VISA']);
  });

  it.each([
    ['513100', ['CB', 'MASTERCARD']],
    ['50339510', ['BCMC', 'MAESTRO']],
    ['424242', []],
    ['51310099', []],
  ])('turns %s into the choice %j', async (bin, networks) => {
    expect(networksToOffer(await client.lookupBin(bin))).toEqual(networks);
  });

  it.each([
    ['a whole card number', '4970107111111119', '16 digits'],
    ['7 digits', '4970107', '7 digits'],
    ['spaced digits', '4970 1071', 'a string of 9 characters, not all digits'],
    ['a number', 497010, 'number'],
  ])('refuses %s before sending, without repeating it', async (_name, bin, described) => {
    const before = lookups();
    const refusal = await client.lookupBin(bin as string).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TypeError);
    expect((refusal as Error).message).toBe(
      `Expected bin to be the first 6 or 8 digits of a card number, got ${described}`,
    );
    expect((refusal as Error).message).not.toContain('4970');
    expect(lookups()).toBe(before);
  });

  it("rejects with the service's refusal as PaymentsApiError", async () => {
    const refusal = await client.lookupBin('000000').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PaymentsApiError);
    expect(refusal).toMatchObject({ status: 404, type: 'ressource_not_found' });
  });

  it('sends one request per lookup, each with its own Idempotency-Key', async () => {
    const before = lookups();
    await Promise.all([client.lookupBin('497010'), client.lookupBin('497010')]);
    expect(lookups()).toBe(before + 2);
  });
});
