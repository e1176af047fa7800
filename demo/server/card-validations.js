import { browserInfoFromRequest, CARD_NETWORKS } from 'card-tokenizer/server';
import { actionKey, createOnce } from './create-once.js';
import { DemoError, requireText } from './errors.js';

/** The outcome page the service sends the shopper back to, with `cardValidationId` added. */
export const RETURN_PATH = '/api/card-validations/return';
/** The pages a validation starts from: the outcome page links back to it. */
export const ORIGINS = {
  'script-tag': '/script-tag.html',
  spa: '/spa.html',
  isolated: '/isolated.html',
};

/**
 * The origin of the page that posted: the pages server, whose proxy hands `/api/` on to this
 * backend under the backend's own host. A deployed backend would use its configured public URL.
 */
function pagesOrigin(c) {
  const origin = c.req.header('origin');
  return origin && origin !== 'null' ? origin : new URL(c.req.url).origin;
}

/**
 * 3-D Secure for a saved card: the service voids a Card 24 hours after its registration unless a
 * Card Validation (or a payment) succeeded by then, so the demo validates every card it saves.
 */
export function createCardValidations() {
  /** Validation Id → the client, card and page it belongs to; only these can be looked up. */
  const started = new Map();

  /**
   * Starts a Card Validation of `card` with the browser's data (`<name>-browser`, or
   * `card-tokenized`'s `detail.browserInfo`), completed from the shopper's request: its `Accept`
   * header and IP address, and the network the shopper chose for a co-branded card (`network`,
   * the element's `preferredCardNetwork`). Once per card, or per failed validation tried again
   * (`key`). The validation is the card's one use: once it has an outcome, a card the shopper did
   * not ask to save (`saveCard`) is deactivated.
   */
  async function start(
    c,
    { client, card, browserData, network, from, saveCard, key = actionKey('validate', card.Id) },
  ) {
    if (!(from in ORIGINS))
      throw new DemoError(400, `Expected from to be one of ${Object.keys(ORIGINS).join(', ')}`);
    if (network && !CARD_NETWORKS.includes(network)) {
      throw new DemoError(400, `Expected the network to be one of ${CARD_NETWORKS.join(', ')}`);
    }
    // The socket's peer: the pages server's proxy, on this machine like the shopper here.
    const { BrowserInfo, IpAddress } = browserInfoFromRequest(c.env.incoming, browserData);
    const returnUrl = new URL(`${RETURN_PATH}?from=${from}`, pagesOrigin(c)).href;
    const body = {
      AuthorId: card.UserId,
      SecureModeReturnURL: returnUrl,
      IpAddress,
      BrowserInfo,
      ...(network && { PreferredCardNetwork: network }),
      Tag: 'card-tokenizer demo',
    };
    const validation = await createOnce(client, key, (options) =>
      client.createCardValidation(card.Id, body, options),
    );
    started.set(validation.Id, { client, cardId: card.Id, from, saveCard });
    await afterUse(started.get(validation.Id), validation);
    return validation;
  }

  /** Once the validation has an outcome (no challenge to wait for), the shopper's choice holds. */
  async function afterUse({ client, cardId, saveCard }, validation) {
    if (validation.Status !== 'CREATED') await client.honourCardConsent(cardId, saveCard);
  }

  /** The validation and its card as the service has them now. */
  async function read(validationId) {
    const entry = started.get(requireText(validationId, 'cardValidationId'));
    if (!entry) throw new DemoError(404, `Unknown Card Validation ${validationId}`);
    const validation = await entry.client.getCardValidation(entry.cardId, validationId);
    // Back from the challenge: the card's one use is over.
    await afterUse(entry, validation);
    const card = await entry.client.getCard(entry.cardId);
    return { validation, card, from: entry.from, client: entry.client, saveCard: entry.saveCard };
  }

  /**
   * A new validation of the card of a failed one, once however often it is asked. The browser's
   * data is the one the shopper sent then, completed again from this request; without it, the
   * new one's.
   */
  async function retry(c, validationId, browserData) {
    const { validation, card, from, client, saveCard } = await read(validationId);
    if (validation.Status === 'SUCCEEDED') {
      throw new DemoError(409, `Card Validation ${validationId} succeeded: nothing to try again`);
    }
    if (!card.Active) {
      throw new DemoError(409, `Card ${card.Id} was used once, not kept: register it again`);
    }
    const sentThen = { ...validation.BrowserInfo };
    delete sentThen.AcceptHeader; // This request's own comes instead.
    const key = actionKey('retry', validationId);
    const network = validation.PreferredCardNetwork ?? undefined;
    const browser = browserData ?? sentThen;
    return start(c, { client, card, browserData: browser, network, from, saveCard, key });
  }

  return { start, read, retry };
}

/**
 * What the pages show of a validation; `next` is where the shopper goes, when anywhere; `network`
 * the network chosen for a co-branded card, as the service keeps it.
 */
export function validationView(validation) {
  const challenge = validation.Status === 'CREATED' && validation.SecureModeRedirectURL;
  return {
    id: validation.Id,
    status: validation.Status,
    network: validation.PreferredCardNetwork ?? null,
    result: [validation.ResultCode, validation.ResultMessage].filter(Boolean).join(' '),
    next: challenge ? validation.SecureModeRedirectURL : null,
  };
}
