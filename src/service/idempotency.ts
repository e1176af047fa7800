/** The header the service reads on POST calls (PROTOCOL.md, "Idempotency"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The service's format: 16 to 36 letters, digits or dashes; a UUID fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{16,36}$/;

/** The 409 `Type` of a repeated key, and the 400 `Type` of a key with no stored response. */
export const KEY_CONFLICT_TYPE = 'idempotent_creation_conflict';
export const RESPONSE_NOT_FOUND_TYPE = 'correlationid_not_found';

/**
 * `GET /v2.01/{ClientId}/responses/{IdempotencyKey}`: the first answer to a POST sent with that
 * key, for 24 hours. Numbers come as strings, as the service sends them.
 */
export interface IdempotentResponse<R = unknown> {
  /** `"200"`, or the first call's error status (`"400"`…). */
  StatusCode: string;
  /** Bytes of the first answer's body. */
  ContentLength: string;
  ContentType: string;
  /** When the first answer was sent, as an HTTP date. */
  Date: string;
  /** The first call's URL. */
  RequestURL: string;
  /** The first answer's body: the object created, or the service's error body. */
  Resource: R;
}
