import { errorFromAnswer, PaymentsApiError } from './errors.js';

/** The JSON of a success; a `PaymentsApiError` for an error status or a body that is not JSON. */
export async function readAnswer<T>(response: Response, label: string): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const type = response.headers.get('content-type') ?? 'no content type';
    throw new PaymentsApiError(
      `Expected JSON from ${label}, got HTTP ${response.status} with ${text === '' ? 'an empty body' : type}`,
      { status: response.status },
    );
  }
  if (!response.ok) throw errorFromAnswer(label, response.status, body);
  return body as T;
}
