import { networksToOffer, PaymentsApiError } from 'card-tokenizer/server';
import { Hono } from 'hono';
import { DemoError } from './errors.js';
import { readJson } from './read-json.js';

/**
 * The element's `binLookup`: the networks a card's BIN carries, from the service's metadata
 * lookup. The page sends the first 8 digits, nothing more; a BIN the service does not know
 * offers no choice.
 */
export function networkRoutes({ payments }) {
  return new Hono().post('/card-networks', async (c) => {
    const { bin } = await readJson(c);
    if (typeof bin !== 'string' || !/^\d{8}$/.test(bin)) {
      throw new DemoError(400, 'Expected bin to be the first 8 digits of the card number');
    }
    try {
      return c.json({ networks: networksToOffer(await payments.lookupBin(bin)) });
    } catch (error) {
      if (error instanceof PaymentsApiError && error.status === 404)
        return c.json({ networks: [] });
      throw error;
    }
  });
}
