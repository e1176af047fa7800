import { TokenizationError } from '../core/errors.js';

/**
 * The frame's own registration: asked of the endpoint its page's config names, on its own
 * origin, with the page's ticket. Resolves the answer's JSON, which the caller reads and checks.
 */
export async function fetchFrameRegistration(
  endpoint: string,
  ticket: string,
  cardType: string,
  signal: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket, cardType }),
      credentials: 'same-origin',
      cache: 'no-store',
      redirect: 'error',
      signal,
    });
  } catch (error) {
    const code = signal.aborted ? 'aborted' : 'network';
    throw new TokenizationError(code, `The card frame's registration endpoint failed: ${code}`, {
      cause: error,
    });
  }
  if (!response.ok)
    throw new TokenizationError(
      'configuration',
      `The card frame's registration endpoint refused the ticket (HTTP ${response.status})`,
      { httpStatus: response.status },
    );
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    throw new TokenizationError(
      'bad_response',
      "The card frame's registration endpoint sent no JSON",
      {
        cause: error,
      },
    );
  }
}
