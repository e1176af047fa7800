import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CardInput } from '../core/card.js';
import { TokenizationError } from '../core/errors.js';

/** Identifies a card in memory only, to avoid posting the same card twice. */
function cardKey(card: CardInput | undefined): string | undefined {
  return card && `${card.cardNumber}|${card.cardExpirationDate}|${card.cardCvx}`;
}

/** Below this a wait goes unnoticed; past it the element shows it is busy. */
export const SHOW_BUSY_AFTER_MS = 100;

/** What a success was made of: the card (a key in memory only) and the registration used. */
export interface Tokenized {
  card: string;
  registration: unknown;
  registrationData: string;
  /** The inputs were emptied by their form's submission: the result stands until an edit. */
  submitted?: boolean;
}

/** The one request of an element: none, one being sent, or a card tokenized. */
export type RequestState =
  | { status: 'idle' }
  | { status: 'sending'; run: number; controller: AbortController }
  | ({ status: 'tokenized' } & Tokenized);

const IDLE: RequestState = { status: 'idle' };

/**
 * Owns the element's request: one at a time, shared by concurrent callers, aborted on reset or
 * disconnect, shown as busy only when slow, and the single-use registration it spent.
 * `registration` identifies a registration: a function is asked for a new one each time.
 */
export class RequestController implements ReactiveController {
  state: RequestState = IDLE;
  /** The request has taken long enough to show: read-only inputs, `aria-busy`, progress. */
  busy = false;
  /** `tokenize()` as a whole, validation included: calls made while it runs share it. */
  #pending: Promise<string> | undefined;
  #run = 0;
  #busyTimer: ReturnType<typeof setTimeout> | undefined;
  #spentRegistration: unknown;
  /** Settles once the outcome's render is requested; the host's `updateComplete` awaits it. */
  outcomeRequested: Promise<void> = Promise.resolve();

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    if (this.state.status === 'sending') this.state.controller.abort();
  }

  get sending(): boolean {
    return this.state.status === 'sending';
  }

  /** Starts `work`, or returns the run already under way. */
  share(work: () => Promise<string>): Promise<string> {
    if (this.#pending) return this.#pending;
    const pending = work();
    this.#pending = pending;
    // A reaction of its own, not a chained promise: the caller's await is not made to wait.
    const settle = () => {
      if (this.#pending === pending) this.#pending = undefined;
    };
    pending.then(settle, settle);
    return pending;
  }

  /**
   * Sends through `post`; on success the state holds the result, applied in a microtask queued
   * before the caller's await resumes, with `applied` called then.
   */
  async send(
    payload: CardInput,
    registration: unknown,
    post: (signal: AbortSignal) => Promise<string>,
    applied: (registrationData: string) => void,
  ): Promise<string> {
    // A registration function gives one registration per card; an object or attributes do not.
    if (typeof registration !== 'function' && registration === this.#spentRegistration) {
      throw new TokenizationError(
        'configuration',
        'Expected a new Card Registration, got one already used (each is single use)',
      );
    }
    const controller = new AbortController();
    const run = ++this.#run;
    this.state = { status: 'sending', run, controller };
    try {
      // Its synchronous part sends the request: nothing renders before it.
      const posting = post(controller.signal);
      this.#busyTimer = setTimeout(() => this.#showBusy(true), SHOW_BUSY_AFTER_MS);
      const registrationData = await posting;
      queueMicrotask(() => {
        if (!this.#isCurrent(run)) return;
        this.#spentRegistration = registration;
        const card = cardKey(payload)!;
        this.state = { status: 'tokenized', card, registration, registrationData };
        this.#showBusy(false);
        // A render even when never busy, to announce the outcome: in a task of its own, so that
        // the caller's `await` resumes first (it took 0.2 to 0.7 ms of a tokenization).
        this.outcomeRequested = new Promise((resolve) =>
          setTimeout(() => resolve(this.host.requestUpdate())),
        );
        applied(registrationData);
      });
      return registrationData;
    } catch (error) {
      if (this.#isCurrent(run)) this.#end(IDLE);
      throw error;
    }
  }

  /** The registration data of this card and registration, if they were tokenized together. */
  tokenizedData(payload: CardInput | undefined, registration: unknown): string | undefined {
    const { state } = this;
    return state.status === 'tokenized' &&
      (state.submitted || state.card === cardKey(payload)) &&
      state.registration === registration
      ? state.registrationData
      : undefined;
  }

  /** The form sent the result: it stands for the emptied inputs, until `edited()`. */
  submitted(submitted = true): void {
    if (this.state.status === 'tokenized') this.state = { ...this.state, submitted };
  }

  /** Aborts a request in flight and forgets the result; the spent registration stays spent. */
  reset(): void {
    if (this.state.status === 'sending') this.state.controller.abort();
    this.#pending = undefined;
    this.#end(IDLE);
  }

  #isCurrent(run: number): boolean {
    return this.state.status === 'sending' && this.state.run === run;
  }

  #end(state: RequestState): void {
    this.state = state;
    this.#showBusy(false);
  }

  #showBusy(busy: boolean): void {
    clearTimeout(this.#busyTimer);
    if (this.busy === busy) return;
    this.busy = busy;
    this.host.requestUpdate();
  }
}
