/** The backend's answer: what the shop may show of the card, and whether it keeps it. */
export interface PaidCard {
  alias: string;
  brand: string;
  expiry: string;
  /** False when the shopper did not ask to save it: the backend deactivated it after its use. */
  kept: boolean;
}

/** Posts JSON to the shop's backend; rejects with the backend's message. */
export async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(answer?.error?.message ?? `HTTP ${response.status}`);
  return answer as T;
}
