import {
  TokenizationError,
  type BrowserCardRegistration,
  type RegistrationProvider,
} from 'card-tokenizer';
import { CardTokenizer } from 'card-tokenizer/react';
import { useCallback, useRef, useState } from 'react';

/** The backend's answer: what the shop may show of the card, and whether it keeps it. */
interface PaidCard {
  alias: string;
  brand: string;
  expiry: string;
  /** False when the shopper did not ask to save it: the backend deactivated it after its use. */
  kept: boolean;
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
  // The shopper's "save this card" choice, as card-tokenized carries it with the token.
  const saveCard = useRef<boolean>(undefined);
  const [valid, setValid] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState('');
  const [paid, setPaid] = useState<PaidCard>();

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
    setPaid(undefined);
    try {
      const registrationData = await card.current!.tokenize();
      const body = {
        registrationId: registrationId.current,
        registrationData,
        saveCard: saveCard.current,
      };
      setPaid(await postJson<PaidCard>('/api/cards', body));
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
        save-card="ask"
        oncard-change={(event) => setValid(event.detail.valid)}
        oncard-tokenized={(event) => (saveCard.current = event.detail.saveCard)}
        oncard-error={(event) => setError(event.detail.message)}
      />
      <button type="button" disabled={!valid || paying} onClick={pay}>
        Pay
      </button>
      {error && <p role="alert">{error}</p>}
      {paid && (
        <p data-testid="paid-card">
          {paid.kept ? 'Saved' : 'Used once, not kept:'} {paid.brand} {paid.alias}, expires{' '}
          {paid.expiry}
        </p>
      )}
    </main>
  );
}
