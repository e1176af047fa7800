import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeDecision, Intent, IntentStatus } from '../../server/types.js';
import { TODAY } from '../../../test/support/cards.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox();
});
afterAll(() => t.close());

const lineItems = [
  {
    Seller: { AuthorId: 'seller-1', FeesAmount: 150 },
    Name: 'Mug',
    Quantity: 2,
    UnitAmount: 1200,
    DiscountAmount: 400,
  },
  { Seller: { AuthorId: 'seller-2', FeesAmount: 50 }, Name: 'Tea', Quantity: 1, UnitAmount: 900 },
];
const externalData = {
  ExternalProcessingDate: 1752057968,
  ExternalProviderReference: 'auth-1',
  ExternalMerchantReference: 'order-1',
  ExternalProviderName: 'STRIPE',
  ExternalProviderPaymentMethod: 'MASTERCARD',
};

async function createIntent(extra: Record<string, unknown> = {}): Promise<Intent> {
  const answer = await t.call('POST', t.intents, {
    json: { Currency: 'EUR', ExternalData: externalData, LineItems: lineItems, ...extra },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function captured(): Promise<Intent> {
  const intent = await createIntent();
  return (await t.call('POST', `${t.intents}/${intent.Id}/captures`)).body;
}

async function disputed(): Promise<Intent> {
  const intent = await captured();
  return (await t.call('POST', `${t.intents}/${intent.Id}/captures/${intent.Capture!.Id}/disputes`))
    .body;
}

const decisionPath = (intent: Intent) =>
  `${t.intents}/${intent.Id}/captures/${intent.Capture!.Id}/disputes/${intent.Dispute!.Id}/decision`;

const decide = (intent: Intent, Decision: string) =>
  t.call('PUT', decisionPath(intent), { json: { Decision } });

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

describe('PUT …/disputes/{DisputeId}/decision', () => {
  type DisputeStatus = Extract<IntentStatus, 'DISPUTED' | DisputeDecision>;
  /** The decisions that lead from a fresh dispute to each status. */
  const history: Record<DisputeStatus, DisputeDecision[]> = {
    DISPUTED: [],
    DEFENDED: ['DEFENDED'],
    DISPUTED_WON: ['DISPUTED_WON'],
    DISPUTED_LOST: ['DISPUTED_LOST'],
  };

  async function intentIn(status: DisputeStatus): Promise<Intent> {
    let intent = await disputed();
    for (const decision of history[status]) intent = (await decide(intent, decision)).body;
    expect(intent.Status).toBe(status);
    return intent;
  }

  describe.each<[DisputeStatus, DisputeDecision, string]>([
    ['DISPUTED', 'DEFENDED', 'WIN_DISPUTE,LOSE_DISPUTE'],
    ['DISPUTED', 'DISPUTED_WON', ''],
    ['DISPUTED', 'DISPUTED_LOST', ''],
    ['DEFENDED', 'DISPUTED_WON', ''],
    ['DEFENDED', 'DISPUTED_LOST', ''],
  ])('allowed: %s → %s', (from, decision, nextActions) => {
    it(`answers the Intent in ${decision} with NextActions "${nextActions}"`, async () => {
      const intent = await intentIn(from);
      const answer = await decide(intent, decision);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        Id: intent.Id,
        Status: decision,
        Decision: decision,
        NextActions: nextActions,
        Dispute: { Id: intent.Dispute!.Id },
        AvailableAmountToSplit: decision === 'DISPUTED_WON' ? 2900 : 0,
      });
      expect((await t.call('GET', `${t.intents}/${intent.Id}`)).body).toEqual(answer.body);
    });
  });

  describe.each<[DisputeStatus, DisputeDecision]>([
    ['DEFENDED', 'DEFENDED'],
    ['DISPUTED_WON', 'DEFENDED'],
    ['DISPUTED_WON', 'DISPUTED_WON'],
    ['DISPUTED_WON', 'DISPUTED_LOST'],
    ['DISPUTED_LOST', 'DEFENDED'],
    ['DISPUTED_LOST', 'DISPUTED_WON'],
    ['DISPUTED_LOST', 'DISPUTED_LOST'],
  ])('refused: %s → %s', (from, decision) => {
    it('answers 400 with a clear message and changes nothing', async () => {
      const intent = await intentIn(from);
      const answer = await decide(intent, decision);
      expect(answer.status).toBe(400);
      expect(answer.body.Message).toBe(`Cannot apply ${decision} to an Intent in ${from}`);
      expect(answer.body.errors.Decision).toMatch(/^Expected /);
      expect((await t.call('GET', `${t.intents}/${intent.Id}`)).body).toEqual(intent);
    });
  });

  it.each([['WON'], [''], [null]])('answers 400 to Decision %j', async (Decision) => {
    const intent = await disputed();
    const answer = await decide(intent, Decision as string);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty('Decision');
  });

  it.each([
    [
      'intent',
      (a: Intent) =>
        `${t.intents}/int_00/captures/${a.Capture!.Id}/disputes/${a.Dispute!.Id}/decision`,
    ],
    [
      'capture',
      (a: Intent) =>
        `${t.intents}/${a.Id}/captures/int_capture_00/disputes/${a.Dispute!.Id}/decision`,
    ],
    [
      'dispute',
      (a: Intent) =>
        `${t.intents}/${a.Id}/captures/${a.Capture!.Id}/disputes/int_dispute_00/decision`,
    ],
    [
      'dispute of another Intent',
      (a: Intent, b: Intent) =>
        `${t.intents}/${a.Id}/captures/${a.Capture!.Id}/disputes/${b.Dispute!.Id}/decision`,
    ],
    [
      'capture of another Intent',
      (a: Intent, b: Intent) =>
        `${t.intents}/${a.Id}/captures/${b.Capture!.Id}/disputes/${a.Dispute!.Id}/decision`,
    ],
  ])('answers 404 to an unknown %s', async (_name, path) => {
    const [a, b] = await Promise.all([disputed(), disputed()]);
    const answer = await t.call('PUT', path(a, b), { json: { Decision: 'DEFENDED' } });
    expect(answer.status).toBe(404);
    expect((await t.call('GET', `${t.intents}/${a.Id}`)).body.Status).toBe('DISPUTED');
  });

  it('answers 401 without token and 405 to POST', async () => {
    const intent = await disputed();
    const path = decisionPath(intent);
    expect(
      (await t.call('PUT', path, { token: null, json: { Decision: 'DEFENDED' } })).status,
    ).toBe(401);
    expect((await t.call('POST', path, { json: { Decision: 'DEFENDED' } })).status).toBe(405);
  });

  it('follows paths whatever their case', async () => {
    const intent = await disputed();
    const path = decisionPath(intent)
      .replace('/V3.0/', '/v3.0/')
      .replace('/payins/intents/', '/PayIns/Intents/');
    expect((await t.call('PUT', path, { json: { Decision: 'DEFENDED' } })).body.Status).toBe(
      'DEFENDED',
    );
  });
});
