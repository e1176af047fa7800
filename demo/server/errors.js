import { BrowserInfoError, PaymentsApiError } from 'card-tokenizer/server';

/** A request the demo backend refuses itself, before calling the service. */
export class DemoError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'DemoError';
    this.status = status;
  }
}

/** The value when it is a non-empty string; the message says what came instead. */
export function requireText(value, name) {
  if (typeof value === 'string' && value !== '') return value;
  throw new DemoError(400, `Expected ${name} to be a non-empty string, got ${typeof value}`);
}

/** JSON `{ error: { message, … } }` with an HTTP status: the service's own words, no secret. */
export function errorAnswer(error) {
  if (error instanceof DemoError) {
    return { status: error.status, body: { error: { message: error.message } } };
  }
  // The browser's 3-D Secure data, refused before anything goes to the service.
  if (error instanceof BrowserInfoError) {
    return { status: 400, body: { error: { message: error.message, field: error.field } } };
  }
  if (error instanceof PaymentsApiError) {
    // A 4xx is about the request the page made; a 401 or a 5xx is the backend's trouble.
    const passOn = error.status >= 400 && error.status < 500 && error.status !== 401;
    const { message, status, type, errors } = error;
    return { status: passOn ? status : 502, body: { error: { message, status, type, errors } } };
  }
  // Name and message only (and its cause's, e.g. ECONNREFUSED): no stack, never a request body.
  const cause = error?.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(
    `Demo backend error: ${error?.name ?? 'Error'}: ${error?.message ?? error}${cause}`,
  );
  return {
    status: 502,
    body: { error: { message: 'The payment service could not be reached: see the demo terminal' } },
  };
}
