import { TokenizationError, type TokenizationErrorInit } from '../../core/errors.js';

/** Longest part of the endpoint's error text a developer message quotes. */
const MAX_QUOTED = 200;

/**
 * `registration-source="frame"`: asks the frame's own registration endpoint
 * (`frameRegistrationRoute()`), with the ticket the page was given, for a Card Registration of
 * `cardType` or for the networks of a `bin`. Resolves the answer's JSON, unread: the caller reads
 * it once (and checks a registration's origin).
 * Rejects with `configuration` when the endpoint refuses (4xx), `server` on a 5xx, `network` when
 * nothing came back, `aborted` on `signal`, `bad_response` on a 2xx that is not JSON.
 */
export const fetchFrameRegistration = (
  endpoint: string,
  ticket: string,
  cardType: string,
  signal: AbortSignal,
): Promise<unknown> => askFrameRoute(endpoint, { ticket, cardType }, signal);

/** The same request for anything the route answers: `{ ticket, cardType }` or `{ ticket, bin }`. */
export async function askFrameRoute(
  endpoint: string,
  asked: { ticket: string; cardType: string } | { ticket: string; bin: string },
  signal: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(asked),
      credentials: 'same-origin',
      redirect: 'error',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    throw failure(signal, error, `The frame's registration endpoint ${endpoint} did not answer`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw failure(
      signal,
      error,
      `The frame's registration endpoint ${endpoint} broke off its answer`,
    );
  }
  if (!response.ok) {
    const said = `${endpoint} answered HTTP ${response.status}: ${errorText(text)}`;
    if (response.status >= 500)
      throw new TokenizationError('server', `The frame's registration endpoint ${said}`, {
        httpStatus: response.status,
        messageKey: 'serviceUnavailable',
      });
    throw new TokenizationError(
      'configuration',
      `Expected the frame's registration endpoint to accept the ticket, got ${said}`,
      { httpStatus: response.status, messageKey: 'configuration' },
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TokenizationError(
      'bad_response',
      `Expected JSON from the frame's registration endpoint ${endpoint}, got ${JSON.stringify(text.slice(0, 40))}`,
      { httpStatus: response.status, messageKey: 'badResponse' },
    );
  }
}

/** An aborted request, else a network failure, keeping what the browser said. */
function failure(signal: AbortSignal, cause: unknown, message: string): TokenizationError {
  const init: TokenizationErrorInit = { cause };
  return signal.aborted
    ? new TokenizationError('aborted', 'The registration request was aborted', {
        ...init,
        messageKey: 'aborted',
      })
    : new TokenizationError('network', message, { ...init, messageKey: 'network' });
}

/** The route's `{ error: { message } }`, or the start of whatever else it sent. */
function errorText(text: string): string {
  let said: unknown;
  try {
    said = (JSON.parse(text) as { error?: { message?: unknown } } | null)?.error?.message;
  } catch {
    // Quoted as it came, below.
  }
  return JSON.stringify((typeof said === 'string' ? said : text).slice(0, MAX_QUOTED));
}
