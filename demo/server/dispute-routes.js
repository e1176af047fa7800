import { Hono } from 'hono';
import { DemoError, requireText } from './errors.js';
import { readJson } from './read-json.js';

const DECISIONS = ['DEFENDED', 'DISPUTED_WON', 'DISPUTED_LOST'];

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
  return (
    new Hono()
      // Create → capture → dispute: the state a shopper's chargeback leaves an Intent in.
      .post('/disputed-intents', async (c) => {
        const shopper = await users.shopper();
        const intent = await payments.createIntent(demoOrder(shopper.Id));
        const captured = await payments.createIntentCapture(intent.Id);
        const disputed = await payments.createIntentDispute({
          intentId: intent.Id,
          captureId: captured.Capture.Id,
        });
        return c.json(disputed, 201);
      })
      .get('/intents/:id', async (c) => c.json(await payments.getIntent(c.req.param('id'))))
      .put('/intents/:id/decision', async (c) => {
        const decision = requireText((await readJson(c)).decision, 'decision');
        if (!DECISIONS.includes(decision)) {
          throw new DemoError(400, `Expected decision to be one of ${DECISIONS.join(', ')}`);
        }
        const intent = await payments.getIntent(c.req.param('id'));
        if (!intent.Capture || !intent.Dispute) {
          throw new DemoError(409, `Intent ${intent.Id} has no dispute to decide on`);
        }
        const decided = await payments.updateIntentDispute({
          intentId: intent.Id,
          captureId: intent.Capture.Id,
          disputeId: intent.Dispute.Id,
          decision,
        });
        return c.json(decided);
      })
  );
}
