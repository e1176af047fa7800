import { cardPath, userCardsPath } from '../service/paths.js';
import type { Card } from '../service/types.js';
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
    deactivateCard: (cardId, o) =>
      send({
        method: 'PUT',
        path: cardPath(clientPath, id(cardId)),
        body: { Active: false },
        options: o,
        // Deactivation is irreversible: a card read inactive is the wanted outcome, whoever did it.
        recover: async (signal) => {
          const card = await getCard(cardId, { signal });
          return card.Active ? undefined : card;
        },
      }),
  };
}
