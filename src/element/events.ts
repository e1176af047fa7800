import type { CardType } from '../core/brands.js';
import type { CardCheck, CardField } from '../core/card.js';
import type { ErrorField, TokenizationError, TokenizationErrorCode } from '../core/errors.js';
import type { FieldCheck } from '../core/field-check.js';
import type { BrowserData } from '../service/browser-info.js';
import type { NetworkChoiceDetail } from './optional/network-choice-api.js';

/** One field's state in `card-change`; never its digits. */
export interface FieldState {
  /** The value passes every rule. */
  valid: boolean;
  /** Nothing more to type: not empty, and valid or beyond repair by typing on. */
  complete: boolean;
  empty: boolean;
}

/**
 * Detail of `card-change`, fired on every edit of the card and when the network choice changes.
 * With `network-choice` on (and its code loaded), `networkChoice` says whether a choice is offered
 * and `preferredCardNetwork` which network is chosen.
 */
export interface CardChangeDetail extends Partial<NetworkChoiceDetail> {
  /** card-validator's brand type (`visa`, `american-express`, …) or `unknown`. */
  brand: string;
  /** The registration `CardType` this card needs. */
  cardType: CardType;
  /** Every field is complete, or valid while empty (an optional security code). */
  complete: boolean;
  /** The card can be tokenized. */
  valid: boolean;
  /** Every field is empty. */
  empty: boolean;
  fields: Record<CardField, FieldState> & { holder?: FieldState };
  /** With `save-card`: the shopper's card-on-file consent (`notice`: always `true`). */
  saveCard?: boolean;
}

/**
 * Detail of `card-tokenized`. With `network-choice` on, `preferredCardNetwork` is the network
 * chosen for the pay-in's `PreferredCardNetwork`, or `networkChoice.reason` says why none was.
 */
export interface CardTokenizedDetail extends Partial<NetworkChoiceDetail> {
  /** The whole `data=…` answer: the `RegistrationData` of the update call. */
  registrationData: string;
  /** The name on the card, when the element asks for it: the update call's `CardHolderName`. */
  cardHolderName?: string;
  /**
   * The browser's 3-D Secure data (`BrowserInfo` but `AcceptHeader`, which the backend adds with
   * the IP address) for the Card Validation that keeps the saved card valid. Nothing of the card.
   */
  browserInfo: BrowserData;
  /**
   * With `save-card`: whether the shopper agreed to keep the card. Without consent, the backend
   * deactivates the card after its one use (`honourCardConsent` of `card-tokenizer/server`).
   */
  saveCard?: boolean;
}

/** Detail of `card-error`, fired when `tokenize()` fails. */
export interface CardErrorDetail {
  code: TokenizationErrorCode;
  /** The field at fault: `number`, `expiry`, `cvx`, or `holder` (the name on the card). */
  field?: ErrorField;
  serverCode?: string;
  /** The text the element shows the shopper. */
  message: string;
  /** For the developer, in English (also logged with `console.warn`): the likely cause. */
  hint?: string;
}

export interface CardTokenizerEventDetails {
  'card-change': CardChangeDetail;
  'card-tokenized': CardTokenizedDetail;
  'card-error': CardErrorDetail;
}

export type CardTokenizerEventMap = {
  [Type in keyof CardTokenizerEventDetails]: CustomEvent<CardTokenizerEventDetails[Type]>;
};

/** Dispatches one of the element's events; they cross shadow roots to reach the page. */
export function dispatch<Type extends keyof CardTokenizerEventDetails>(
  target: EventTarget,
  type: Type,
  detail: CardTokenizerEventDetails[Type],
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

type FieldCheckLike = Pick<FieldCheck, 'isValid' | 'isPotentiallyValid' | 'empty'>;

export function fieldState(check: FieldCheckLike): FieldState {
  return {
    valid: check.isValid,
    complete: !check.empty && (check.isValid || !check.isPotentiallyValid),
    empty: check.empty,
  };
}

/** The card's state, and the name on the card's when the element asks for it. */
export function cardChangeDetail(check: CardCheck, holder?: FieldCheckLike): CardChangeDetail {
  const fields = {
    number: fieldState(check.fields.number),
    expiry: fieldState(check.fields.expiry),
    cvx: fieldState(check.fields.cvx),
    ...(holder && { holder: fieldState(holder) }),
  };
  const states = Object.values(fields);
  return {
    brand: check.brand.type,
    cardType: check.cardType,
    complete: states.every((state) => state.complete || state.valid),
    valid: check.isValid && (holder?.isValid ?? true),
    empty: states.every((state) => state.empty),
    fields,
  };
}

/** What the shopper is not told of a `network` failure: nothing of the card. */
export const NETWORK_HINT = 'card-tokenizer: offline, or blocked by CORS or CSP connect-src';

export function cardErrorDetail(error: TokenizationError, message: string): CardErrorDetail {
  return {
    code: error.code,
    ...(error.field && { field: error.field }),
    ...(error.serverCode && { serverCode: error.serverCode }),
    message,
  };
}
