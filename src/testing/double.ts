import { browserInfo } from '../core/browser-info.js';
import { firstInvalidField, validateCard, type CardCheck, type CardInput } from '../core/card.js';
import { SERVER_ERRORS, TokenizationError } from '../core/errors.js';
import { en } from '../core/messages.js';
import { readRegistration, type CardRegistrationLike } from '../core/registration.js';
import { tokenizeCard } from '../core/tokenize.js';
import { cardChangeDetail, cardErrorDetail, dispatch } from '../element/events.js';
import { ATTRIBUTES } from '../isolated/channel/protocol.js';
import type { CardType } from '../service/cards.js';
import { REFUSING_TEST_NUMBERS } from '../sandbox/store/refusing-cards.js';

// Where no DOM is (Node, a WebDriver test reading TEST_CARDS), the module still loads.
const ElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

/** A tokenization answer for the double: the `data=…` string, or a thrown `TokenizationError`. */
export type TestAnswer = (card: CardInput) => string | Promise<string>;

/** The fields as the real element labels them: a test finds and types into them the same way. */
const FIELDS = [
  ['number', 'Card number', 'cc-number'],
  ['expiry', 'Expiry date', 'cc-exp'],
  ['cvx', 'Security code', 'cc-csc'],
] as const;

let ids = 0;

/**
 * The answer the double gives without a registration: the sandbox's refusals by number (its own
 * table), else `data=` and a test token.
 */
export const fakeAnswer: TestAnswer = ({ cardNumber }) => {
  const serverCode = REFUSING_TEST_NUMBERS[cardNumber];
  if (serverCode)
    throw new TokenizationError('server', en[SERVER_ERRORS[serverCode]!.messageKey], {
      serverCode,
    });
  return `data=test_${cardNumber.slice(-4)}_${++ids}`;
};

/**
 * A stand-in for `<card-tokenizer>` or `<card-tokenizer-frame>` in a simulated DOM (happy-dom,
 * jsdom) or a browser: the same attributes, labelled inputs, events (`card-change`,
 * `card-tokenized`, `card-error`, with the real details), `ready`, `tokenize()`, `reset()`, and a
 * form value the form posts (`<name>`, `<name>-browser`, as hidden inputs). It tokenizes with
 * `answer` (default `fakeAnswer`), or for real with core's `tokenizeCard` once `registration` is
 * set (the sandbox, started in the test). No formatting, no network choice, no 3-D Secure.
 */
export class CardTokenizerDouble extends ElementBase {
  static observedAttributes = ['src', ...ATTRIBUTES];

  /**
   * A Card Registration object: `tokenize()` posts the card to its URL as the element does. A
   * registration function (the element's other form) is not called: `answer` answers.
   */
  registration?: CardRegistrationLike | ((request: object) => unknown);
  /** The answer without a registration. */
  answer: TestAnswer = fakeAnswer;
  /** Accepted as the element's; the double offers no network choice. */
  binLookup?: unknown;
  readonly ready: Promise<void>;
  #rendered!: () => void;
  #data: string | undefined;
  #form: HTMLFormElement | null = null;

  constructor() {
    super();
    this.ready = new Promise((resolve) => (this.#rendered = resolve));
  }

  get disabled(): boolean {
    return this.hasAttribute('disabled');
  }

  set disabled(value: boolean) {
    this.toggleAttribute('disabled', value);
  }

  get form(): HTMLFormElement | null {
    return this.closest('form');
  }

  /** The `data=…` answer once tokenized, until the card is edited. */
  get registrationData(): string | undefined {
    return this.#data;
  }

  get validity(): Pick<ValidityState, 'valid' | 'valueMissing' | 'badInput'> {
    const detail = cardChangeDetail(this.#check());
    return {
      valid: detail.valid,
      valueMissing: detail.empty,
      badInput: !detail.empty && !detail.valid,
    };
  }

  checkValidity(): boolean {
    return this.validity.valid;
  }

  reportValidity(): boolean {
    return this.checkValidity();
  }

  connectedCallback(): void {
    if (!this.querySelector('input')) this.#render();
    this.#form = this.form;
    this.#form?.addEventListener('submit', this.#onSubmit, true);
    this.#rendered();
  }

  disconnectedCallback(): void {
    this.#form?.removeEventListener('submit', this.#onSubmit, true);
  }

  attributeChangedCallback(name: string): void {
    if (name === 'disabled') for (const input of this.#inputs()) input.disabled = this.disabled;
  }

  /** Checks the card, then answers: fires `card-tokenized` or `card-error` as the element does. */
  async tokenize(): Promise<string> {
    const check = this.#check();
    try {
      const field = firstInvalidField(check);
      if (field) throw new TokenizationError('validation', `The ${field} is not valid`, { field });
      const card = check.payload!;
      const registration = this.#registration();
      const data = await (registration
        ? tokenizeCard(registration, this.#card())
        : this.answer(card));
      this.#setData(data);
      const browser = browserInfo();
      dispatch(this, 'card-tokenized', { registrationData: data, browserInfo: browser });
      return data;
    } catch (error) {
      const failure =
        error instanceof TokenizationError
          ? error
          : new TokenizationError('server', String(error), { cause: error });
      dispatch(this, 'card-error', cardErrorDetail(failure, failure.message));
      throw failure;
    }
  }

  reset(): void {
    for (const input of this.#inputs()) input.value = '';
    this.#setData(undefined);
  }

  override focus(options?: FocusOptions): void {
    this.#inputs()[0]?.focus(options);
  }

  #render(): void {
    const id = `card-tokenizer-double-${++ids}`;
    for (const [field, label, autocomplete] of FIELDS) {
      const text = document.createElement('label');
      text.htmlFor = `${id}-${field}`;
      text.textContent = label;
      const input = document.createElement('input');
      Object.assign(input, { id: `${id}-${field}`, autocomplete, inputMode: 'numeric' });
      input.dataset.field = field;
      input.addEventListener('input', this.#edited);
      this.append(text, input);
    }
  }

  #edited = (): void => {
    this.#setData(undefined);
    dispatch(this, 'card-change', cardChangeDetail(this.#check()));
  };

  #inputs(): HTMLInputElement[] {
    return [...this.querySelectorAll<HTMLInputElement>('input[data-field]')];
  }

  #card(): CardInput {
    const [cardNumber = '', cardExpirationDate = '', cardCvx = ''] = this.#inputs().map(
      (input) => input.value,
    );
    return { cardNumber, cardExpirationDate, cardCvx };
  }

  #check(): CardCheck {
    return validateCard(this.#card(), {
      cardType: ((this.#registration() && readRegistration(this.#registration()!).cardType) ??
        this.getAttribute('card-type') ??
        undefined) as CardType | undefined,
    });
  }

  #registration(): CardRegistrationLike | undefined {
    return typeof this.registration === 'object' ? this.registration : undefined;
  }

  /** The form value: hidden inputs, which every DOM's `FormData` reads. */
  #setData(data: string | undefined): void {
    this.#data = data;
    for (const hidden of this.querySelectorAll('input[type="hidden"]')) hidden.remove();
    const name = this.getAttribute('name');
    if (!data || !name) return;
    const entries = [
      [name, data],
      [`${name}-browser`, JSON.stringify(browserInfo())],
    ];
    for (const [key, value] of entries) {
      const hidden = document.createElement('input');
      Object.assign(hidden, { type: 'hidden', name: key, value });
      this.append(hidden);
    }
  }

  /** As the element: a submit waits for the card's token, then goes on with it. */
  #onSubmit = (event: SubmitEvent): void => {
    if (this.#data || this.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const form = event.currentTarget as HTMLFormElement;
    this.tokenize().then(
      () => form.requestSubmit(event.submitter),
      () => {}, // Told by `card-error`.
    );
  };
}

/** A class per tag: a registry takes a constructor once. */
export class CardTokenizerFrameDouble extends CardTokenizerDouble {}

/**
 * Defines the doubles under the real tags (`card-tokenizer`, `card-tokenizer-frame`), before the
 * component under test is rendered; a tag already defined keeps its element.
 */
export function defineTestDoubles(registry: CustomElementRegistry = customElements): void {
  if (!registry.get('card-tokenizer')) registry.define('card-tokenizer', CardTokenizerDouble);
  if (!registry.get('card-tokenizer-frame'))
    registry.define('card-tokenizer-frame', CardTokenizerFrameDouble);
}
