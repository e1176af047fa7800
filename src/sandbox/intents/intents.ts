import type { Hono } from 'hono';
import { z } from 'zod';
import {
  capturesPath,
  disputeDecisionPath,
  disputesPath,
  intentPath,
  intentsPath,
} from '../../service/paths.js';
import type { Intent } from '../../service/types.js';
import { requirePlatformToken } from '../guards/auth.js';
import { readJson, readOptionalJson } from '../http/body.js';
import { badRequest, notFound } from '../http/errors.js';
import {
  capture,
  decide,
  externalDataView,
  lineItemTotal,
  moveTo,
  openDispute,
} from './intent-model.js';
import { allowOnly } from '../http/methods.js';
import { route } from '../http/route.js';
import { newId, unixSeconds, type SandboxState } from '../store/store.js';
import { findUser } from '../users/users.js';

const INTENTS = route(intentsPath(':clientId'));
const INTENT = route(intentPath(':clientId', ':intentId'));
const CAPTURES = route(capturesPath(':clientId', ':intentId'));
const DISPUTES = route(disputesPath(':clientId', ':intentId', ':captureId'));
const DECISION = route(disputeDecisionPath(':clientId', ':intentId', ':captureId', ':disputeId'));

/** Bounds keep every sum a safe integer. */
const amount = z.int().nonnegative().max(100_000_000_000);
const text = z.string().max(255);

const externalData = z.object({
  ExternalProcessingDate: z.int().nonnegative().optional(),
  ExternalProviderReference: text.optional(),
  ExternalMerchantReference: text.optional(),
  ExternalProviderName: text.optional(),
  ExternalProviderPaymentMethod: text.optional(),
});

const lineItem = z
  .object({
    Seller: z.object({
      AuthorId: text.optional(),
      WalletId: text.optional(),
      FeesAmount: amount.default(0),
    }),
    Sku: text.optional(),
    Name: text.optional(),
    Description: text.optional(),
    Quantity: z.int().positive().max(1_000_000),
    UnitAmount: amount,
    DiscountAmount: amount.default(0),
  })
  .refine((item) => lineItemTotal(item) >= 0, {
    message: 'DiscountAmount must not exceed UnitAmount × Quantity',
    path: ['DiscountAmount'],
  })
  .refine((item) => item.Seller.FeesAmount <= lineItemTotal(item), {
    message: 'FeesAmount must not exceed the line item total',
    path: ['Seller', 'FeesAmount'],
  });

const createBody = z.object({
  Currency: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code such as EUR'),
  LineItems: z.array(lineItem).min(1).max(100),
  ExternalData: externalData.optional(),
  Buyer: z.object({ Id: z.string().min(1).optional() }).optional(),
  Amount: amount.optional(),
  PlatformFees: amount.optional(),
});

const eventBody = z.object({ ExternalData: externalData.optional() });
const decisionBody = z.object({ Decision: z.enum(['DEFENDED', 'DISPUTED_WON', 'DISPUTED_LOST']) });

function buildIntent(body: z.infer<typeof createBody>, now: number): Intent {
  const lineItems = body.LineItems.map((item) => ({
    Id: newId('int_li'),
    Seller: item.Seller,
    Sku: item.Sku ?? null,
    Name: item.Name ?? null,
    Description: item.Description ?? null,
    Quantity: item.Quantity,
    UnitAmount: item.UnitAmount,
    DiscountAmount: item.DiscountAmount,
    TotalLineItemAmount: lineItemTotal(item),
    CapturedAmount: 0,
    RefundedAmount: 0,
    DisputedAmount: 0,
    SplitAmount: 0,
    CancelledAmount: 0,
    UnfundedSellerAmount: 0,
  }));
  const total = lineItems.reduce((sum, item) => sum + item.TotalLineItemAmount, 0);
  const fees = lineItems.reduce((sum, item) => sum + item.Seller.FeesAmount, 0);
  const mismatches: Record<string, string> = {};
  if (body.Amount !== undefined && body.Amount !== total) {
    mismatches.Amount = `Expected the sum of the line items, ${total}; got ${body.Amount}`;
  }
  if (body.PlatformFees !== undefined && body.PlatformFees !== fees) {
    mismatches.PlatformFees = `Expected the sum of Seller.FeesAmount, ${fees}; got ${body.PlatformFees}`;
  }
  if (Object.keys(mismatches).length > 0) throw badRequest('Amounts do not add up', mismatches);

  const intent: Intent = {
    Id: newId('int'),
    Amount: total,
    AvailableAmountToSplit: 0,
    UnfundedAmount: 0,
    Currency: body.Currency,
    PlatformFees: fees,
    Status: 'AUTHORIZED',
    NextActions: '',
    ExternalData: externalDataView(body.ExternalData),
    Buyer: { Id: body.Buyer?.Id ?? null },
    LineItems: lineItems,
    CreationDate: unixSeconds(now),
    ExecutionDate: unixSeconds(now),
    Capture: null,
    Dispute: null,
    Decision: null,
  };
  moveTo(intent, 'AUTHORIZED');
  return intent;
}

function findIntent(state: SandboxState, id: string): Intent {
  const intent = state.intents.get(id);
  if (!intent) throw notFound('Intent', id);
  return intent;
}

/** One full capture and one dispute per Intent: ids must be the Intent's own. */
function checkCapture(intent: Intent, captureId: string): void {
  if (intent.Capture?.Id !== captureId) throw notFound('Capture', captureId);
}

export function registerIntents(app: Hono, state: SandboxState): void {
  const auth = requirePlatformToken(state);

  app.post(INTENTS, auth, async (c) => {
    const body = await readJson(c, createBody);
    if (body.Buyer?.Id !== undefined) findUser(state, body.Buyer.Id);
    const intent = buildIntent(body, state.now());
    state.intents.set(intent.Id, intent);
    return c.json(intent);
  });
  allowOnly(app, INTENTS, ['POST']);

  app.get(INTENT, auth, (c) => c.json(findIntent(state, c.req.param('intentId'))));
  allowOnly(app, INTENT, ['GET']);

  app.post(CAPTURES, auth, async (c) => {
    const intent = findIntent(state, c.req.param('intentId'));
    const body = await readOptionalJson(c, eventBody);
    capture(intent, newId('int_capture'), body.ExternalData);
    return c.json(intent);
  });
  allowOnly(app, CAPTURES, ['POST']);

  app.post(DISPUTES, auth, async (c) => {
    const intent = findIntent(state, c.req.param('intentId'));
    checkCapture(intent, c.req.param('captureId'));
    const body = await readOptionalJson(c, eventBody);
    openDispute(intent, newId('int_dispute'), body.ExternalData);
    return c.json(intent);
  });
  allowOnly(app, DISPUTES, ['POST']);

  app.put(DECISION, auth, async (c) => {
    const intent = findIntent(state, c.req.param('intentId'));
    checkCapture(intent, c.req.param('captureId'));
    const disputeId = c.req.param('disputeId');
    if (intent.Dispute?.Id !== disputeId) throw notFound('Dispute', disputeId);
    const body = await readJson(c, decisionBody);
    decide(intent, body.Decision);
    return c.json(intent);
  });
  allowOnly(app, DECISION, ['PUT']);
}
