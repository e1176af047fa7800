import type {
  CreateIntentLineItem,
  DisputeDecision,
  Intent,
  IntentExternalData,
  IntentLineItem,
  IntentStatus,
} from '../../service/types.js';
import { badRequest } from '../http/errors.js';

/** PROTOCOL.md, "Intent dispute decision": won and lost are final. */
export const DISPUTE_TRANSITIONS: Readonly<
  Partial<Record<IntentStatus, readonly DisputeDecision[]>>
> = {
  DISPUTED: ['DEFENDED', 'DISPUTED_WON', 'DISPUTED_LOST'],
  DEFENDED: ['DISPUTED_WON', 'DISPUTED_LOST'],
};

const ACTION_OF_DECISION: Readonly<Record<DisputeDecision, string>> = {
  DEFENDED: 'DEFEND',
  DISPUTED_WON: 'WIN_DISPUTE',
  DISPUTED_LOST: 'LOSE_DISPUTE',
};

export function allowedDecisions(status: IntentStatus): readonly DisputeDecision[] {
  return DISPUTE_TRANSITIONS[status] ?? [];
}

/** Spec 2.3: one string of comma-separated action names. */
export function nextActions(status: IntentStatus): string {
  return allowedDecisions(status)
    .map((decision) => ACTION_OF_DECISION[decision])
    .join(',');
}

export function lineItemTotal(item: CreateIntentLineItem): number {
  return item.UnitAmount * item.Quantity - (item.DiscountAmount ?? 0);
}

/** Spec 2.3: the provider name comes in uppercase and goes out in sentence case. */
function sentenceCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
}

export function externalDataView(data: IntentExternalData = {}): IntentExternalData {
  const name = data.ExternalProviderName;
  return name === undefined ? { ...data } : { ...data, ExternalProviderName: sentenceCase(name) };
}

/** Funds can be split only while captured and not held by a dispute. */
function availableToSplit(status: IntentStatus, lineItems: readonly IntentLineItem[]): number {
  if (status !== 'CAPTURED' && status !== 'DISPUTED_WON') return 0;
  return lineItems.reduce((sum, item) => sum + item.CapturedAmount, 0);
}

/** Sets the status and everything derived from it. */
export function moveTo(intent: Intent, status: IntentStatus): void {
  intent.Status = status;
  intent.NextActions = nextActions(status);
  intent.AvailableAmountToSplit = availableToSplit(status, intent.LineItems);
}

export function capture(intent: Intent, captureId: string, data?: IntentExternalData): void {
  if (intent.Status !== 'AUTHORIZED') {
    throw badRequest(`Expected an AUTHORIZED Intent to capture, got ${intent.Status}`);
  }
  for (const item of intent.LineItems) item.CapturedAmount = item.TotalLineItemAmount;
  if (data) intent.ExternalData = externalDataView(data);
  intent.Capture = { Id: captureId };
  moveTo(intent, 'CAPTURED');
}

export function openDispute(intent: Intent, disputeId: string, data?: IntentExternalData): void {
  if (intent.Status !== 'CAPTURED') {
    throw badRequest(`Expected a CAPTURED Intent to dispute, got ${intent.Status}`);
  }
  for (const item of intent.LineItems) item.DisputedAmount = item.CapturedAmount;
  if (data) intent.ExternalData = externalDataView(data);
  intent.Dispute = { Id: disputeId };
  moveTo(intent, 'DISPUTED');
}

/** Refuses, changing nothing, a decision the current status does not allow. */
export function decide(intent: Intent, decision: DisputeDecision): void {
  const allowed = allowedDecisions(intent.Status);
  if (!allowed.includes(decision)) {
    const expected = allowed.length > 0 ? allowed.join(', ') : 'none, the dispute is settled';
    throw badRequest(`Cannot apply ${decision} to an Intent in ${intent.Status}`, {
      Decision: `Expected ${expected}; got ${decision}`,
    });
  }
  intent.Decision = decision;
  moveTo(intent, decision);
}
