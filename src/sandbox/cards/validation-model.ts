import type { CardValidation, CardValidationStatus } from '../../service/types.js';
import { notFound } from '../http/errors.js';
import {
  unixSeconds,
  type CardRecord,
  type SandboxState,
  type ValidationRecord,
} from '../store/store.js';

/** The service's result codes for a Card Validation (its error code pages). */
export const VALIDATION_RESULTS = {
  '000000': 'Success',
  '101301': 'Secure mode: The 3DSecure authentication has failed',
  '101304': 'Secure mode: The 3DSecure authentication session has expired',
} as const;
export type ValidationResultCode = keyof typeof VALIDATION_RESULTS;

/**
 * Time-driven changes happen when an object is read, by the sandbox clock: a validation left
 * `CREATED` too long fails, a card not validated in time turns `INVALID`.
 */
export function refreshValidation(state: SandboxState, record: ValidationRecord): CardValidation {
  const expired = state.now() - record.createdAt >= state.validationTimeoutMs;
  if (record.view.Status === 'CREATED' && expired) settleValidation(state, record, '101304');
  return record.view;
}

export function refreshCard(state: SandboxState, record: CardRecord): CardRecord {
  const pending = record.pendingValidationId;
  const validation = pending === null ? undefined : state.validations.get(pending);
  if (validation) refreshValidation(state, validation);
  const late = state.now() - record.registeredAt >= state.cardValidityMs;
  if (record.view.Validity === 'UNKNOWN' && late) record.view.Validity = 'INVALID';
  // Closing a user is irreversible: its cards are never active again.
  const owner = state.users.get(record.view.UserId);
  if (owner && 'UserStatus' in owner && owner.UserStatus === 'CLOSED') record.view.Active = false;
  return record;
}

export function findCard(state: SandboxState, cardId: string): CardRecord {
  const record = state.cards.get(cardId);
  if (!record) throw notFound('Card', cardId);
  return refreshCard(state, record);
}

/** A validation of that card only: another card's id is as unknown as a made-up one. */
export function findValidation(
  state: SandboxState,
  cardId: string,
  validationId: string,
): ValidationRecord {
  findCard(state, cardId);
  const record = state.validations.get(validationId);
  if (!record || record.cardId !== cardId) throw notFound('CardValidation', validationId);
  refreshValidation(state, record);
  return record;
}

/**
 * Success makes the card `VALID`; a failure leaves it `UNKNOWN`, so a new validation can be asked.
 * A card past its time without a validation is `INVALID`, and success comes too late for it.
 */
export function settleValidation(
  state: SandboxState,
  record: ValidationRecord,
  resultCode: ValidationResultCode,
): CardValidation {
  const card = state.cards.get(record.cardId)!;
  const status: CardValidationStatus = resultCode === '000000' ? 'SUCCEEDED' : 'FAILED';
  const late = state.now() - card.registeredAt >= state.cardValidityMs;
  if (card.view.Validity === 'UNKNOWN' && late) card.view.Validity = 'INVALID';
  if (status === 'SUCCEEDED' && card.view.Validity !== 'INVALID') card.view.Validity = 'VALID';
  if (card.pendingValidationId === record.view.Id) card.pendingValidationId = null;
  Object.assign(record.view, {
    Status: status,
    ResultCode: resultCode,
    ResultMessage: VALIDATION_RESULTS[resultCode],
    ExecutionDate: status === 'SUCCEEDED' ? unixSeconds(state.now()) : null,
    Validity: card.view.Validity,
  });
  return record.view;
}

/** `https://shop.example/back?order=7` → `…/back?order=7&cardValidationId=<Id>`: the query kept as written. */
export function withValidationId(returnUrl: string, validationId: string): string {
  const url = new URL(returnUrl);
  url.search = `${url.search ? `${url.search}&` : '?'}cardValidationId=${validationId}`;
  return url.href;
}
