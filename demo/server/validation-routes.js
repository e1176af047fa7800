import { Hono } from 'hono';
import { validatedCardPage } from './answer-page.js';
import { ORIGINS, validationView } from './card-validations.js';
import { cardView } from './card-routes.js';
import { readJson } from './read-json.js';

/**
 * After the challenge: the page the service sends the shopper back to, and a new validation after
 * a failed one (from that page's form, or the SPA's JSON call).
 */
export function validationRoutes({ validations }) {
  const outcomePage = async (c, validationId) => {
    const { validation, card, from } = await validations.read(validationId);
    return c.html(
      validatedCardPage({
        card: cardView(card),
        validation: validationView(validation),
        againHref: ORIGINS[from],
      }),
    );
  };

  return (
    new Hono()
      // `SecureModeReturnURL`: the service adds `cardValidationId`.
      .get('/card-validations/return', (c) => outcomePage(c, c.req.query('cardValidationId')))
      // The outcome page's "Try again": to the challenge again, or to the new outcome.
      .post('/card-validations/retry', async (c) => {
        const form = await c.req.parseBody();
        const validation = validationView(await validations.retry(c, form.cardValidationId));
        if (validation.next) return c.redirect(validation.next, 303);
        return outcomePage(c, validation.id);
      })
      // The SPA's "Try again", with the browser data it has.
      .post('/card-validations', async (c) => {
        const { cardValidationId, browserInfo } = await readJson(c);
        const validation = await validations.retry(c, cardValidationId, browserInfo);
        const { card } = await validations.read(validation.Id);
        return c.json({ ...cardView(card), validation: validationView(validation), refusal: null });
      })
  );
}
