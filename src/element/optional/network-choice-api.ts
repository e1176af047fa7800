import type { html, svg, SVGTemplateResult, TemplateResult } from 'lit';
import type { BRAND_ICONS } from '../icons/brand-icons.js';
import { LOCALE_ADDED, type CardTokenizerMessages } from '../../locales/registry.js';

import type { CardNetwork } from '../../service/payment-method-metadata.js';

export type { CardNetwork };

/**
 * Asks the merchant's backend which networks a card carries, from its BIN (its first 8 digits;
 * never more). Two or more networks make a co-branded card, whose shopper picks one.
 */
export type BinLookup = (
  bin: string,
  signal: AbortSignal,
) => readonly CardNetwork[] | Promise<readonly CardNetwork[]>;

/**
 * Why no choice is offered: fewer than 8 digits typed (`no-bin`), no `binLookup` set
 * (`no-lookup`), its answer not come yet (`pending`), one network only (`single-network`), the
 * lookup failed or answered something that is not a list (`failed`).
 */
export type NetworkChoiceReason = 'no-bin' | 'no-lookup' | 'pending' | 'single-network' | 'failed';

/** Whether the shopper is offered a network, and which. */
export interface NetworkChoiceState {
  offered: boolean;
  /** The networks offered; empty when none is. */
  networks: CardNetwork[];
  reason?: NetworkChoiceReason;
}

/** What the element's events add when the choice is on; never a digit. */
export interface NetworkChoiceDetail {
  networkChoice: NetworkChoiceState;
  /** The network chosen, for the pay-in's `PreferredCardNetwork`; absent when none was offered. */
  preferredCardNetwork?: CardNetwork;
}

/** What the choice needs of its element. */
export interface NetworkChoiceHost extends HTMLElement {
  binLookup?: BinLookup;
  preferredNetwork?: CardNetwork;
  requestUpdate(): void;
}

/** Lit's template tags as the element has them: the choice's script carries no Lit of its own. */
export interface NetworkChoiceParts {
  html: typeof html;
  svg: typeof svg;
  icons: typeof BRAND_ICONS;
  /** The shopper chose another network, or the card's networks changed. */
  changed(): void;
}

/** The network choice of one element. */
export interface NetworkChoice {
  /** The number's first digits, at most 8: a new BIN is looked up, the previous one cancelled. */
  read(digits: string): void;
  detail(): NetworkChoiceDetail;
  template(texts: CardTokenizerMessages, disabled: boolean): TemplateResult;
  /** The chosen network's icon, when the choice is offered. */
  icon(): SVGTemplateResult | undefined;
}

export type CreateNetworkChoice = (
  host: NetworkChoiceHost,
  parts: NetworkChoiceParts,
) => NetworkChoice;

/** On `globalThis`, like the locales: the choice's script registers itself there for the bundle. */
const KEY = Symbol.for('card-tokenizer.network-choice');

type Global = typeof globalThis & { [KEY]?: CreateNetworkChoice };

/** Makes the choice available; every element renders again, as when a locale is added. */
export function registerNetworkChoice(create: CreateNetworkChoice): void {
  (globalThis as Global)[KEY] = create;
  dispatchEvent(new Event(LOCALE_ADDED));
}

/** The choice, once its code is loaded. */
export const networkChoiceCode = (): CreateNetworkChoice | undefined => (globalThis as Global)[KEY];
