import { Hono } from 'hono';
import { userLabel } from './demo-users.js';
import { requireText } from './errors.js';
import { readJson } from './read-json.js';

/** The embedded Recipients experience: which users may have a token, and the token itself. */
export function recipientRoutes({ payments, users }) {
  return (
    new Hono()
      // The two owners, and the payer whose request the service refuses.
      .get('/recipients', async (c) => {
        const list = [...(await users.recipients()), await users.shopper()];
        return c.json(list.map((user) => ({ id: user.Id, label: userLabel(user) })));
      })
      .post('/recipient-token', async (c) => {
        const userId = requireText((await readJson(c)).userId, 'userId');
        const token = await payments.createRecipientEmbeddedToken(userId);
        // The whole token goes to the browser: it is the embedded components' `clientToken`.
        return c.json({
          userId,
          accessToken: token.access_token,
          tokenType: token.token_type,
          expiresIn: token.expires_in,
          scope: token.scope,
        });
      })
  );
}
