/** The header the service reads on POST calls (PROTOCOL.md, "Idempotency"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The service's format: 16 to 36 letters, digits or dashes; a UUID fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{16,36}$/;

/** The 409 `Type` of a repeated key, and the 400 `Type` of a key with no stored response. */
export const KEY_CONFLICT_TYPE = 'idempotent_creation_conflict';
export const RESPONSE_NOT_FOUND_TYPE = 'correlationid_not_found';
