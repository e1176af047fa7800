import { Component, signal, viewChild } from '@angular/core';
import { FormControl, FormGroup, ReactiveFormsModule } from '@angular/forms';
import {
  TokenizationError,
  type BrowserCardRegistration,
  type CardErrorDetail,
  type RegistrationProvider,
} from 'card-tokenizer';
import { CardTokenizerComponent } from 'card-tokenizer/angular';

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

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, CardTokenizerComponent],
  template: `
    <main>
      <h1>Checkout</h1>
      <form [formGroup]="checkout" (ngSubmit)="pay()">
        <card-tokenizer
          formControlName="card"
          [registration]="registration"
          saveCard="ask"
          (cardTokenized)="saveCard = $event.saveCard"
          (cardError)="showError($event)"
        />
        <button type="submit" [disabled]="checkout.invalid || paying()">Pay</button>
      </form>
      @if (error()) {
        <p role="alert">{{ error() }}</p>
      }
      @if (paid(); as card) {
        <p data-testid="paid-card">
          {{ card.kept ? 'Saved' : 'Used once, not kept:' }} {{ card.brand }} {{ card.alias }},
          expires {{ card.expiry }}
        </p>
      }
    </main>
  `,
})
export class App {
  private readonly card = viewChild.required(CardTokenizerComponent);
  /** Valid once the card is complete; its value is the registration data once tokenized. */
  protected readonly checkout = new FormGroup({ card: new FormControl<string | null>(null) });
  protected readonly paying = signal(false);
  protected readonly error = signal('');
  protected readonly paid = signal<PaidCard | undefined>(undefined);
  private registrationId = '';
  /** The shopper's "save this card" choice, as (cardTokenized) carries it with the token. */
  protected saveCard: boolean | undefined;

  /** Created only when the shopper pays, for the type of the card typed. */
  protected readonly registration: RegistrationProvider = async ({ cardType, signal }) => {
    const body = { cardType };
    const created = await postJson<BrowserCardRegistration>(
      '/api/card-registrations',
      body,
      signal,
    );
    this.registrationId = created.Id!;
    return created;
  };

  protected showError(detail: CardErrorDetail): void {
    this.error.set(detail.message);
  }

  protected async pay(): Promise<void> {
    this.paying.set(true);
    this.error.set('');
    this.paid.set(undefined);
    try {
      await this.card().element.tokenize();
      // The form control now holds the registration data.
      const body = {
        registrationId: this.registrationId,
        registrationData: this.checkout.value.card,
        saveCard: this.saveCard,
      };
      this.paid.set(await postJson<PaidCard>('/api/cards', body));
      this.checkout.reset();
    } catch (caught) {
      // The element's own failures come through (cardError), above.
      if (!(caught instanceof TokenizationError)) this.error.set((caught as Error).message);
    } finally {
      this.paying.set(false);
    }
  }
}
