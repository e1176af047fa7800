/**
 * The payment service's paths (PROTOCOL.md), spelled as the service documents them. Ids are path
 * segments, already encoded: the server client passes `encodeURIComponent(id)`, the sandbox
 * `:name` route parameters (a path's type keeps them, for the router's typed params).
 */

/** Platform OAuth: Basic credentials in, a Bearer token out. */
export const OAUTH_TOKEN_PATH = '/v2.01/oauth/token';
/** Spec 4.1: a user's token for the embedded Recipients components. */
export const RECIPIENT_TOKEN_PATH = '/v2.01/oauth/token/embedded/recipient';

const v2 = <C extends string>(clientId: C) => `/v2.01/${clientId}` as const;

export const naturalUsersPath = <C extends string>(clientId: C) =>
  `${v2(clientId)}/users/natural` as const;
export const legalUsersPath = <C extends string>(clientId: C) =>
  `${v2(clientId)}/users/legal` as const;
export const userPath = <C extends string, U extends string>(clientId: C, userId: U) =>
  `${v2(clientId)}/users/${userId}` as const;

export const cardRegistrationsPath = <C extends string>(clientId: C) =>
  `${v2(clientId)}/cardregistrations` as const;
export const cardRegistrationPath = <C extends string, R extends string>(
  clientId: C,
  registrationId: R,
) => `${cardRegistrationsPath(clientId)}/${registrationId}` as const;
export const cardPath = <C extends string, K extends string>(clientId: C, cardId: K) =>
  `${v2(clientId)}/cards/${cardId}` as const;
/** The Cards of one card number, by the `Fingerprint` of any of them. */
export const cardsByFingerprintPath = <C extends string, F extends string>(
  clientId: C,
  fingerprint: F,
) => `${v2(clientId)}/cards/fingerprints/${fingerprint}` as const;
export const cardValidationsPath = <C extends string, K extends string>(clientId: C, cardId: K) =>
  `${cardPath(clientId, cardId)}/validation` as const;
export const cardValidationPath = <C extends string, K extends string, V extends string>(
  clientId: C,
  cardId: K,
  validationId: V,
) => `${cardValidationsPath(clientId, cardId)}/${validationId}` as const;

/** "Look up metadata for a payment method": a card's BIN in, its issuer and networks out. */
export const paymentMethodMetadataPath = <C extends string>(clientId: C) =>
  `${v2(clientId)}/payment-methods/metadata` as const;

export const intentsPath = <C extends string>(clientId: C) =>
  `/V3.0/${clientId}/payins/intents` as const;
export const intentPath = <C extends string, I extends string>(clientId: C, intentId: I) =>
  `${intentsPath(clientId)}/${intentId}` as const;
export const capturesPath = <C extends string, I extends string>(clientId: C, intentId: I) =>
  `${intentPath(clientId, intentId)}/captures` as const;
export const disputesPath = <C extends string, I extends string, P extends string>(
  clientId: C,
  intentId: I,
  captureId: P,
) => `${capturesPath(clientId, intentId)}/${captureId}/disputes` as const;
/** Spec 4.3. */
export const disputeDecisionPath = <
  C extends string,
  I extends string,
  P extends string,
  D extends string,
>(
  clientId: C,
  intentId: I,
  captureId: P,
  disputeId: D,
) => `${disputesPath(clientId, intentId, captureId)}/${disputeId}/decision` as const;

/** The stored first answer of a POST sent with this `Idempotency-Key` (kept 24 hours). */
export const idempotentResponsePath = <C extends string, K extends string>(clientId: C, key: K) =>
  `${v2(clientId)}/responses/${key}` as const;
