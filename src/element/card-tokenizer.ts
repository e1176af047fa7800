import { LitElement, render, type PropertyValues, type TemplateResult } from 'lit';
import type { CardType } from '../core/brands.js';
import { DEFAULT_TIMEOUT_MS } from '../core/tokenize.js';
import { CardController } from './card-controller.js';
import { cardTemplate, fieldsTemplate } from './card-template.js';
import { styles } from './card-tokenizer.styles.js';
import type { HolderNameMode } from './optional/holder-name.js';
import { loadHolderName } from './optional/holder-name-import.js';
import type { SaveCardMode } from './save-card.js';
import { LangObserver } from './lang.js';
import { readiness } from './readiness.js';
import type { BinLookup, CardNetwork } from './optional/network-choice-api.js';
import type { RegistrationSource } from './registration-source.js';
import { tokenizeOnce } from './tokenize-flow.js';
import type { CardTokenizerMessages } from './texts.js';

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
 * It matches `:state(ready)` once its fields are drawn (its `ready` promise resolves then): style a
 * placeholder with `card-tokenizer:not(:state(ready))`, or let a Pay button wait on it. Until
 * then it has `aria-busy="true"`. Its children of class `card-tokenizer-fallback`, the page's
 * message for a script that never loaded, are removed once it is defined.
 *
 * Each field keeps room for its message from the first render, so that an error moves nothing
 * under the shopper's pointer. The `compact-messages` attribute gives that room back: a message
 * line then takes space only when it shows something, and the form below moves when it does.
 *
 * @tagname card-tokenizer
 * @summary Collects a payment card and tokenizes it against a Card Registration.
 *
 * @attr {boolean} compact-messages - A message line takes room only while it shows something: the form below moves when an error appears (read by the element's styles).
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
 * @csspart number-field - The card number's box: label, input and message line.
 * @csspart expiry-field - The expiry date's box.
 * @csspart cvx-field - The security code's box.
 * @csspart holder-field - The cardholder name's box.
 * @csspart message - Each field's message line: its error, else its hint; two lines high always.
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
 * @cssprop [--card-tokenizer-background=#fff] - Input background.
 * @cssprop [--card-tokenizer-busy-background=#f3f4f6] - Input background while tokenizing.
 * @cssprop [--card-tokenizer-border=1px solid #767676] - Input border.
 * @cssprop [--card-tokenizer-radius=0.375rem] - Input corner radius.
 * @cssprop [--card-tokenizer-padding=0.5rem 0.75rem] - Input padding.
 * @cssprop [--card-tokenizer-gap=0.75rem] - Space between fields.
 * @cssprop [--card-tokenizer-focus-ring=0 0 0 3px rgb(37 99 235 / 0.5)] - Focused input's ring.
 * @cssprop [--card-tokenizer-focus-border-color=#2563eb] - Focused input's border color.
 * @cssprop [--card-tokenizer-error-color=#b42318] - Error text and invalid input border.
 * @cssprop [--card-tokenizer-error-font-size=0.875em] - Message line's text size (errors, hints).
 * @cssprop [--card-tokenizer-line-height=inherit] - Line height (the frame takes the page's).
 * @cssprop [--card-tokenizer-disabled-opacity=0.6] - Opacity of disabled inputs.
 * @cssprop [--card-tokenizer-icon-color=#6b6b6b] - Color of the generic card icon.
 * @cssprop [--card-tokenizer-accent-color=#2563eb] - Progress indicator color.
 * @cssprop [--card-tokenizer-skeleton-color=color-mix(in srgb, currentColor 10%, transparent)] - Skeleton's boxes and lines until defined (card-tokenizer.css).
 * @cssprop [--card-tokenizer-fallback-delay=10s] - Wait before `card-tokenizer-fallback` shows (card-tokenizer.css).
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

  readonly #card = new CardController(this);

  /**
   * Resolves once the card's fields are drawn and can take input, the name field too when asked
   * for, and `validity` is the card's: the same moment as `<card-tokenizer-frame>`'s `ready`. The
   * element then matches `:state(ready)`.
   */
  readonly ready: Promise<void> = readiness(this, this.#card.form.internals.states);

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
   * a form, as `<name>-holder`, for the service's `CardHolderName`. Its code loads only once
   * turned on (the script tag: `holder-name.js`).
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
    return this.#card.tokenizedData(this.#card.fields.card());
  }

  get form(): HTMLFormElement | null {
    return this.#card.form.form;
  }

  get validity(): ValidityState {
    return this.#card.form.internals.validity;
  }

  get validationMessage(): string {
    return this.#card.form.internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.#card.form.internals.willValidate;
  }

  constructor() {
    super();
    this.disabled = false;
    this.autoAdvance = false;
    this.holderName = 'off';
    this.timeout = DEFAULT_TIMEOUT_MS;
    new LangObserver(this);
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    render(fieldsTemplate(this.#card), this, { host: this });
  }

  /**
   * Waits for the render of a tokenization's outcome too, which follows the caller's `await`, and
   * for the name field's code once `holder-name` turns it on.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    await this.#card.request.outcomeRequested;
    if (this.holderName !== 'off') await loadHolderName();
    return super.getUpdateComplete();
  }

  formAssociatedCallback(form: HTMLFormElement | null): void {
    this.#card.form.associate(form);
  }

  formResetCallback(): void {
    this.reset();
  }

  formDisabledCallback(disabled: boolean): void {
    this.#card.form.setDisabled(disabled);
  }

  /**
   * Validates the card (showing every field's error and focusing the first) and posts it to the
   * registration's `CardRegistrationURL`. Resolves the whole `data=…` answer; rejects with a
   * `TokenizationError`. Calls made while one runs share its request, and the same card is not
   * posted twice: a Card Registration is single use.
   */
  tokenize(): Promise<string> {
    return this.#card.request.share(() => tokenizeOnce(this.#card));
  }

  /** Clears the card, its errors and its registration data; a request in flight is aborted. */
  reset(): void {
    this.#card.reset();
  }

  /** Focuses the card number. */
  override focus(options?: FocusOptions): void {
    this.#card.fields.input('number')?.focus(options);
  }

  checkValidity(): boolean {
    return this.#card.form.internals.checkValidity();
  }

  reportValidity(): boolean {
    return this.#card.form.internals.reportValidity();
  }

  protected override render(): TemplateResult {
    return cardTemplate(this.#card);
  }
}
