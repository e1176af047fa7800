import {
  TokenizationError,
  type BrowserCardRegistration,
  type RegistrationProvider,
} from 'card-tokenizer';
import { CardTokenizer } from 'card-tokenizer/react';
import { useCallback, useRef, useState } from 'react';

interface SavedCard {
  alias: string;
  brand: string;
  expiry: string;
}

/** Posts JSON to the shop's backend; rejects with the backend's message. */
async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
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

export function App() {
  const card = useRef<CardTokenizer>(null);
  const registrationId = useRef('');
  const [valid, setValid] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState<SavedCard>();

  // Created only when the shopper pays, for the type of the card typed. One function for every
  // render: the element takes a new one for a new registration.
  const registration = useCallback<RegistrationProvider>(async ({ cardType, signal }) => {
    const body = { cardType };
    const created = await postJson<BrowserCardRegistration>(
      '/api/card-registrations',
      body,
      signal,
    );
    registrationId.current = created.Id!;
    return created;
  }, []);

  async function pay() {
    setPaying(true);
    setError('');
    setSaved(undefined);
    try {
      const registrationData = await card.current!.tokenize();
      const body = { registrationId: registrationId.current, registrationData };
      setSaved(await postJson<SavedCard>('/api/cards', body));
      card.current!.reset();
    } catch (caught) {
      // The element's own failures come through card-error, below.
      if (!(caught instanceof TokenizationError)) setError((caught as Error).message);
    } finally {
      setPaying(false);
    }
  }

  return (
    <main>
      <h1>Checkout</h1>
      <CardTokenizer
        ref={card}
        registration={registration}
        oncard-change={(event) => setValid(event.detail.valid)}
        oncard-error={(event) => setError(event.detail.message)}
      />
      <button type="button" disabled={!valid || paying} onClick={pay}>
        Pay
      </button>
      {error && <p role="alert">{error}</p>}
      {saved && (
        <p data-testid="saved-card">
          Saved {saved.brand} {saved.alias}, expires {saved.expiry}
        </p>
      )}
    </main>
  );
}
