import { CARD_TYPES } from 'card-tokenizer/core';
import { BrowserInfoError, PaymentsApiError } from 'card-tokenizer/server';
import { Hono } from 'hono';
import { refusedCardPage, validatedCardPage } from './answer-page.js';
import { ORIGINS, validationView } from './card-validations.js';
import { createOnce } from './create-once.js';
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

/** `MMYY` → `MM/YY`. */
const expiryText = (mmyy) => `${mmyy.slice(0, 2)}/${mmyy.slice(2)}`;

/** The saved card as the pages show it: never more than its alias. */
export const cardView = (card) => ({
  cardId: card.Id,
  alias: card.Alias,
  brand: card.CardProvider,
  expiry: expiryText(card.ExpirationDate),
  validity: card.Validity,
  // False once a card the shopper did not ask to save has had its one use.
  kept: card.Active,
});

/** The shopper's card-on-file choice: the element's `saveCard`, or `<name>-save` as posted. */
function requireConsent(saveCard) {
  if ([true, false, 'true', 'false'].includes(saveCard)) return saveCard;
  throw new DemoError(400, `Expected saveCard to be true or false, got ${typeof saveCard}`);
}

/**
 * Card Registrations and the cards they become. The backend sees registration data only:
 * the card goes from the browser to the tokenization server.
 */
export function cardRoutes({
  payments,
  users,
  expiringPayments,
  expiringUsers,
  validations,
  frameCheckouts,
}) {
  /** Registration Id → the client that created it; taken out on use (single use). */
  const handedOut = new Map();
  /** Registration Id → `{ registrationData, result }` of a card saved and validated, or under way. */
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

  async function registerCard(registrationId, registrationData) {
    const client = handedOut.get(registrationId) ?? frameCheckouts?.spend(registrationId);
    if (!client) throw new DemoError(404, `Unknown or used Card Registration ${registrationId}`);
    handedOut.delete(registrationId);
    const registration = await client.updateCardRegistration(registrationId, {
      RegistrationData: requireText(registrationData, 'registrationData'),
    });
    if (registration.Status !== 'VALIDATED') {
      const reason = `${registration.ResultCode} ${registration.ResultMessage ?? ''}`.trim();
      throw new DemoError(422, `The service refused the registration data (${reason})`);
    }
    return { client, card: await client.getCard(registration.CardId) };
  }

  /**
   * Saves the card, then validates it with 3-D Secure. A validation the service refuses (a card
   * type it does not validate, bad browser data) leaves the card saved, and says why. The same
   * post again (a double click, a reload of the answer page), at once or later, gets the first
   * outcome: no second validation.
   */
  function saveAndValidate(c, { registrationId, registrationData, ...rest }) {
    const earlier = saved.get(requireText(registrationId, 'registrationId'));
    if (earlier?.registrationData === registrationData) return earlier.result;
    const result = saveThenValidate(c, { registrationId, registrationData, ...rest });
    if (saved.size >= MAX_SAVED) saved.delete(saved.keys().next().value);
    saved.set(registrationId, { registrationData, result });
    // A post that failed may be sent again for its own answer.
    result.catch(
      () => saved.get(registrationId)?.result === result && saved.delete(registrationId),
    );
    return result;
  }

  async function saveThenValidate(
    c,
    { registrationId, registrationData, browserData, network, from, saveCard: consent },
  ) {
    const saveCard = requireConsent(consent);
    const { client, card } = await registerCard(registrationId, registrationData);
    let validation = null;
    let refusal = null;
    try {
      const started = await validations.start(c, {
        client,
        card,
        browserData,
        network,
        from,
        saveCard,
      });
      validation = validationView(started);
    } catch (error) {
      if (!(error instanceof PaymentsApiError || error instanceof BrowserInfoError)) throw error;
      refusal = error.message;
      // Its one use is over: refused.
      await client.honourCardConsent(card.Id, saveCard);
    }
    // Read again: a frictionless validation has made it VALID.
    return { card: cardView(await client.getCard(card.Id)), validation, refusal };
  }

  /** The posted registration's Id, or the one the frame made for the posted checkout. */
  function registrationIdOf(form) {
    if (form.checkoutId === undefined) return form.registrationId;
    const id = frameCheckouts?.registrationOf(requireText(form.checkoutId, 'checkoutId'));
    if (!id) throw new DemoError(404, `No Card Registration made for checkout ${form.checkoutId}`);
    return id;
  }

  return (
    new Hono()
      .post('/card-registrations', async (c) => c.json(await createRegistration(await readJson(c))))
      // The isolated checkout's ticket: the frame creates the registration with it, on its origin.
      .post('/frame-tickets', async (c) => {
        if (!frameCheckouts)
          throw new DemoError(404, 'No frame registration route in this backend');
        return c.json(await frameCheckouts.issue());
      })
      // The SPA's JSON call, with `card-tokenized`'s `detail.browserInfo`.
      .post('/cards', async (c) => {
        const { registrationId, registrationData, browserInfo, preferredCardNetwork, saveCard } =
          await readJson(c);
        const saved = await saveAndValidate(c, {
          registrationId,
          registrationData,
          browserData: browserInfo,
          network: preferredCardNetwork,
          from: 'spa',
          saveCard,
        });
        return c.json({ ...saved.card, validation: saved.validation, refusal: saved.refusal });
      })
      // The script-tag page's plain form post, with the element's `registrationData-browser` (and
      // `registrationData-network` when the shopper chose a co-branded card's network):
      // answers a page, or sends the shopper to the 3-D Secure challenge. The isolated checkout
      // posts the same form to `?from=isolated`, to be sent back to its own page.
      .post('/checkout', async (c) => {
        const form = await c.req.parseBody();
        const from = c.req.query('from') === 'isolated' ? 'isolated' : 'script-tag';
        try {
          const { card, validation, refusal } = await saveAndValidate(c, {
            registrationId: registrationIdOf(form),
            registrationData: form.registrationData,
            browserData: form['registrationData-browser'],
            network: form['registrationData-network'] || undefined,
            from,
            saveCard: form['registrationData-save'],
          });
          if (validation?.next) return c.redirect(validation.next, 303);
          const received = { fields: Object.keys(form), email: String(form.email ?? '') };
          return c.html(
            validatedCardPage({
              card,
              validation,
              refusal,
              received,
              againHref: ORIGINS[from],
            }),
          );
        } catch (error) {
          const { status, body } = errorAnswer(error);
          return c.html(refusedCardPage(body.error.message, ORIGINS[from]), status);
        }
      })
  );
}
