import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { CardType } from '../core/brands.js';
import { isCardNumberFinished } from '../core/card-number.js';
import {
  CARD_FIELDS,
  firstInvalidField,
  validateCard,
  type CardCheck,
  type CardField,
  type CardInput,
} from '../core/card.js';
import { TokenizationError } from '../core/errors.js';
import { formatMessage } from '../core/messages.js';
import { readRegistration, type CardRegistration } from '../core/registration.js';
import { DEFAULT_TIMEOUT_MS, postCard, validationError } from '../core/tokenize.js';
import { BRAND_ICONS, brandIconName } from './brand-icons.js';
import { styles } from './card-tokenizer.styles.js';
import { cardChangeDetail, cardErrorDetail, dispatch } from './events.js';
import { editCardNumber, editExpiry, editSecurityCode, type EditInput } from './input-edits.js';
import { inheritedLang } from './lang.js';
import { knownCardType, askProvider, type RegistrationSource } from './registration-source.js';
import { messagesFor, type CardTokenizerMessages } from './texts.js';

type FieldFlags = Partial<Record<CardField, boolean>>;
type FieldTexts = Partial<Record<CardField, string>>;

const EMPTY_CARD: Record<CardField, string> = { number: '', expiry: '', cvx: '' };
const ALL_FIELDS: FieldFlags = { number: true, expiry: true, cvx: true };
/** Edits by the shopper's own hand; autofill and undo do not move the focus. */
const TYPING = new Set(['insertText', 'insertFromPaste']);
const NEXT_FIELD: Partial<Record<CardField, CardField>> = { number: 'expiry', expiry: 'cvx' };
/** Below this a wait goes unnoticed; past it the element shows it is busy. */
const SHOW_BUSY_AFTER_MS = 100;

/** Identifies a tokenized card in memory only, to avoid posting the same card twice. */
function cardKey(card: CardInput): string {
  return `${card.cardNumber}|${card.cardExpirationDate}|${card.cardCvx}`;
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
    revealed: { state: true, attribute: false },
    fieldErrors: { state: true, attribute: false },
    generalError: { state: true, attribute: false },
    busy: { state: true, attribute: false },
    formDisabled: { state: true, attribute: false },
    result: { state: true, attribute: false },
  };

  /** What the shopper typed, as displayed; held in properties only, never in attributes. */
  declare private values: Record<CardField, string>;
  /** Fields whose error may show although still potentially valid (after blur or submit). */
  declare private revealed: FieldFlags;
  /** Errors of the last tokenization tied to a field, until the shopper edits that field. */
  declare private fieldErrors: FieldTexts;
  declare private generalError: string;
  /** The request has taken long enough to show: read-only inputs, `aria-busy`, progress. */
  declare private busy: boolean;
  declare private formDisabled: boolean;
  /** The last successful tokenization, for the card and the registration it was made with. */
  declare private result:
    { card: string; registration: unknown; registrationData: string } | undefined;

  readonly #internals: ElementInternals | undefined;
  /** Carries the form value where the engine has no ElementInternals: a light-DOM hidden input. */
  #hiddenInput: HTMLInputElement | undefined;
  #inFlight: Promise<string> | undefined;
  /** The registration of the last success: single use, so no other card may be posted with it. */
  #spentRegistration: unknown;
  /** Set while a request is in flight: the card may not change, shown as busy or not yet. */
  #controller: AbortController | undefined;
  #busyTimer: ReturnType<typeof setTimeout> | undefined;
  #watchedForm: HTMLFormElement | null = null;
  /** The last check, with the values, CardType and month it was made for: an edit validates once. */
  #checked?: {
    values: Record<CardField, string>;
    cardType?: CardType;
    month: number;
    check: CardCheck;
  };
  /** Derived in `willUpdate()`. */
  #check!: CardCheck;
  #texts!: CardTokenizerMessages;
  #errors: FieldTexts = {};
  #announcement = '';
  #shownErrors: string[] = [];
  #announcedBrand = 'unknown';
  /** The inputs were emptied after a form submission: `result` stands until the next edit. */
  #cleared = false;

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
    return this.#internals?.form ?? this.#watchedForm;
  }

  get validity(): ValidityState | undefined {
    return this.#internals?.validity;
  }

  get validationMessage(): string {
    return this.#internals?.validationMessage ?? '';
  }

  get willValidate(): boolean {
    return this.#internals?.willValidate ?? false;
  }

  constructor() {
    super();
    this.disabled = false;
    this.timeout = DEFAULT_TIMEOUT_MS;
    this.values = EMPTY_CARD;
    this.revealed = {};
    this.fieldErrors = {};
    this.generalError = '';
    this.busy = false;
    this.formDisabled = false;
    // happy-dom and older engines have no ElementInternals: a hidden input carries the form value.
    if (typeof this.attachInternals === 'function') this.#internals = this.attachInternals();
    // The form found the card invalid on submit: show every field's error, not only blurred ones.
    this.addEventListener('invalid', () => (this.revealed = ALL_FIELDS));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A page kept in the back/forward cache must not show the card when the shopper comes back.
    window.addEventListener('pagehide', this.#clearInputs);
    // Without ElementInternals the engine never calls formAssociatedCallback: find the form here.
    if (!this.#internals) this.formAssociatedCallback(this.closest('form'));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('pagehide', this.#clearInputs);
    if (!this.#internals) this.formAssociatedCallback(null);
    this.#controller?.abort();
  }

  protected override willUpdate(changed: PropertyValues): void {
    this.#texts = this.#resolveTexts();
    this.#check = this.#readCard();
    this.#errors = Object.fromEntries(
      CARD_FIELDS.map((field) => [field, this.fieldErrors[field] ?? this.#validationText(field)]),
    );
    const shown = [...Object.values(this.#errors), this.generalError].filter(Boolean);
    const fresh = shown.filter((message) => !this.#shownErrors.includes(message));
    const brand = this.#check.brand;
    const brandChanged = brand.type !== this.#announcedBrand && brand.type !== 'unknown';
    this.#announcement = [
      brandChanged ? formatMessage(this.#texts.brandAnnouncement, { brand: brand.niceType }) : '',
      changed.has('busy') && this.busy ? this.#texts.busy : '',
      ...fresh,
    ]
      .filter(Boolean)
      .join(' ');
    this.#shownErrors = shown;
    this.#announcedBrand = brand.type;
  }

  protected override updated(): void {
    this.#setFormValue(this.#tokenizedData(this.#check));
    this.#syncValidity();
  }

  formAssociatedCallback(form: HTMLFormElement | null): void {
    this.#watchedForm?.removeEventListener('submit', this.#onFormSubmit, true);
    this.#watchedForm?.removeEventListener('reset', this.#onFormReset);
    this.#watchedForm = form;
    // Capture, so the page's own submit handlers only see the submit that carries the token.
    form?.addEventListener('submit', this.#onFormSubmit, true);
    // With ElementInternals the engine calls formResetCallback() instead.
    if (!this.#internals) form?.addEventListener('reset', this.#onFormReset);
  }

  formResetCallback(): void {
    this.reset();
  }

  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
  }

  #onInput(event: InputEvent): void {
    const input = event.target as HTMLInputElement;
    const field = input.id as CardField;
    // An edit no beforeinput announced (autofill) is undone while the card is being sent.
    if (this.#controller) {
      input.value = this.values[field];
      return;
    }
    const edited: EditInput = {
      raw: input.value,
      caret: input.selectionStart ?? input.value.length,
      previous: this.values[field],
      inputType: event.inputType ?? '',
    };
    const edit =
      field === 'number'
        ? editCardNumber(edited)
        : field === 'expiry'
          ? editExpiry(edited)
          : editSecurityCode(edited, this.#readCard().securityCode.size);
    input.value = edit.value;
    if (this.shadowRoot?.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
    this.#cleared = false;
    this.values = { ...this.values, [field]: edit.value };
    this.revealed = { ...this.revealed, [field]: false };
    this.fieldErrors = { ...this.fieldErrors, [field]: undefined };
    const check = this.#readCard();
    dispatch(this, 'card-change', cardChangeDetail(check));
    const next = NEXT_FIELD[field];
    const done =
      (field === 'number'
        ? isCardNumberFinished(check.fields.number)
        : check.fields[field].isValid) && edit.caret === edit.value.length;
    if (next && done && TYPING.has(edited.inputType)) this.#inputFor(next)?.focus();
  }

  /** Until the inputs turn read-only, edits during a request are refused here. */
  #onBeforeInput(event: InputEvent): void {
    if (this.#controller) event.preventDefault();
  }

  #onBlur(event: FocusEvent): void {
    const field = (event.target as HTMLInputElement).id as CardField;
    if (this.values[field] !== '') this.revealed = { ...this.revealed, [field]: true };
  }

  /** Inputs in a shadow root take no part in implicit submission: Enter submits the form here. */
  #onKeydown(event: KeyboardEvent): void {
    if (event.key === 'Enter' && this.form && !event.isComposing) {
      event.preventDefault();
      // A held Enter repeats keydown: each repeat would post the form again.
      if (!event.repeat) this.form.requestSubmit();
    }
  }

  /** A valid card is tokenized before its form submits; the submit is then replayed. */
  #onFormSubmit = (event: SubmitEvent): void => {
    // The form sends the registration data, which stays: the card is of no more use on the page.
    if (this.registrationData) return this.#clearInputs();
    if (this.disabled || this.formDisabled) return;
    // An incomplete card: ElementInternals already stopped the submit, else stop it here.
    if (!this.#readCard().isValid && this.#internals) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second click while the card is being tokenized must not replay the submit twice.
    if (this.#inFlight) return;
    const form = event.currentTarget as HTMLFormElement;
    // An incomplete card rejects at once, without a request: every field's error shows.
    this.tokenize().then(
      () => form.requestSubmit(event.submitter),
      () => {}, // The error is shown on the card and in `card-error`.
    );
  };

  #onFormReset = (): void => this.reset();

  /** The form value: through ElementInternals, else a hidden input that never holds card digits. */
  #setFormValue(registrationData: string | undefined): void {
    if (this.#internals) return this.#internals.setFormValue(registrationData ?? null);
    if (!this.name || this.disabled || !registrationData) return this.#hiddenInput?.remove();
    this.#hiddenInput ??= Object.assign(document.createElement('input'), { type: 'hidden' });
    Object.assign(this.#hiddenInput, { name: this.name, value: registrationData });
    if (this.#hiddenInput.parentNode !== this) this.append(this.#hiddenInput);
  }

  /** Empties the inputs and their errors; the registration data of the card they held stays. */
  #clearInputs = (): void => {
    this.#cleared = Boolean(this.registrationData);
    this.values = EMPTY_CARD;
    this.revealed = {};
    this.fieldErrors = {};
    this.generalError = '';
  };

  #resolveTexts(): CardTokenizerMessages {
    return messagesFor(this.lang || inheritedLang(this), this.messages);
  }

  #tokenizedData({ payload }: CardCheck): string | undefined {
    const { result } = this;
    const sameCard = this.#cleared || (payload && result?.card === cardKey(payload));
    return sameCard && result?.registration === this.#registrationIdentity()
      ? result?.registrationData
      : undefined;
  }

  /** A new registration is a new tokenization, even for the same card. */
  #registrationIdentity(): unknown {
    return (
      this.registration ??
      `${this.cardRegistrationUrl}|${this.accessKeyRef}|${this.preregistrationData}`
    );
  }

  /**
   * The card as typed, checked once per edit and month (an expiry date can pass), against the
   * registration's `CardType` when known.
   */
  #readCard(cardType = knownCardType(this.registration, this.cardType)): CardCheck {
    const { values } = this;
    const now = new Date();
    const month = now.getFullYear() * 12 + now.getMonth();
    const last = this.#checked;
    if (last?.values === values && last.cardType === cardType && last.month === month) {
      return last.check;
    }
    const check = validateCard(
      { cardNumber: values.number, cardExpirationDate: values.expiry, cardCvx: values.cvx },
      { cardType, now },
    );
    this.#checked = { values, cardType, month, check };
    return check;
  }

  /** A field's own error, once it may show: after blur or submit, or when typing cannot fix it. */
  #validationText(field: CardField): string {
    const { isValid, isPotentiallyValid, error, errorValues } = this.#check.fields[field];
    if (isValid || !(this.revealed[field] || !isPotentiallyValid)) return '';
    return formatMessage(this.#texts[error!], errorValues);
  }

  #inputFor(field: CardField): HTMLInputElement | null | undefined {
    return this.shadowRoot?.querySelector<HTMLInputElement>(`#${field}`);
  }

  /** The form refuses an incomplete card and focuses its first field in error. */
  #syncValidity(): void {
    if (!this.#internals) return;
    const field = !this.#tokenizedData(this.#check) && firstInvalidField(this.#check);
    if (!field) return this.#internals.setValidity({});
    const fieldCheck = this.#check.fields[field];
    const flags = fieldCheck.empty ? { valueMissing: true } : { badInput: true };
    const message = formatMessage(this.#texts[fieldCheck.error!], fieldCheck.errorValues);
    this.#internals.setValidity(flags, message, this.#inputFor(field) ?? undefined);
  }

  #registrationSource(): RegistrationSource {
    return (
      this.registration ??
      ({
        CardRegistrationURL: this.cardRegistrationUrl,
        AccessKey: this.accessKeyRef,
        PreregistrationData: this.preregistrationData,
        ...(this.cardType && { CardType: this.cardType }),
      } as CardRegistration)
    );
  }

  /** Posts the card; its success is applied by `succeed()`, its failure by `fail()`. */
  async #post(check: CardCheck, signal: AbortSignal): Promise<string> {
    const cardType = knownCardType(this.registration, this.cardType) ?? check.cardType;
    const source = this.#registrationSource();
    // A registration object posts at once: no render runs between tokenize() and the request.
    const registration =
      typeof source === 'function'
        ? await askProvider(source, { cardType, signal }, this.#resolveTexts())
        : source;
    const target = readRegistration(registration);
    // The check made at the last edit, unless the registration's CardType changes what it accepts.
    return postCard(target, this.#readCard(target.cardType), {
      signal,
      timeout: this.timeout,
      messages: this.#resolveTexts(),
    });
  }

  #succeed(payload: CardInput, registrationData: string, controller: AbortController) {
    const registration = this.#registrationIdentity();
    this.#spentRegistration = registration;
    this.result = { card: cardKey(payload), registration, registrationData };
    // Now, not at the next render: the form's submit is replayed as soon as tokenize() resolves.
    this.#setFormValue(registrationData);
    this.#idle(controller);
    dispatch(this, 'card-tokenized', { registrationData });
  }

  /** Ends the busy state, unless a reset or a newer request took over. */
  #idle(controller: AbortController): void {
    if (this.#controller !== controller) return;
    this.#controller = undefined;
    this.#endBusy();
  }

  #endBusy(): void {
    clearTimeout(this.#busyTimer);
    this.busy = false;
  }

  /** A registration function gives a new registration per card; an object or attributes do not. */
  #isRegistrationSpent(): boolean {
    return (
      typeof this.registration !== 'function' &&
      this.#registrationIdentity() === this.#spentRegistration
    );
  }

  async #run(): Promise<string> {
    const check = this.#readCard();
    const tokenized = this.#tokenizedData(check);
    if (tokenized) return tokenized;
    // Only what changes: a render now would cost the request a frame.
    if (Object.values(this.fieldErrors).some(Boolean)) this.fieldErrors = {};
    this.generalError = '';
    const controller = new AbortController();
    try {
      if (!check.payload) {
        this.revealed = ALL_FIELDS;
        throw validationError(check, this.#resolveTexts());
      }
      if (this.#isRegistrationSpent()) {
        throw new TokenizationError(
          'configuration',
          'Expected a new Card Registration: this one already tokenized a card, and is single use',
        );
      }
      this.#controller = controller;
      // Its synchronous part sends the request, or calls the registration function.
      const posting = this.#post(check, controller.signal);
      // A quick answer shows no busy state at all: a flash of it would only distract.
      this.#busyTimer = setTimeout(() => (this.busy = true), SHOW_BUSY_AFTER_MS);
      const registrationData = await posting;
      // Queued just before this resolves, so it runs before the caller's await resumes, and the
      // render it asks for after: the page hears the answer before the element repaints.
      const { payload } = check;
      queueMicrotask(() => this.#succeed(payload, registrationData, controller));
      return registrationData;
    } catch (caught) {
      this.#idle(controller);
      throw this.#fail(
        caught instanceof TokenizationError
          ? caught
          : new TokenizationError('configuration', String(caught), { cause: caught }),
        check,
      );
    }
  }

  /** Shows the error where it belongs and reports it; a reset's own abort is not shown. */
  #fail(error: TokenizationError, check: CardCheck): TokenizationError {
    const message =
      error.code === 'configuration' && !error.messageKey
        ? this.#resolveTexts().configuration
        : error.message;
    // A field the element found valid was refused by the server or the registration's CardType.
    const refusedField = error.field && check.fields[error.field].isValid ? error.field : undefined;
    if (refusedField) this.fieldErrors = { ...this.fieldErrors, [refusedField]: message };
    else if (!error.field && error.code !== 'aborted') this.generalError = message;
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
    if (this.#inFlight) return this.#inFlight;
    const run = this.#run();
    this.#inFlight = run;
    // A reaction of its own, not a chained promise: the caller's await is not made to wait.
    const settle = () => {
      if (this.#inFlight === run) this.#inFlight = undefined;
    };
    run.then(settle, settle);
    return run;
  }

  /** Clears the card, its errors and its registration data; a request in flight is aborted. */
  reset(): void {
    this.#controller?.abort();
    this.#controller = undefined;
    this.#inFlight = undefined;
    this.#endBusy();
    this.result = undefined;
    this.#clearInputs();
    this.#setFormValue(undefined);
    dispatch(this, 'card-change', cardChangeDetail(this.#readCard()));
  }

  /** Focuses the card number. */
  override focus(options?: FocusOptions): void {
    this.#inputFor('number')?.focus(options);
  }

  checkValidity(): boolean {
    return (
      this.#internals?.checkValidity() ?? Boolean(this.registrationData || this.#readCard().isValid)
    );
  }

  reportValidity(): boolean {
    return this.#internals?.reportValidity() ?? this.checkValidity();
  }

  protected override render(): TemplateResult {
    const { brand, securityCode } = this.#check;
    const texts = this.#texts;
    const known = brand.type !== 'unknown';
    const brandText = known
      ? formatMessage(texts.brandAnnouncement, { brand: brand.niceType })
      : texts.unknownBrand;
    const cvxLabel = securityCode.optional
      ? `${texts.cvxLabel} ${texts.optional}`
      : known
        ? `${texts.cvxLabel} (${securityCode.name})`
        : texts.cvxLabel;
    const brandIcon = html`
      <svg part="brand-icon" class="brand" viewBox="0 0 32 20" aria-hidden="true" focusable="false">
        ${BRAND_ICONS[brandIconName(brand.type)]}
      </svg>
      <span id="number-brand" class="visually-hidden">${this.values.number && brandText}</span>
    `;
    return html`
      <div
        class="card"
        aria-busy=${this.busy ? 'true' : 'false'}
        @keydown=${this.#onKeydown}
        @beforeinput=${this.#onBeforeInput}
      >
        ${this.#renderField('number', texts.numberLabel, 'cc-number', brandIcon)}
        <div class="row">
          ${this.#renderField('expiry', texts.expiryLabel, 'cc-exp')}
          ${this.#renderField('cvx', cvxLabel, 'cc-csc')}
        </div>
        <div part="status" class="status" ?hidden=${!this.busy}>
          <span class="spinner" aria-hidden="true"></span>${texts.busy}
        </div>
        <p part="error" id="error" class="error">${this.generalError || nothing}</p>
      </div>
      <div class="visually-hidden" aria-live="polite" aria-atomic="true">${this.#announcement}</div>
    `;
  }

  #renderField(
    field: CardField,
    label: string,
    autocomplete: string,
    brandIcon?: TemplateResult,
  ): TemplateResult {
    const error = this.#errors[field];
    return html`
      <div part="${field}-field" class="field ${field}">
        <label part="${field}-label" for=${field}>${label}</label>
        <div class="control">
          <input
            part="${field}-input"
            id=${field}
            type="text"
            inputmode="numeric"
            autocomplete=${autocomplete}
            autocapitalize="off"
            autocorrect="off"
            spellcheck="false"
            placeholder=${ifDefined(field === 'expiry' ? this.#texts.expiryPlaceholder : undefined)}
            maxlength=${ifDefined(field === 'cvx' ? this.#check.securityCode.size : undefined)}
            aria-invalid=${error ? 'true' : 'false'}
            aria-describedby="${brandIcon ? 'number-brand ' : ''}${field}-error"
            ?disabled=${this.disabled || this.formDisabled}
            ?readonly=${this.busy}
            .value=${this.values[field]}
            @input=${this.#onInput}
            @blur=${this.#onBlur}
          />
          ${brandIcon ?? nothing}
        </div>
        <p part="${field}-error" id="${field}-error" class="error">${error || nothing}</p>
      </div>
    `;
  }
}
