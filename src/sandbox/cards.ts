import type { Hono } from 'hono';
import { requirePlatformToken } from './auth.js';
import { notFound } from './errors.js';
import { allowOnly } from './methods.js';
import type { SandboxState } from './store.js';

const CARD_PATH = '/v2.01/:clientId/cards/:cardId';

export function registerCards(app: Hono, state: SandboxState): void {
  app.get(CARD_PATH, requirePlatformToken(state), (c) => {
    const id = c.req.param('cardId');
    const card = state.cards.get(id);
    if (!card) throw notFound('Card', id);
    return c.json(card);
  });
  allowOnly(app, CARD_PATH, ['GET']);
}
