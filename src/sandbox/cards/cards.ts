import type { Hono } from 'hono';
import { z } from 'zod';
import { cardPath, cardsByFingerprintPath, userCardsPath } from '../../service/paths.js';
import { requirePlatformToken } from '../guards/auth.js';
import { readJson } from '../http/body.js';
import { cardPage, readListQuery } from './card-list.js';
import { badRequest } from '../http/errors.js';
import { allowOnly } from '../http/methods.js';
import { route } from '../http/route.js';
import type { SandboxState } from '../store/store.js';
import { findUser } from '../users/users.js';
import { findCard, refreshCard } from './validation-model.js';

const CARD_ROUTE = route(cardPath(':clientId', ':cardId'));
const FINGERPRINT_ROUTE = route(cardsByFingerprintPath(':clientId', ':fingerprint'));
const USER_CARDS_ROUTE = route(userCardsPath(':clientId', ':userId'));

/** "Deactivate or edit a Card": only `Active` is emulated (`CardHolderName` is not kept on Cards here). */
const updateBody = z.object({ Active: z.boolean().optional() });

export function registerCards(app: Hono, state: SandboxState): void {
  const auth = requirePlatformToken(state);

  // Before `/cards/:cardId…`, so that the literal segment wins.
  app.get(FINGERPRINT_ROUTE, auth, (c) => {
    const fingerprint = c.req.param('fingerprint');
    const cards = [...state.cards.values()]
      .filter((record) => record.view.Fingerprint === fingerprint)
      .map((record) => refreshCard(state, record).view);
    return c.json(cards);
  });
  allowOnly(app, FINGERPRINT_ROUTE, ['GET']);

  app.get(CARD_ROUTE, auth, (c) => c.json(findCard(state, c.req.param('cardId')).view));
  app.put(CARD_ROUTE, auth, async (c) => {
    const body = await readJson(c, updateBody);
    const card = findCard(state, c.req.param('cardId')).view;
    if (body.Active === true && !card.Active) {
      throw badRequest('A deactivated card cannot be activated again: register the card again', {
        Active: 'Expected false: deactivating a card is irreversible',
      });
    }
    if (body.Active === false) card.Active = false;
    return c.json(card);
  });
  allowOnly(app, CARD_ROUTE, ['GET', 'PUT']);

  app.get(USER_CARDS_ROUTE, auth, (c) => {
    const userId = c.req.param('userId');
    const query = readListQuery(c);
    findUser(state, userId);
    const cards = [...state.cards.values()]
      .filter((record) => record.view.UserId === userId)
      .map((record) => refreshCard(state, record).view);
    const pageUrl = (page: number) => {
      const url = new URL(c.req.url);
      url.searchParams.set('page', String(page));
      url.searchParams.set('per_page', String(query.per_page));
      return url.href;
    };
    const { items, headers } = cardPage(cards, query, pageUrl);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return c.json(items);
  });
  allowOnly(app, USER_CARDS_ROUTE, ['GET']);
}
