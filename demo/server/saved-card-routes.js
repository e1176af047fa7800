import { Hono } from 'hono';
import { cardView } from './card-routes.js';
import { DemoError } from './errors.js';

/** `MMYY` is past once its month has ended. */
export function isExpired(expirationDate, now = new Date()) {
  const month = Number(expirationDate.slice(0, 2));
  const year = 2000 + Number(expirationDate.slice(2));
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** What the checkout pages say of a saved card: expiry first, then what the service says. */
export function savedCardState(card, now = new Date()) {
  if (isExpired(card.ExpirationDate, now)) return 'expired';
  if (card.Validity === 'INVALID') return 'voided';
  if (card.Validity === 'UNKNOWN') return 'unverified';
  return 'verified';
}

/** The demo shopper's active cards, newest first, and their removal (deactivation, for good). */
export function savedCardRoutes({ payments, users }) {
  return new Hono()
    .get('/saved-cards', async (c) => {
      const shopper = await users.shopper();
      const cards = [];
      const list = { active: true, sort: 'CreationDate:DESC' };
      for await (const card of payments.allCards(shopper.Id, list)) {
        cards.push({ ...cardView(card), state: savedCardState(card) });
      }
      return c.json({ cards });
    })
    .post('/saved-cards/:cardId/remove', async (c) => {
      const shopper = await users.shopper();
      const cardId = c.req.param('cardId');
      const card = await payments.getCard(cardId);
      // Another user's card is as unknown to this shopper as a made-up id.
      if (card.UserId !== shopper.Id) throw new DemoError(404, `Unknown saved card ${cardId}`);
      const removed = await payments.deactivateCard(cardId);
      return c.json({ removed: cardView(removed) });
    });
}
