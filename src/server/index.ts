import * as paths from '../service/paths.js';
import { createAccessTokenSource } from './access-token.js';
import { readAnswer } from './answer.js';
import type {
  Card,
  CardRegistration,
  CardValidation,
  CreateCardRegistration,
  CreateCardValidation,
  CreateIntent,
  CreateLegalUser,
  CreateNaturalUser,
  Intent,
  IntentEventBody,
  LegalUser,
  NaturalUser,
  RecipientEmbeddedToken,
  UpdateCardRegistration,
  UpdateIntentDispute,
  User,
} from '../service/types.js';

export { PaymentsApiError, type PaymentsApiErrorDetails } from './errors.js';
export { BrowserInfoError } from './browser-info-error.js';
export {
  browserInfoFromRequest,
  checkBrowserData,
  type BrowserInfoFromRequest,
  type BrowserInfoOptions,
  type NodeRequest,
} from './browser-info.js';
export type * from '../service/types.js';

export interface PaymentsClientOptions {
  /** The service's base address, e.g. `https://api.sandbox.example` or the local sandbox's `url`. */
  baseUrl: string;
  clientId: string;
  /** Used only to obtain OAuth tokens; never logged, never put in an error. */
  apiKey: string;
  /** Defaults to the global `fetch` (Node 20+). */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds since the epoch, for token renewal; defaults to `Date.now`. */
  now?: () => number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface PaymentsClient {
  createNaturalUser(body: CreateNaturalUser, options?: CallOptions): Promise<NaturalUser>;
  createLegalUser(body: CreateLegalUser, options?: CallOptions): Promise<LegalUser>;
  getUser(userId: string, options?: CallOptions): Promise<User>;
  createCardRegistration(
    body: CreateCardRegistration,
    options?: CallOptions,
  ): Promise<CardRegistration>;
  getCardRegistration(registrationId: string, options?: CallOptions): Promise<CardRegistration>;
  /** Resolves with `Status: 'ERROR'` and a `ResultCode` when the service refuses the data. */
  updateCardRegistration(
    registrationId: string,
    body: UpdateCardRegistration,
    options?: CallOptions,
  ): Promise<CardRegistration>;
  getCard(cardId: string, options?: CallOptions): Promise<Card>;
  /** Every Card of the same card number as the one with this `Fingerprint` (an array). */
  getCardsByFingerprint(fingerprint: string, options?: CallOptions): Promise<Card[]>;
  /**
   * 3-D Secure without debiting the card, so that it stays valid past 24 hours. With
   * `SecureModeNeeded`, send the shopper to `SecureModeRedirectURL`; they come back to
   * `SecureModeReturnURL` with `cardValidationId` in its query.
   */
  createCardValidation(
    cardId: string,
    body: CreateCardValidation,
    options?: CallOptions,
  ): Promise<CardValidation>;
  getCardValidation(
    cardId: string,
    validationId: string,
    options?: CallOptions,
  ): Promise<CardValidation>;
  /** Spec 4.1: a 15-minute token for one user's embedded Recipients experience. */
  createRecipientEmbeddedToken(
    userId: string,
    options?: CallOptions,
  ): Promise<RecipientEmbeddedToken>;
  createIntent(body: CreateIntent, options?: CallOptions): Promise<Intent>;
  /** A full capture; the answer's `Capture.Id` names it. */
  createIntentCapture(
    intentId: string,
    body?: IntentEventBody,
    options?: CallOptions,
  ): Promise<Intent>;
  /** The answer's `Dispute.Id` names the dispute. */
  createIntentDispute(
    ids: { intentId: string; captureId: string },
    body?: IntentEventBody,
    options?: CallOptions,
  ): Promise<Intent>;
  getIntent(intentId: string, options?: CallOptions): Promise<Intent>;
  /** Spec 4.3. */
  updateIntentDispute(update: UpdateIntentDispute, options?: CallOptions): Promise<Intent>;
}

type Method = 'GET' | 'POST' | 'PUT';

function checkOptions(options: PaymentsClientOptions): string {
  if (!/^https?:\/\/[^/]/.test(options.baseUrl ?? '')) {
    throw new TypeError(`Expected baseUrl to be an http(s) URL, got "${options.baseUrl}"`);
  }
  if (!options.clientId) throw new TypeError('Expected clientId to be a non-empty string');
  if (!options.apiKey) throw new TypeError('Expected apiKey to be a non-empty string');
  return options.baseUrl.replace(/\/+$/, '');
}

/** The client a platform's backend uses: OAuth handled, errors as `PaymentsApiError`. */
export function createPaymentsClient(options: PaymentsClientOptions): PaymentsClient {
  const baseUrl = checkOptions(options);
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tokens = createAccessTokenSource({
    baseUrl,
    clientId: options.clientId,
    apiKey: options.apiKey,
    fetch,
    now: options.now ?? Date.now,
  });

  /** One retry on 401: the token may have been revoked or expired early on the service's side. */
  async function call<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal) {
    const send = async () => {
      const token = await tokens.get(signal);
      const response = await fetch(baseUrl + path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      return { token, response };
    };
    const first = await send();
    let response = first.response;
    if (response.status === 401) {
      await response.body?.cancel();
      tokens.invalidate(first.token);
      response = (await send()).response;
    }
    return readAnswer<T>(response, `${method} ${path}`);
  }

  const id = encodeURIComponent;
  const client = id(options.clientId);

  return {
    createNaturalUser: (body, o) => call('POST', paths.naturalUsersPath(client), body, o?.signal),
    createLegalUser: (body, o) => call('POST', paths.legalUsersPath(client), body, o?.signal),
    getUser: (userId, o) => call('GET', paths.userPath(client, id(userId)), undefined, o?.signal),
    createCardRegistration: (body, o) =>
      call('POST', paths.cardRegistrationsPath(client), body, o?.signal),
    getCardRegistration: (registrationId, o) =>
      call('GET', paths.cardRegistrationPath(client, id(registrationId)), undefined, o?.signal),
    updateCardRegistration: (registrationId, body, o) =>
      call('PUT', paths.cardRegistrationPath(client, id(registrationId)), body, o?.signal),
    getCard: (cardId, o) => call('GET', paths.cardPath(client, id(cardId)), undefined, o?.signal),
    getCardsByFingerprint: (fingerprint, o) =>
      call('GET', paths.cardsByFingerprintPath(client, id(fingerprint)), undefined, o?.signal),
    createCardValidation: (cardId, body, o) =>
      call('POST', paths.cardValidationsPath(client, id(cardId)), body, o?.signal),
    getCardValidation: (cardId, validationId, o) =>
      call(
        'GET',
        paths.cardValidationPath(client, id(cardId), id(validationId)),
        undefined,
        o?.signal,
      ),
    createRecipientEmbeddedToken: (userId, o) =>
      call(
        'POST',
        paths.RECIPIENT_TOKEN_PATH,
        { clientId: options.clientId, claims: { userId } },
        o?.signal,
      ),
    createIntent: (body, o) => call('POST', paths.intentsPath(client), body, o?.signal),
    createIntentCapture: (intentId, body, o) =>
      call('POST', paths.capturesPath(client, id(intentId)), body ?? {}, o?.signal),
    createIntentDispute: ({ intentId, captureId }, body, o) =>
      call('POST', paths.disputesPath(client, id(intentId), id(captureId)), body ?? {}, o?.signal),
    getIntent: (intentId, o) =>
      call('GET', paths.intentPath(client, id(intentId)), undefined, o?.signal),
    updateIntentDispute: ({ intentId, captureId, disputeId, decision }, o) =>
      call(
        'PUT',
        paths.disputeDecisionPath(client, id(intentId), id(captureId), id(disputeId)),
        { Decision: decision },
        o?.signal,
      ),
  };
}
