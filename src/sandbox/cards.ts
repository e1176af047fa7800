import type { Hono } from 'hono';
import { cardPath, cardsByFingerprintPath } from '../service/paths.js';
import { requirePlatformToken } from './auth.js';
import { allowOnly } from './methods.js';
import { route } from './route.js';
import type { SandboxState } from './store.js';
import { findCard, refreshCard } from './validation-model.js';

const CARD_ROUTE = route(cardPath(':clientId', ':cardId'));
const FINGERPRINT_ROUTE = route(cardsByFingerprintPath(':clientId', ':fingerprint'));

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
  allowOnly(app, CARD_ROUTE, ['GET']);
}
