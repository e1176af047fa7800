import { expect } from 'vitest';
import type { Intent } from '../../src/server/types.js';
import type { TestSandbox } from './sandbox.js';

/** An intent's line items, external data, and the steps from its creation to a dispute's decision. */

export const lineItems = [
  {
    Seller: { AuthorId: 'seller-1', FeesAmount: 150 },
    Name: 'Mug',
    Quantity: 2,
    UnitAmount: 1200,
    DiscountAmount: 400,
  },
  { Seller: { AuthorId: 'seller-2', FeesAmount: 50 }, Name: 'Tea', Quantity: 1, UnitAmount: 900 },
];
export const externalData = {
  ExternalProcessingDate: 1752057968,
  ExternalProviderReference: 'auth-1',
  ExternalMerchantReference: 'order-1',
  ExternalProviderName: 'STRIPE',
  ExternalProviderPaymentMethod: 'MASTERCARD',
};

/** The steps on the sandbox that `sandbox()` returns when called (opened in `beforeAll`). */
export function intentSteps(sandbox: () => TestSandbox) {
  async function createIntent(extra: Record<string, unknown> = {}): Promise<Intent> {
    const t = sandbox();
    const answer = await t.call('POST', t.intents, {
      json: { Currency: 'EUR', ExternalData: externalData, LineItems: lineItems, ...extra },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  async function captured(): Promise<Intent> {
    const intent = await createIntent();
    const t = sandbox();
    return (await t.call('POST', `${t.intents}/${intent.Id}/captures`)).body;
  }

  async function disputed(): Promise<Intent> {
    const intent = await captured();
    const t = sandbox();
    return (
      await t.call('POST', `${t.intents}/${intent.Id}/captures/${intent.Capture!.Id}/disputes`)
    ).body;
  }

  const decisionPath = (intent: Intent) =>
    `${sandbox().intents}/${intent.Id}/captures/${intent.Capture!.Id}/disputes/${intent.Dispute!.Id}/decision`;

  const decide = (intent: Intent, Decision: string) =>
    sandbox().call('PUT', decisionPath(intent), { json: { Decision } });

  return { createIntent, captured, disputed, decisionPath, decide };
}
