/** A card saved by the backend: what the shop may show of it. */
export interface SavedCard {
  alias: string;
  brand: string;
  expiry: string;
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
