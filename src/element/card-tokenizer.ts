import {
  html,
  LitElement,
  nothing,
  render,
  svg,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import type { CardType } from '../core/brands.js';
import type { CardCheck } from '../core/card.js';
import { DEFAULT_TIMEOUT_MS } from '../core/tokenize.js';
import { BRAND_ICONS } from './brand-icons.js';
import { styles } from './card-tokenizer.styles.js';
import { dispatch } from './events.js';
import { FeedbackController } from './feedback-controller.js';
import { brandIcon, fieldSlots } from './field-template.js';
import { FieldsController } from './fields-controller.js';
import type { Field } from './fields.js';
import { FormController } from './form-controller.js';
import type { HolderNameMode } from './holder-name.js';
import type { SaveCardMode } from './save-card.js';
import { inheritedLang, LangObserver } from './lang.js';
import { adoptLightStyles } from './light-styles.js';
import {
  networkChoiceCode,
  type BinLookup,
  type CardNetwork,
  type NetworkChoice,
} from './network-choice-api.js';
import { loadNetworkChoice } from './network-choice-import.js';
import {
  knownCardType,
  registrationIdentity,
  type RegistrationSource,
} from './registration-source.js';
import { RequestController } from './request-controller.js';
import { tokenizeOnce, type ShopperChoices, type TokenizeParts } from './tokenize-flow.js';
import { messagesFor, type CardTokenizerMessages } from './texts.js';

/**
 * A card form whose number, expiry date and security code go from the shopper's browser straight
 * to the payment service's tokenization server: the page only ever sees the `data=…` answer.
 * Card rules come from the DOM-free core; card digits never reach an attribute, event or error.
 *
 * The inputs, their labels and errors are the element's own children in the page's tree, so
 * that browsers' autofill and password managers fill them; they have no `name` and carry
 * session-replay opt-out markers. Style them as `card-tokenizer input` or by their classes
 * (`card-tokenizer-input`, `card-tokenizer-label`, `card-tokenizer-error`).
 *
 * In a form, the element is invalid until the card is complete; submitting a complete card
 * tokenizes it first, then the form posts `<name>=data=…`, `<name>-browser` (the browser's 3-D
 * Secure data as JSON, for the Card Validation), `<name>-holder` (the name on the card, when
 * asked for), `<name>-network` (a co-branded card's chosen network) and `<name>-save` (`true`
 * or `false`, with `save-card`) with its other fields.
 * Removing the element aborts a request.
 *
 * @tagname card-tokenizer
 * @summary Collects a payment card and tokenizes it against a Card Registration.
 *
 * @fires card-change - `CardChangeDetail` on every edit: brand, card type, each field's `valid`,
 *   `complete` and `empty`; with `network-choice`, `networkChoice` and `preferredCardNetwork`,
 *   also when they change; with `save-card`, `saveCard`, also when the shopper ticks the box.
 *   Never digits.
 * @fires card-tokenized - `CardTokenizedDetail` with `registrationData`, `browserInfo` (the
 *   browser's 3-D Secure data), `cardHolderName` (when asked for) and, with `network-choice`,
 *   `preferredCardNetwork` and `networkChoice`, and with `save-card` `saveCard`, when
 *   `tokenize()` succeeds.
 * @fires card-error - `CardErrorDetail` with `code`, `field`, `serverCode`, `message` when it fails.
 *
 * @csspart number-field - The card number's box: label, input and error.
 * @csspart expiry-field - The expiry date's box.
 * @csspart cvx-field - The security code's box.
 * @csspart holder-field - The cardholder name's box.
 * @csspart brand-icon - The card brand's icon inside the number input (the chosen network's).
 * @csspart network-field - The co-branded card's network choice: legend and radios.
 * @csspart network-option - One network's radio, icon and name.
 * @csspart save-field - The "save this card" checkbox and its label, or the notice instead.
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
    autoAdvance: { type: Boolean, attribute: 'auto-advance' },
    name: { reflect: true },
    lang: { reflect: true },
    holderName: { attribute: 'holder-name' },
    messages: { attribute: false },
    timeout: { type: Number },
    networkChoice: { type: Boolean, attribute: 'network-choice' },
    preferredNetwork: { attribute: 'preferred-network' },
    binLookup: { attribute: false },
    saveCard: { attribute: 'save-card' },
  };

  readonly #request = new RequestController(this);
  readonly #form = new FormController(this, {
    submitted: () => {
      this.#request.submitted();
      this.#clearInputs();
    },
    adopt: () => this.#fields.adopt(),
  });
  readonly #feedback = new FeedbackController(this);
  readonly #fields = new FieldsController(this, {
    locked: () => this.#request.sending,
    cardType: () => knownCardType(this.registration, this.cardType),
    edited: (field) => {
      this.#request.submitted(false);
      this.#form.sent = undefined;
      this.#feedback.edited(field);
      this.#changed();
    },
  });
  readonly #parts: TokenizeParts = {
    element: this,
    fields: this.#fields,
    feedback: this.#feedback,
    request: this.#request,
    form: this.#form,
    texts: () => this.#resolveTexts(),
    choices: () => this.#choices(),
  };
  /** Derived in `willUpdate()`. */
  #check!: CardCheck;
  #texts!: CardTokenizerMessages;
  #networks?: NetworkChoice;
  /** The shopper ticked "save this card": opt-in, so unticked until they do. */
  #save = false;

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
  /** Disables the inputs; a disabled element is left out of its form. */
  declare disabled: boolean;
  /**
   * Typing a whole card number or expiry date moves the focus to the next field (`auto-advance`).
   * Off by default: WCAG 2.2's 3.2.2 (On Input) counts a move of focus as a change of context.
   */
  declare autoAdvance: boolean;
  /**
   * The form field that carries the registration data once tokenized; `<name>-browser` carries
   * the browser's 3-D Secure data beside it.
   */
  declare name?: string;
  /**
   * Asks for the name on the card (`holder-name`): `off` (default), `optional` or `required`.
   * It is never posted to the tokenization server; the page gets it in `card-tokenized` and, in
   * a form, as `<name>-holder`, for the service's `CardHolderName`.
   */
  declare holderName: HolderNameMode;
  /** Overrides for any text (labels, errors), by message key. */
  declare messages?: Partial<CardTokenizerMessages>;
  /** Milliseconds to wait for the tokenization server before failing with code `timeout`. */
  declare timeout: number;
  /**
   * Lets the shopper pick the network of a co-branded card (`network-choice`), as the EU's
   * Interchange Fee Regulation requires: needs `binLookup`. Its code loads only once turned on.
   */
  declare networkChoice?: boolean;
  /** The network chosen first when the card offers it (`preferred-network`): `CB`, `VISA`, … */
  declare preferredNetwork?: CardNetwork;
  /**
   * An async function `(bin, signal) => networks` that asks the merchant's backend which networks
   * a card's BIN carries (`lookupBin` of `card-tokenizer/server`). It receives the number's first
   * 8 digits and never more, once per BIN; `signal` aborts when the BIN changes.
   */
  declare binLookup?: BinLookup;
  /**
   * Card-on-file consent (`save-card`): `ask` (or any value but `notice`) shows a "save this
   * card" checkbox, unticked; `notice` says that the card is kept (a subscription: paying is the
   * consent). The choice goes with the token as `saveCard` and `<name>-save`; without it nothing
   * is shown nor implied. The backend deactivates a card without consent after its one use
   * (`honourCardConsent`).
   */
  declare saveCard?: SaveCardMode;

  /**
   * The `data=…` registration data of the card as typed now, once tokenized; it stays when the
   * inputs are emptied after their form's submission, until the shopper edits again.
   */
  get registrationData(): string | undefined {
    return this.#tokenizedData(this.#fields.card());
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
    this.autoAdvance = false;
    this.holderName = 'off';
    this.timeout = DEFAULT_TIMEOUT_MS;
    new LangObserver(this);
    // The form found the card invalid: take in a silent fill (a script's `requestSubmit()`
    // comes with no click), and show every field's error, not only blurred ones.
    this.addEventListener('invalid', () => {
      this.#fields.adopt();
      this.#feedback.reveal();
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptLightStyles(this);
    // A page kept in the back/forward cache must not show the card when the shopper comes back.
    window.addEventListener('pagehide', this.#clearInputs);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('pagehide', this.#clearInputs);
  }

  protected override willUpdate(): void {
    this.#texts = this.#resolveTexts();
    this.#check = this.#fields.card();
    this.#feedback.update(this.#fields.statuses(this.#check), this.#check.brand, this.#texts, {
      busy: this.#request.busy,
      tokenized: this.#tokenizedData(this.#check) !== undefined,
    });
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    const fields = this.#fields.template({
      texts: this.#texts,
      check: this.#check,
      errors: this.#feedback.errors,
      disabled: this.disabled || this.#form.disabled,
      readonly: this.#request.busy,
      onBlur: this.#onBlur,
    });
    render(fields, this, { host: this });
  }

  /** Waits for the render of a tokenization's outcome too, which follows the caller's `await`. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await this.#request.outcomeRequested;
    return super.getUpdateComplete();
  }

  protected override updated(): void {
    this.#syncForm();
  }

  /** The form value and validity for the card as it is now. */
  #syncForm(): void {
    const check = this.#fields.card();
    const tokenized = this.#tokenizedData(check);
    const { preferredCardNetwork, saveCard } = this.#choices();
    this.#form.setValue(
      tokenized,
      this.#fields.holderName(),
      undefined,
      preferredCardNetwork,
      saveCard,
    );
    // Once tokenized, the card no longer keeps its form from submitting.
    const invalid = this.#fields.invalidity(check, this.#texts);
    this.#form.setValidity(tokenized ? undefined : invalid);
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

  /** Until the inputs turn read-only, edits during a request are refused here. */
  #onBeforeInput(event: InputEvent): void {
    if (this.#request.sending) event.preventDefault();
  }

  #onBlur(event: FocusEvent): void {
    const field = (event.target as HTMLInputElement).dataset.field as Field;
    if (this.#fields.values[field] !== '') this.#feedback.reveal(field);
  }

  /** Empties the inputs and their errors; the registration data of the card they held stays. */
  #clearInputs = (): void => {
    this.#fields.clear();
    this.#feedback.clear();
  };

  /** Form value and `card-change` now, not at the next render: a click on Pay may follow at once. */
  #changed(): void {
    this.#syncForm();
    dispatch(this, 'card-change', {
      ...this.#fields.changeDetail(this.#fields.card()),
      ...this.#choices(),
    });
  }

  /**
   * The network chosen, while the choice is on, and the card-on-file consent, with `save-card`
   * only: `notice` is consent by paying.
   */
  #choices(): ShopperChoices {
    const mode = this.saveCard;
    return {
      ...this.#choice()?.detail(),
      ...(mode != null && { saveCard: mode === 'notice' || this.#save }),
    };
  }

  #onSave(event: Event): void {
    this.#save = (event.target as HTMLInputElement).checked;
    this.requestUpdate();
    this.#changed();
  }

  /** The network choice while turned on and loaded (loading it if not), told the BIN. */
  #choice(): NetworkChoice | undefined {
    if (!this.networkChoice) return undefined;
    const create = networkChoiceCode();
    if (!create) loadNetworkChoice();
    this.#networks ??= create?.(this, {
      html,
      svg,
      icons: BRAND_ICONS,
      changed: () => this.#changed(),
    });
    // The choice is told the BIN only: at most 8 digits leave the fields.
    this.#networks?.read(this.#fields.values.number.replace(/\D/g, '').slice(0, 8));
    return this.#networks;
  }

  #resolveTexts(): CardTokenizerMessages {
    return messagesFor(this.lang || inheritedLang(this), this.messages);
  }

  #tokenizedData({ payload }: CardCheck): string | undefined {
    return this.#request.tokenizedData(payload, registrationIdentity(this));
  }

  /**
   * Validates the card (showing every field's error and focusing the first) and posts it to the
   * registration's `CardRegistrationURL`. Resolves the whole `data=…` answer; rejects with a
   * `TokenizationError`. Calls made while one runs share its request, and the same card is not
   * posted twice: a Card Registration is single use.
   */
  tokenize(): Promise<string> {
    return this.#request.share(() => tokenizeOnce(this.#parts));
  }

  /** Clears the card, its errors and its registration data; a request in flight is aborted. */
  reset(): void {
    this.#request.reset();
    this.#form.sent = undefined;
    this.#clearInputs();
    this.#save = false;
    // Value and validity now, not at the next render: a form or a framework reads them at once.
    if (this.hasUpdated) this.#syncForm();
    dispatch(this, 'card-change', {
      ...this.#fields.changeDetail(this.#fields.card()),
      ...this.#choices(),
    });
  }

  /** Focuses the card number. */
  override focus(options?: FocusOptions): void {
    this.#fields.input('number')?.focus(options);
  }

  checkValidity(): boolean {
    return this.#form.internals.checkValidity();
  }

  reportValidity(): boolean {
    return this.#form.internals.reportValidity();
  }

  protected override render(): TemplateResult {
    const { busy } = this.#request;
    const disabled = this.disabled || this.#form.disabled;
    const choice = this.#choice();
    // The status shows what the live region below says: read there only, once.
    return html`
      <div
        class="card"
        role="group"
        aria-label=${this.#texts.groupLabel}
        aria-busy=${busy ? 'true' : 'false'}
        aria-disabled=${disabled ? 'true' : 'false'}
        @keydown=${(event: KeyboardEvent) => this.#form.submitOnEnter(event)}
        @beforeinput=${this.#onBeforeInput}
      >
        ${fieldSlots('number', brandIcon(this.#check, choice?.icon()))}
        ${choice?.template(this.#texts, disabled || busy)}
        <div class="row">${fieldSlots('expiry')} ${fieldSlots('cvx')}</div>
        ${this.holderName === 'off' ? nothing : fieldSlots('holder')}
        ${
          this.saveCard == null
            ? nothing
            : this.saveCard === 'notice'
              ? html`<div part="save-field" class="save">${this.#texts.saveCardNotice}</div>`
              : html`
                  <label part="save-field" class="save">
                    <input
                      type="checkbox"
                      .checked=${this.#save}
                      ?disabled=${disabled}
                      @change=${this.#onSave}
                    />
                    ${this.#texts.saveCardLabel}
                  </label>
                `
        }
        <div part="status" class="status" aria-hidden="true" ?hidden=${!busy}>
          <span class="spinner"></span>${this.#texts.busy}
        </div>
        <p
          part="error"
          id="error"
          class="error"
          aria-live="polite"
          aria-atomic="true"
          .textContent=${this.#feedback.cardError}
        ></p>
      </div>
      <div id="announcer" class="visually-hidden" aria-live="polite" aria-atomic="true">
        ${this.#feedback.announcement.text}
      </div>
    `;
  }
}
