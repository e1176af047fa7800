import type { Hono } from 'hono';
import { cardPath } from '../service/paths.js';
import { requirePlatformToken } from './auth.js';
import { notFound } from './errors.js';
import { allowOnly } from './methods.js';
import { route } from './route.js';
import type { SandboxState } from './store.js';

const CARD_ROUTE = route(cardPath(':clientId', ':cardId'));

export function registerCards(app: Hono, state: SandboxState): void {
  app.get(CARD_ROUTE, requirePlatformToken(state), (c) => {
    const id = c.req.param('cardId');
    const card = state.cards.get(id);
    if (!card) throw notFound('Card', id);
    return c.json(card);
  });
  allowOnly(app, CARD_ROUTE, ['GET']);
}
