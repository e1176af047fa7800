import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODAY } from '../../../test/support/cards.js';
import { externalData, intentSteps, lineItems } from '../../../test/support/intents.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox();
});
afterAll(() => t.close());
const { createIntent, captured, disputed } = intentSteps(() => t);

describe('POST /V3.0/{ClientId}/payins/intents', () => {
  it('computes Amount and PlatformFees from the line items', async () => {
    const intent = await createIntent({ Buyer: { Id: (await t.createUser()).Id } });
    expect(intent).toMatchObject({
      Id: expect.stringMatching(/^int_[0-9a-f]+$/),
      Amount: 2 * 1200 - 400 + 900,
      PlatformFees: 200,
      AvailableAmountToSplit: 0,
      UnfundedAmount: 0,
      Currency: 'EUR',
      Status: 'AUTHORIZED',
      NextActions: '',
      ExternalData: { ...externalData, ExternalProviderName: 'Stripe' },
      CreationDate: TODAY / 1000,
      ExecutionDate: TODAY / 1000,
      Capture: null,
      Dispute: null,
      Decision: null,
    });
    expect(intent.LineItems.map((item) => item.TotalLineItemAmount)).toEqual([2000, 900]);
    expect(intent.LineItems[0]).toMatchObject({
      Id: expect.stringMatching(/^int_li_/),
      CapturedAmount: 0,
      RefundedAmount: 0,
      DisputedAmount: 0,
      SplitAmount: 0,
      CancelledAmount: 0,
      UnfundedSellerAmount: 0,
    });
    expect((await t.call('GET', `${t.intents}/${intent.Id}`)).body).toEqual(intent);
  });

  it('accepts Amount and PlatformFees that add up', async () => {
    expect((await createIntent({ Amount: 2900, PlatformFees: 200 })).Amount).toBe(2900);
  });

  it.each([
    ['an Amount that does not add up', { Amount: 1 }, 'Amount'],
    ['PlatformFees that do not add up', { PlatformFees: 1 }, 'PlatformFees'],
    ['no line items', { LineItems: [] }, 'LineItems'],
    [
      'a discount above the total',
      { LineItems: [{ ...lineItems[1], DiscountAmount: 901 }] },
      'LineItems.0.DiscountAmount',
    ],
    [
      'fees above the total',
      { LineItems: [{ ...lineItems[1], Seller: { FeesAmount: 901 } }] },
      'LineItems.0.Seller.FeesAmount',
    ],
    [
      'a fractional quantity',
      { LineItems: [{ ...lineItems[1], Quantity: 1.5 }] },
      'LineItems.0.Quantity',
    ],
    ['a lowercase currency', { Currency: 'eur' }, 'Currency'],
  ])('answers 400 to %s, naming %s, creating nothing', async (_name, extra, field) => {
    const before = t.sandbox.stats().intents;
    const answer = await t.call('POST', t.intents, {
      json: { Currency: 'EUR', LineItems: lineItems, ...extra },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toContain(field);
    expect(t.sandbox.stats().intents).toBe(before);
  });

  it('answers 404 to an unknown Buyer', async () => {
    const answer = await t.call('POST', t.intents, {
      json: { Currency: 'EUR', LineItems: lineItems, Buyer: { Id: 'user_m_00' } },
    });
    expect(answer.status).toBe(404);
  });
});

describe('captures and disputes', () => {
  it('captures the whole amount once', async () => {
    const intent = await captured();
    expect(intent).toMatchObject({
      Status: 'CAPTURED',
      Capture: { Id: expect.stringMatching(/^int_capture_/) },
      AvailableAmountToSplit: 2900,
    });
    expect(intent.LineItems.map((item) => item.CapturedAmount)).toEqual([2000, 900]);
    const again = await t.call('POST', `${t.intents}/${intent.Id}/captures`);
    expect(again.status).toBe(400);
  });

  it('opens a dispute on the capture', async () => {
    const intent = await disputed();
    expect(intent).toMatchObject({
      Status: 'DISPUTED',
      NextActions: 'DEFEND,WIN_DISPUTE,LOSE_DISPUTE',
      Dispute: { Id: expect.stringMatching(/^int_dispute_/) },
      AvailableAmountToSplit: 0,
      Decision: null,
    });
    expect(intent.LineItems.map((item) => item.DisputedAmount)).toEqual([2000, 900]);
  });

  it('takes the dispute ExternalData when given', async () => {
    const intent = await captured();
    const answer = await t.call(
      'POST',
      `${t.intents}/${intent.Id}/captures/${intent.Capture!.Id}/disputes`,
      {
        json: {
          ExternalData: { ExternalProviderName: 'ADYEN', ExternalProviderReference: 'dis-9' },
        },
      },
    );
    expect(answer.body.ExternalData).toEqual({
      ExternalProviderName: 'Adyen',
      ExternalProviderReference: 'dis-9',
    });
  });

  it('refuses a dispute before a capture and a second dispute', async () => {
    const fresh = await createIntent();
    expect(
      (await t.call('POST', `${t.intents}/${fresh.Id}/captures/int_capture_00/disputes`)).status,
    ).toBe(404);
    const intent = await disputed();
    const second = await t.call(
      'POST',
      `${t.intents}/${intent.Id}/captures/${intent.Capture!.Id}/disputes`,
    );
    expect(second.status).toBe(400);
  });
});
