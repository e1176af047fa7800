import { Hono } from 'hono';
import { DemoError, requireText } from './errors.js';
import { readJson } from './read-json.js';

/** Two mugs at €12.50, €1.50 of platform fees: an order small enough to read at a glance. */
function demoOrder(buyerId) {
  return {
    Currency: 'EUR',
    Buyer: { Id: buyerId },
    LineItems: [
      {
        Seller: { FeesAmount: 150 },
        Sku: 'MUG-BLUE',
        Name: 'Blue ceramic mug',
        Quantity: 2,
        UnitAmount: 1250,
      },
    ],
    ExternalData: {
      ExternalProviderName: 'STRIPE',
      ExternalProviderReference: `pi_demo_${Date.now()}`,
      ExternalMerchantReference: `order-${Date.now()}`,
      ExternalProcessingDate: Math.floor(Date.now() / 1000),
    },
  };
}

/** Intents with a dispute, and the platform's decision on it (spec 4.3). */
export function disputeRoutes({ payments, users }) {
  /**
   * Intent Id → `{ captureId, disputeId }`, kept from their creation: the spec's Intent (2.3)
   * names its Dispute but not the Capture that the decision's path needs.
   */
  const disputes = new Map();
  return (
    new Hono()
      // Create → capture → dispute: the state a shopper's chargeback leaves an Intent in.
      .post('/disputed-intents', async (c) => {
        const shopper = await users.shopper();
        const intent = await payments.createIntent(demoOrder(shopper.Id));
        const captured = await payments.createIntentCapture(intent.Id);
        const captureId = captured.Capture.Id;
        const disputed = await payments.createIntentDispute({ intentId: intent.Id, captureId });
        disputes.set(intent.Id, { captureId, disputeId: disputed.Dispute.Id });
        return c.json(disputed, 201);
      })
      .get('/intents/:id', async (c) => c.json(await payments.getIntent(c.req.param('id'))))
      // The service checks the decision itself: its 400 reaches the page with its own words.
      .put('/intents/:id/decision', async (c) => {
        const intentId = c.req.param('id');
        const decision = requireText((await readJson(c)).decision, 'decision');
        const dispute = disputes.get(intentId);
        if (!dispute) {
          throw new DemoError(404, `No dispute on Intent ${intentId} was opened by this backend`);
        }
        return c.json(await payments.updateIntentDispute({ intentId, ...dispute, decision }));
      })
  );
}
