import * as paths from '../service/paths.js';
import type { PaymentMethodMetadata } from '../service/payment-method-metadata.js';
import { checkBin } from './client/bin.js';
import { createAccessTokenSource } from './client/access-token.js';
import { createCardCalls, type CardCalls } from './client/card-calls.js';
import {
  checkPolicy,
  createRequester,
  checkIdempotencyKey,
  type CallOptions,
} from './client/request.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './client/retry.js';
import { createUserCalls, type UserCalls } from './client/user-calls.js';
import type {
  Card,
  CardRegistration,
  CardValidation,
  CreateCardRegistration,
  CreateCardValidation,
  CreateIntent,
  CreateLegalUser,
  CreateNaturalUser,
  IdempotentResponse,
  Intent,
  IntentEventBody,
  LegalUser,
  NaturalUser,
  RecipientEmbeddedToken,
  UpdateCardRegistration,
  UpdateIntentDispute,
  User,
} from '../service/types.js';

export {
  IdempotencyKeyError,
  PaymentsApiError,
  PaymentsNetworkError,
  type PaymentsApiErrorDetails,
} from './client/errors.js';
export type { CallOptions } from './client/request.js';
export type { CardPage, ListCardsOptions } from './client/card-list.js';
export { BrowserInfoError } from './shopper/browser-info-error.js';
export {
  browserInfoFromRequest,
  checkBrowserData,
  type BrowserInfoFromRequest,
  type BrowserInfoOptions,
  type NodeRequest,
} from './shopper/browser-info.js';
export {
  paymentPageHeaders,
  ELEMENT_TRUSTED_TYPES,
  REPORTING_ENDPOINT,
  type PaymentPageHeaders,
  type PaymentPageHeadersOptions,
  type PaymentPageSources,
} from './page/headers.js';
export { PaymentPageHeadersError } from './page/headers-error.js';
export {
  cardFramePage,
  type CardFramePage,
  type CardFramePageOptions,
  type FrameScript,
} from './page/frame-page.js';
export {
  reportCollector,
  type ReportCollectorOptions,
  type ReportHandler,
} from './report/collector.js';
export type { PaymentPageReport } from './report/read.js';
export { nodeHandler } from './http/node-handler.js';
export {
  FRAME_TICKET_AUDIENCE,
  FrameTicketError,
  readFrameTicket,
  signFrameTicket,
  type FrameTicketClaims,
  type FrameTicketProblem,
  type ReadFrameTicketOptions,
  type SignFrameTicketOptions,
} from './frame-route/ticket.js';
export {
  BIN_LOOKUPS_PER_TICKET,
  frameRegistrationRoute,
  type FrameBinAnswer,
  type FrameRegistration,
  type FrameRegistrationHandler,
  type FrameRegistrationRouteOptions,
} from './frame-route/route.js';
export {
  memoryTicketStore,
  redisTicketStore,
  type RedisSetClient,
  type UsedTicketStore,
} from './frame-route/used-tickets.js';
export type * from '../service/types.js';
export {
  CARD_NETWORKS,
  cardNetworkOf,
  networksToOffer,
} from '../service/payment-method-metadata.js';

export interface PaymentsClientOptions {
  /** The service's base address, e.g. `https://api.sandbox.example` or the local sandbox's `url`. */
  baseUrl: string;
  clientId: string;
  /** Used only to obtain OAuth tokens; never logged, never put in an error. */
  apiKey: string;
  /** Defaults to the global `fetch` (Node 20+). */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds since the epoch, for token renewal and `Retry-After` dates; defaults to `Date.now`. */
  now?: () => number;
  /** Requests a call may send, the first included (default 3); a call's own `maxAttempts` wins. */
  maxAttempts?: number;
  /** Milliseconds per attempt, answer included (default 30 000); a call's own `timeout` wins. */
  timeout?: number;
  /** Ceiling of the first backoff in ms (default 200), doubled at each retry, fully jittered. */
  retryDelay?: number;
  /** Longest wait between attempts in ms (default 20 000); a longer `Retry-After` is not waited for. */
  maxRetryDelay?: number;
}

export interface PaymentsClient extends UserCalls, CardCalls {
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
  /**
   * "Look up metadata for a payment method" for a card's first 6 or 8 digits (8 preferred: a Card
   * Validation's `CardInfo.BIN`): its issuer and networks, two `BinData` for a co-branded card
   * (`networksToOffer` turns them into the choice). Anything but 6 or 8 digits is refused before
   * sending, so that no more of a card number reaches the service.
   */
  lookupBin(bin: string, options?: CallOptions): Promise<PaymentMethodMetadata>;
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
  /** Spec 4.3. Not retried: a decision is not safe to send twice. */
  updateIntentDispute(update: UpdateIntentDispute, options?: CallOptions): Promise<Intent>;
  /**
   * The first answer to a POST sent with `key`, kept 24 hours by the service: for a caller who
   * kept the key and lost the process. Unknown key: `PaymentsApiError` of type `correlationid_not_found`.
   */
  getIdempotentResponse<R = unknown>(
    key: string,
    options?: Omit<CallOptions, 'idempotencyKey'>,
  ): Promise<IdempotentResponse<R>>;
}

function checkOptions(options: PaymentsClientOptions): string {
  if (!/^https?:\/\/[^/]/.test(options.baseUrl ?? '')) {
    throw new TypeError(`Expected baseUrl to be an http(s) URL, got "${options.baseUrl}"`);
  }
  if (!options.clientId) throw new TypeError('Expected clientId to be a non-empty string');
  if (!options.apiKey) throw new TypeError('Expected apiKey to be a non-empty string');
  checkPolicy(options);
  return options.baseUrl.replace(/\/+$/, '');
}

/** The client a platform's backend uses: OAuth, idempotency keys and safe retries handled. */
export function createPaymentsClient(options: PaymentsClientOptions): PaymentsClient {
  const baseUrl = checkOptions(options);
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const policy: RetryPolicy = {
    maxAttempts: options.maxAttempts ?? DEFAULT_RETRY_POLICY.maxAttempts,
    timeout: options.timeout ?? DEFAULT_RETRY_POLICY.timeout,
    retryDelay: options.retryDelay ?? DEFAULT_RETRY_POLICY.retryDelay,
    maxRetryDelay: options.maxRetryDelay ?? DEFAULT_RETRY_POLICY.maxRetryDelay,
  };
  const tokens = createAccessTokenSource({
    baseUrl,
    clientId: options.clientId,
    apiKey: options.apiKey,
    fetch,
    now,
    timeout: policy.timeout,
  });
  const id = encodeURIComponent;
  const client = id(options.clientId);
  const { send } = createRequester({ baseUrl, clientPath: client, fetch, tokens, policy, now });
  const get = <T>(path: string, o?: CallOptions) => send<T>({ method: 'GET', path, options: o });
  const post = <T>(path: string, body: unknown, o?: CallOptions) =>
    send<T>({ method: 'POST', path, body, options: o });

  const getCardRegistration = (registrationId: string, o?: CallOptions) =>
    get<CardRegistration>(paths.cardRegistrationPath(client, id(registrationId)), o);
  const getCard = (cardId: string, o?: CallOptions) =>
    get<Card>(paths.cardPath(client, id(cardId)), o);

  return {
    createNaturalUser: (body, o) => post(paths.naturalUsersPath(client), body, o),
    createLegalUser: (body, o) => post(paths.legalUsersPath(client), body, o),
    getUser: (userId, o) => get(paths.userPath(client, id(userId)), o),
    ...createUserCalls({ send, clientPath: client }),
    createCardRegistration: (body, o) => post(paths.cardRegistrationsPath(client), body, o),
    getCardRegistration,
    updateCardRegistration: (registrationId, body, o) =>
      send({
        method: 'PUT',
        path: paths.cardRegistrationPath(client, id(registrationId)),
        body,
        options: o,
        // Single use: once settled with this data, the earlier attempt is the one that counted.
        recover: async (signal) => {
          const current = await getCardRegistration(registrationId, { signal });
          const settled = current.Status !== 'CREATED';
          return settled && current.RegistrationData === body.RegistrationData
            ? current
            : undefined;
        },
      }),
    getCard,
    ...createCardCalls({ send, clientPath: client, getCard }),
    lookupBin: async (bin, o) =>
      post(paths.paymentMethodMetadataPath(client), { Type: 'BIN', Bin: checkBin(bin) }, o),
    getCardsByFingerprint: (fingerprint, o) =>
      get(paths.cardsByFingerprintPath(client, id(fingerprint)), o),
    createCardValidation: (cardId, body, o) =>
      post(paths.cardValidationsPath(client, id(cardId)), body, o),
    getCardValidation: (cardId, validationId, o) =>
      get(paths.cardValidationPath(client, id(cardId), id(validationId)), o),
    createRecipientEmbeddedToken: (userId, o) =>
      post(paths.RECIPIENT_TOKEN_PATH, { clientId: options.clientId, claims: { userId } }, o),
    createIntent: (body, o) => post(paths.intentsPath(client), body, o),
    createIntentCapture: (intentId, body, o) =>
      post(paths.capturesPath(client, id(intentId)), body ?? {}, o),
    createIntentDispute: ({ intentId, captureId }, body, o) =>
      post(paths.disputesPath(client, id(intentId), id(captureId)), body ?? {}, o),
    getIntent: (intentId, o) => get(paths.intentPath(client, id(intentId)), o),
    updateIntentDispute: ({ intentId, captureId, disputeId, decision }, o) =>
      send({
        method: 'PUT',
        path: paths.disputeDecisionPath(client, id(intentId), id(captureId), id(disputeId)),
        body: { Decision: decision },
        options: o,
      }),
    getIdempotentResponse: async (key, o) =>
      get(paths.idempotentResponsePath(client, checkIdempotencyKey(key)), o),
  };
}
