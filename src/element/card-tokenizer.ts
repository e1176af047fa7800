import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { CardType } from '../core/brands.js';
import type { CardCheck, CardField, CardInput } from '../core/card.js';
import { TokenizationError } from '../core/errors.js';
import { DEFAULT_TIMEOUT_MS, validationError } from '../core/tokenize.js';
import { CardReader } from './card-reader.js';
import { styles } from './card-tokenizer.styles.js';
import { cardChangeDetail, cardErrorDetail, dispatch } from './events.js';
import { brandTemplate, cvxLabel, fieldTemplate } from './field-template.js';
import { FeedbackController } from './feedback-controller.js';
import { FIELDS } from './fields.js';
import { FormController } from './form-controller.js';
import { inheritedLang } from './lang.js';
import {
  knownCardType,
  registrationIdentity,
  registrationSource,
  sendCard,
  type RegistrationSource,
} from './registration-source.js';
import { RequestController } from './request-controller.js';
import { messagesFor, type CardTokenizerMessages } from './texts.js';

const EMPTY_CARD: Record<CardField, string> = { number: '', expiry: '', cvx: '' };
/** Edits by the shopper's own hand; autofill and undo do not move the focus. */
const TYPING = new Set(['insertText', 'insertFromPaste']);

/** Identifies a card in memory only, to avoid posting the same card twice. */
function cardKey(card: CardInput | undefined): string | undefined {
  return card && `${card.cardNumber}|${card.cardExpirationDate}|${card.cardCvx}`;
}

/**
 * A card form whose number, expiry date and security code go from the shopper's browser straight
 * to the payment service's tokenization server: the page only ever sees the `data=…` answer.
 * Card rules come from the DOM-free core; card digits never reach an attribute, event or error.
 *
 * In a form, the element is invalid until the card is complete; submitting a complete card
 * tokenizes it first, then the form posts `<name>=data=…` with its other fields. Removing the
 * element from the page aborts a request in flight.
 *
 * @tagname card-tokenizer
 * @summary Collects a payment card and tokenizes it against a Card Registration.
 *
 * @fires card-change - `CardChangeDetail` on every edit: brand, card type, each field's `valid`,
 *   `complete` and `empty`. Never digits.
 * @fires card-tokenized - `CardTokenizedDetail` with `registrationData` when `tokenize()` succeeds.
 * @fires card-error - `CardErrorDetail` with `code`, `field`, `serverCode`, `message` when it fails.
 *
 * @csspart number-field - The card number's label, input and error.
 * @csspart number-label - The card number's label.
 * @csspart number-input - The card number's input.
 * @csspart number-error - The card number's error message.
 * @csspart expiry-field - The expiry date's label, input and error.
 * @csspart expiry-label - The expiry date's label.
 * @csspart expiry-input - The expiry date's input.
 * @csspart expiry-error - The expiry date's error message.
 * @csspart cvx-field - The security code's label, input and error.
 * @csspart cvx-label - The security code's label.
 * @csspart cvx-input - The security code's input.
 * @csspart cvx-error - The security code's error message.
 * @csspart brand-icon - The card brand's icon inside the number input.
 * @csspart status - The progress indicator, shown once tokenizing takes more than 100 ms.
 * @csspart error - Errors not tied to a field (session expired, card refused, network).
 *
 * @cssprop [--card-tokenizer-font-family=inherit] - Font of labels, inputs and messages.
 * @cssprop [--card-tokenizer-font-size=1rem] - Base font size.
 * @cssprop [--card-tokenizer-color=inherit] - Text color.
 * @cssprop [--card-tokenizer-label-color=inherit] - Label color.
 * @cssprop [--card-tokenizer-label-font-size=0.875em] - Label font size.
 * @cssprop [--card-tokenizer-label-font-weight=600] - Label weight.
 * @cssprop [--card-tokenizer-input-color=inherit] - Text color inside inputs.
 * @cssprop [--card-tokenizer-placeholder-color=#6b6b6b] - Placeholder color.
 * @cssprop [--card-tokenizer-background=#fff] - Input background.
 * @cssprop [--card-tokenizer-busy-background=#f3f4f6] - Input background while tokenizing.
 * @cssprop [--card-tokenizer-border=1px solid #767676] - Input border.
 * @cssprop [--card-tokenizer-radius=0.375rem] - Input corner radius.
 * @cssprop [--card-tokenizer-padding=0.5rem 0.75rem] - Input padding.
 * @cssprop [--card-tokenizer-gap=0.75rem] - Space between fields.
 * @cssprop [--card-tokenizer-focus-ring=0 0 0 3px rgb(37 99 235 / 0.5)] - Focused input's ring.
 * @cssprop [--card-tokenizer-focus-border-color=#2563eb] - Focused input's border color.
 * @cssprop [--card-tokenizer-error-color=#b42318] - Error text and invalid input border.
 * @cssprop [--card-tokenizer-error-font-size=0.875em] - Error text size.
 * @cssprop [--card-tokenizer-disabled-opacity=0.6] - Opacity of disabled inputs.
 * @cssprop [--card-tokenizer-icon-color=#6b6b6b] - Color of the generic card icon.
 * @cssprop [--card-tokenizer-accent-color=#2563eb] - Progress indicator color.
 */
export class CardTokenizer extends LitElement {
  static override styles = styles;
  /** Takes part in its form through ElementInternals: value, validity, reset, disabled. */
  static formAssociated = true;

  static override properties = {
    cardRegistrationUrl: { attribute: 'card-registration-url' },
    accessKeyRef: { attribute: 'access-key' },
    preregistrationData: { attribute: 'preregistration-data' },
    cardType: { attribute: 'card-type' },
    registration: { attribute: false },
    disabled: { type: Boolean, reflect: true },
    name: { reflect: true },
    lang: { reflect: true },
    messages: { attribute: false },
    timeout: { type: Number },
    // `attribute: false` as well: the element manifest's analyzer reads it, not `state`.
    values: { state: true, attribute: false },
  };

  /** What the shopper typed, as displayed; held in properties only, never in attributes. */
  declare private values: Record<CardField, string>;
  readonly #request = new RequestController(this);
  readonly #form = new FormController(this, () => {
    this.#request.submitted();
    this.#clearInputs();
  });
  readonly #reader = new CardReader();
  readonly #feedback = new FeedbackController(this);
  /** Derived in `willUpdate()`. */
  #check!: CardCheck;
  #texts!: CardTokenizerMessages;

  /** The Card Registration's `CardRegistrationURL`. */
  declare cardRegistrationUrl?: string;
  /** The Card Registration's `AccessKey` (`access-key`; HTML's `accessKey` is the shortcut key). */
  declare accessKeyRef?: string;
  /** The Card Registration's `PreregistrationData`. */
  declare preregistrationData?: string;
  /** The Card Registration's `CardType`, when known: it decides which cards are accepted. */
  declare cardType?: CardType | string;
  /**
   * The Card Registration object as the service returns it, or an async function
   * `({ cardType, signal }) => registration` called at tokenize time. An object takes precedence
   * over the attributes. A function over all but `card-type`: it is asked for that CardType when
   * the attribute is set (which also limits the cards accepted), else for the typed card's.
   */
  declare registration?: RegistrationSource;
  /** Disables the three inputs; a disabled element is left out of its form. */
  declare disabled: boolean;
  /** The form field that carries the registration data once tokenized. */
  declare name?: string;
  /** Overrides for any text (labels, errors), by message key. */
  declare messages?: Partial<CardTokenizerMessages>;
  /** Milliseconds to wait for the tokenization server before failing with code `timeout`. */
  declare timeout: number;

  /**
   * The `data=…` registration data of the card as typed now, once tokenized; it stays when the
   * inputs are emptied after their form's submission, until the shopper edits again.
   */
  get registrationData(): string | undefined {
    return this.#tokenizedData(this.#readCard());
  }

  get form(): HTMLFormElement | null {
    return this.#form.form;
  }

  get validity(): ValidityState {
    return this.#form.internals.validity;
  }

  get validationMessage(): string {
    return this.#form.internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.#form.internals.willValidate;
  }

  constructor() {
    super();
    this.disabled = false;
    this.timeout = DEFAULT_TIMEOUT_MS;
    this.values = EMPTY_CARD;
    // The form found the card invalid on submit: show every field's error, not only blurred ones.
    this.addEventListener('invalid', () => this.#feedback.reveal());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A page kept in the back/forward cache must not show the card when the shopper comes back.
    window.addEventListener('pagehide', this.#clearInputs);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('pagehide', this.#clearInputs);
  }

  protected override willUpdate(): void {
    this.#texts = this.#resolveTexts();
    this.#check = this.#readCard();
    this.#feedback.update(this.#check, this.#texts, this.#request.busy);
  }

  protected override updated(): void {
    const tokenized = this.#tokenizedData(this.#check);
    this.#form.setValue(tokenized);
    this.#form.syncValidity(tokenized ? undefined : this.#check, this.#texts, (field) =>
      this.#inputFor(field),
    );
  }

  formAssociatedCallback(form: HTMLFormElement | null): void {
    this.#form.associate(form);
  }

  formResetCallback(): void {
    this.reset();
  }

  formDisabledCallback(disabled: boolean): void {
    this.#form.setDisabled(disabled);
  }

  #onInput(event: Event): void {
    const input = event.target as HTMLInputElement;
    const field = input.id as CardField;
    // An edit no beforeinput announced (autofill) is undone while the card is being sent.
    if (this.#request.sending) {
      input.value = this.values[field];
      return;
    }
    const inputType = (event as InputEvent).inputType ?? '';
    const caret = input.selectionStart ?? input.value.length;
    const previous = this.values[field];
    const edit = FIELDS[field].edit(
      { raw: input.value, caret, previous, inputType },
      this.#readCard(),
    );
    input.value = edit.value;
    if (this.shadowRoot?.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
    this.#request.submitted(false);
    this.values = { ...this.values, [field]: edit.value };
    this.#feedback.edited(field);
    const check = this.#readCard();
    dispatch(this, 'card-change', cardChangeDetail(check));
    const { next, isFinished } = FIELDS[field];
    const done = isFinished(check) && edit.caret === edit.value.length;
    if (next && done && TYPING.has(inputType)) this.#inputFor(next)?.focus();
  }

  /** Until the inputs turn read-only, edits during a request are refused here. */
  #onBeforeInput(event: InputEvent): void {
    if (this.#request.sending) event.preventDefault();
  }

  #onBlur(event: FocusEvent): void {
    const field = (event.target as HTMLInputElement).id as CardField;
    if (this.values[field] !== '') this.#feedback.reveal(field);
  }

  /** Empties the inputs and their errors; the registration data of the card they held stays. */
  #clearInputs = (): void => {
    this.values = EMPTY_CARD;
    this.#feedback.clear();
  };

  #resolveTexts(): CardTokenizerMessages {
    return messagesFor(this.lang || inheritedLang(this), this.messages);
  }

  #tokenizedData({ payload }: CardCheck): string | undefined {
    return this.#request.tokenizedData(cardKey(payload), registrationIdentity(this));
  }

  #readCard(cardType = knownCardType(this.registration, this.cardType)): CardCheck {
    return this.#reader.read(this.values, cardType);
  }

  #inputFor(field: CardField): HTMLInputElement | null | undefined {
    return this.shadowRoot?.querySelector<HTMLInputElement>(`#${field}`);
  }

  async #run(): Promise<string> {
    const check = this.#readCard();
    const tokenized = this.#tokenizedData(check);
    if (tokenized) return tokenized;
    // Only what changes: a render now would cost the request a frame.
    this.#feedback.retry();
    try {
      if (!check.payload) {
        this.#feedback.reveal();
        throw validationError(check, this.#resolveTexts());
      }
      return await this.#request.send(
        cardKey(check.payload)!,
        registrationIdentity(this),
        (signal) =>
          sendCard(registrationSource(this), {
            cardType: knownCardType(this.registration, this.cardType) ?? check.cardType,
            signal,
            timeout: this.timeout,
            messages: this.#resolveTexts(),
            recheck: (cardType) => this.#readCard(cardType),
          }),
        (registrationData) => {
          // Now, not at the next render: the form's submit is replayed once tokenize() resolves.
          this.#form.setValue(registrationData);
          dispatch(this, 'card-tokenized', { registrationData });
        },
      );
    } catch (caught) {
      throw this.#fail(
        caught instanceof TokenizationError
          ? caught
          : new TokenizationError('configuration', String(caught), { cause: caught }),
        check,
      );
    }
  }

  /** Shows the error where it belongs, focuses its field and reports it. */
  #fail(error: TokenizationError, check: CardCheck): TokenizationError {
    const message = this.#feedback.failed(error, check, this.#resolveTexts());
    if (error.field) this.#inputFor(error.field)?.focus();
    dispatch(this, 'card-error', cardErrorDetail(error, message));
    return error;
  }

  /**
   * Validates the card (showing every field's error and focusing the first) and posts it to the
   * registration's `CardRegistrationURL`. Resolves the whole `data=…` answer; rejects with a
   * `TokenizationError`. Calls made while one runs share its request, and the same card is not
   * posted twice: a Card Registration is single use.
   */
  tokenize(): Promise<string> {
    return this.#request.share(() => this.#run());
  }

  /** Clears the card, its errors and its registration data; a request in flight is aborted. */
  reset(): void {
    this.#request.reset();
    this.#clearInputs();
    this.#form.setValue(undefined);
    dispatch(this, 'card-change', cardChangeDetail(this.#readCard()));
  }

  /** Focuses the card number. */
  override focus(options?: FocusOptions): void {
    this.#inputFor('number')?.focus(options);
  }

  checkValidity(): boolean {
    return this.#form.internals.checkValidity();
  }

  reportValidity(): boolean {
    return this.#form.internals.reportValidity();
  }

  #field(field: CardField, label: string, brandIcon?: TemplateResult): TemplateResult {
    return fieldTemplate(field, {
      label,
      error: this.#feedback.errors[field],
      value: this.values[field],
      placeholder: FIELDS[field].placeholder && this.#texts[FIELDS[field].placeholder!],
      maxLength: FIELDS[field].maxLength?.(this.#check),
      disabled: this.disabled || this.#form.disabled,
      readonly: this.#request.busy,
      brandIcon,
      onInput: this.#onInput,
      onBlur: this.#onBlur,
    });
  }

  protected override render(): TemplateResult {
    const texts = this.#texts;
    const brandIcon = brandTemplate(this.#check, texts, this.values.number !== '');
    const { busy } = this.#request;
    return html`
      <div
        class="card"
        aria-busy=${busy ? 'true' : 'false'}
        @keydown=${(event: KeyboardEvent) => this.#form.submitOnEnter(event)}
        @beforeinput=${this.#onBeforeInput}
      >
        ${this.#field('number', texts.numberLabel, brandIcon)}
        <div class="row">
          ${this.#field('expiry', texts.expiryLabel)}
          ${this.#field('cvx', cvxLabel(this.#check, texts))}
        </div>
        <div part="status" class="status" ?hidden=${!busy}>
          <span class="spinner" aria-hidden="true"></span>${texts.busy}
        </div>
        <p part="error" id="error" class="error">${this.#feedback.generalError || nothing}</p>
      </div>
      <div class="visually-hidden" aria-live="polite" aria-atomic="true">
        ${this.#feedback.announcement.text}
      </div>
    `;
  }
}
