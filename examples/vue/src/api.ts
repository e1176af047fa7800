/** A card saved by the backend: what the shop may show of it. */
export interface SavedCard {
  alias: string;
  brand: string;
  expiry: string;
}

/** POSTs JSON to the shop's backend; rejects with its message. */
export async function post<Answer>(path: string, body: unknown, signal?: AbortSignal) {
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error?.message ?? `HTTP ${response.status}`);
  return answer as Answer;
}
