import { errorFromAnswer, PaymentsApiError } from './errors.js';

/** An answer read in full: its body is in hand, so no later failure can lose it. */
export interface ReadAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** The JSON of a success; a `PaymentsApiError` for an error status or a body that is not JSON. */
export function parseAnswer<T>({ status, headers, text }: ReadAnswer, label: string): T {
  // No Content: the success of a call that answers nothing (closing a user).
  if (status === 204) return undefined as T;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const type = headers.get('content-type') ?? 'no content type';
    throw new PaymentsApiError(
      `Expected JSON from ${label}, got HTTP ${status} with ${text === '' ? 'an empty body' : type}`,
      { status, body: text },
    );
  }
  if (status < 200 || status > 299) throw errorFromAnswer(label, status, body);
  return body as T;
}

export async function readAnswer<T>(response: Response, label: string): Promise<T> {
  const { status, headers } = response;
  return parseAnswer<T>({ status, headers, text: await response.text() }, label);
}
