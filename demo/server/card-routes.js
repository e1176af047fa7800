import { CARD_TYPES } from 'card-tokenizer/core';
import { IdempotencyKeyError } from 'card-tokenizer/server';
import { Hono } from 'hono';
import { savedCardPage, refusedCardPage } from './answer-page.js';
import { DemoError, errorAnswer, requireText } from './errors.js';
import { readJson } from './read-json.js';

/** What the browser needs to tokenize, and nothing else of the registration. */
const forBrowser = ({ Id, CardRegistrationURL, AccessKey, PreregistrationData, CardType }) => ({
  Id,
  CardRegistrationURL,
  AccessKey,
  PreregistrationData,
  CardType,
});

/** Saved cards kept for a repeated checkout post (a reload of the answer page); oldest dropped first. */
const MAX_SAVED = 1_000;

/**
 * Creates once per `key`: a repeat of the same shopper action (double click, reload) gets the
 * service's first answer instead of a second object. No key: an ordinary creation.
 */
async function createOnce(client, key, create) {
  if (key === undefined) return create({});
  try {
    return await create({ idempotencyKey: key });
  } catch (error) {
    if (error instanceof IdempotencyKeyError) throw new DemoError(400, error.message);
    if (error.type !== 'idempotent_creation_conflict') throw error;
    const first = await client.getIdempotentResponse(key);
    if (first.StatusCode !== '200') throw new DemoError(409, 'This request already failed once');
    return first.Resource;
  }
}

/** `MMYY` → `MM/YY`. */
const expiryText = (mmyy) => `${mmyy.slice(0, 2)}/${mmyy.slice(2)}`;

/**
 * Card Registrations and the cards they become. The backend sees registration data only:
 * the card goes from the browser to the tokenization server.
 */
export function cardRoutes({ payments, users, expiringPayments, expiringUsers }) {
  /** Registration Id → the client that created it; taken out on use (single use). */
  const handedOut = new Map();
  /** Registration Id → `{ registrationData, card }` of a saved card. */
  const saved = new Map();

  async function createRegistration({
    cardType = 'CB_VISA_MASTERCARD',
    expired = false,
    requestId,
  }) {
    if (!CARD_TYPES.includes(cardType)) {
      throw new DemoError(400, `Expected cardType to be one of ${CARD_TYPES.join(', ')}`);
    }
    if (typeof expired !== 'boolean') {
      throw new DemoError(400, `Expected expired to be a boolean, got ${typeof expired}`);
    }
    if (expired && !expiringPayments) {
      throw new DemoError(400, 'An expired registration needs the embedded sandbox');
    }
    const [client, owner] = expired ? [expiringPayments, expiringUsers] : [payments, users];
    const shopper = await owner.shopper();
    // The page's id for this registration (a UUID), the same when the page sends it again.
    const key = requestId === undefined ? undefined : requireText(requestId, 'requestId');
    const registration = await createOnce(client, key, (options) =>
      client.createCardRegistration(
        { UserId: shopper.Id, Currency: 'EUR', CardType: cardType, Tag: 'card-tokenizer demo' },
        options,
      ),
    );
    if (registration.Status === 'CREATED') handedOut.set(registration.Id, client);
    return forBrowser(registration);
  }

  async function saveCard(registrationId, registrationData) {
    const client = handedOut.get(requireText(registrationId, 'registrationId'));
    const done = saved.get(registrationId);
    // The same post again (a reload of the answer page): the card it saved, not an error.
    if (!client && done?.registrationData === registrationData) return done.card;
    if (!client) throw new DemoError(404, `Unknown or used Card Registration ${registrationId}`);
    handedOut.delete(registrationId);
    const registration = await client.updateCardRegistration(registrationId, {
      RegistrationData: requireText(registrationData, 'registrationData'),
    });
    if (registration.Status !== 'VALIDATED') {
      const reason = `${registration.ResultCode} ${registration.ResultMessage ?? ''}`.trim();
      throw new DemoError(422, `The service refused the registration data (${reason})`);
    }
    const card = await client.getCard(registration.CardId);
    const shown = {
      cardId: card.Id,
      alias: card.Alias,
      brand: card.CardProvider,
      expiry: expiryText(card.ExpirationDate),
    };
    if (saved.size >= MAX_SAVED) saved.delete(saved.keys().next().value);
    saved.set(registrationId, { registrationData, card: shown });
    return shown;
  }

  return (
    new Hono()
      .post('/card-registrations', async (c) => c.json(await createRegistration(await readJson(c))))
      // The SPA's JSON call.
      .post('/cards', async (c) => {
        const { registrationId, registrationData } = await readJson(c);
        return c.json(await saveCard(registrationId, registrationData));
      })
      // The script-tag page's plain form post: answers a page, not JSON.
      .post('/checkout', async (c) => {
        const form = await c.req.parseBody();
        try {
          const card = await saveCard(form.registrationId, form.registrationData);
          const fields = Object.keys(form);
          return c.html(savedCardPage({ card, fields, email: String(form.email ?? '') }));
        } catch (error) {
          const { status, body } = errorAnswer(error);
          return c.html(refusedCardPage(body.error.message), status);
        }
      })
  );
}
