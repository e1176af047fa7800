import { cardPath, userCardsPath } from '../../service/paths.js';
import type { Card } from '../../service/types.js';
import {
  listCardsQuery,
  MAX_PER_PAGE,
  readCardPage,
  type CardPage,
  type ListCardsOptions,
} from './card-list.js';
import type { Call, CallOptions } from './request.js';

/** A user's saved cards, listed and removed: the client's calls for a "Payment methods" page. */
export interface CardCalls {
  /**
   * One page of a user's Cards ("List Cards for a User"), with the service's totals. A closed
   * user's cards are never `Active`.
   */
  listCards(
    userId: string,
    list?: ListCardsOptions,
    options?: Omit<CallOptions, 'idempotencyKey'>,
  ): Promise<CardPage>;
  /** Every Card of a user, page after page (`perPage` per request, 100 by default), as they come. */
  allCards(
    userId: string,
    list?: Omit<ListCardsOptions, 'page'>,
    options?: Omit<CallOptions, 'idempotencyKey'>,
  ): AsyncGenerator<Card, void, undefined>;
  /**
   * Sets `Active: false`, for good: the card can no longer be used nor validated, and the service
   * refuses to activate it again (the shopper registers the card again). Safe to retry.
   */
  deactivateCard(cardId: string, options?: Omit<CallOptions, 'idempotencyKey'>): Promise<Card>;
  /**
   * The shopper's card-on-file choice, honoured after the card's one use (its payment, or its
   * Card Validation): without consent the card is deactivated (`deactivateCard`: for good, safe
   * to retry), with it kept. `saveCard` is the element's `saveCard`, or its form's `<name>-save`
   * as posted (`'true'` or `'false'`); anything else is a `TypeError`, before any request: no
   * choice is no consent to assume. Resolves whether the card is kept.
   */
  honourCardConsent(
    cardId: string,
    saveCard: boolean | 'true' | 'false',
    options?: Omit<CallOptions, 'idempotencyKey'>,
  ): Promise<boolean>;
}

export interface CardCallsOptions {
  send: <T>(call: Call<T>) => Promise<T>;
  /** The client id, already encoded for a path. */
  clientPath: string;
  getCard: (cardId: string, options?: CallOptions) => Promise<Card>;
}

export function createCardCalls({ send, clientPath, getCard }: CardCallsOptions): CardCalls {
  const id = encodeURIComponent;
  const listCards = (userId: string, list: ListCardsOptions = {}, o?: CallOptions) =>
    send<CardPage>({
      method: 'GET',
      path: `${userCardsPath(clientPath, id(userId))}?${listCardsQuery(list)}`,
      options: o,
      read: readCardPage(list),
    });
  const deactivateCard = (cardId: string, o?: CallOptions) =>
    send<Card>({
      method: 'PUT',
      path: cardPath(clientPath, id(cardId)),
      body: { Active: false },
      options: o,
      // Deactivation is irreversible: a card read inactive is the wanted outcome, whoever did it.
      recover: async (signal) => {
        const card = await getCard(cardId, { signal });
        return card.Active ? undefined : card;
      },
    });
  return {
    listCards,
    allCards: async function* (userId, list = {}, o) {
      const perPage = list.perPage ?? MAX_PER_PAGE;
      for (let page = 1; ; page += 1) {
        const { items, totalPages } = await listCards(userId, { ...list, page, perPage }, o);
        yield* items;
        // The totals, not an empty page, end the walk: one request fewer at the last page.
        if (page >= totalPages || items.length === 0) return;
      }
    },
    deactivateCard,
    honourCardConsent: async (cardId, saveCard, o) => {
      const kept = consentOf(saveCard);
      if (!kept) await deactivateCard(cardId, o);
      return kept;
    },
  };
}

/** The choice as the element gives it, or as its form posts it; no choice is no consent to assume. */
function consentOf(saveCard: unknown): boolean {
  if (saveCard === true || saveCard === 'true') return true;
  if (saveCard === false || saveCard === 'false') return false;
  const got = typeof saveCard === 'string' ? JSON.stringify(saveCard) : typeof saveCard;
  throw new TypeError(
    `Expected saveCard to be true or false (the element's saveCard, or 'true' or 'false' as its form posts <name>-save), got ${got}: the page needs save-card for the shopper to choose`,
  );
}
