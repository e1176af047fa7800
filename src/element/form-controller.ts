import type { ReactiveControllerHost } from 'lit';
import { browserInfo } from '../core/browser-info.js';
import type { BrowserData } from '../service/browser-info.js';
import type { Invalidity } from './fields-controller.js';
import { submitImplicitly } from './implicit-submission.js';
import { internalsOf } from './internals.js';

/** What the form controller needs of its element. */
export interface FormHost extends ReactiveControllerHost, HTMLElement {
  readonly registrationData: string | undefined;
  readonly disabled: boolean;
  tokenize(): Promise<string>;
}

/**
 * The element's part in its form, through ElementInternals: the value (registration data only),
 * validity, a submit that tokenizes first, and Enter submitting as a native input does.
 */
export class FormController {
  readonly internals: ElementInternals;
  /** Disabled by an ancestor `<fieldset>` or the form. */
  disabled = false;
  #form: HTMLFormElement | null = null;
  /** A submit waits for its tokenization: a second one must not replay the form twice. */
  #replaying = false;
  /** The browser data of the last tokenization, posted at each render without reading them again. */
  #browser: BrowserData | undefined;
  /** The last submit let through with its registration data: posted by the browser unless prevented. */
  sent: SubmitEvent | undefined;

  constructor(
    private readonly host: FormHost,
    private readonly on: {
      /** Empties the card once its form is sending the registration data. */
      submitted(): void;
      /** Takes in values a password manager set without an event, before the form checks them. */
      adopt(): void;
    },
  ) {
    this.internals = internalsOf(host);
  }

  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** Follows the form owner the engine reports (`formAssociatedCallback`). */
  associate(form: HTMLFormElement | null): void {
    this.#form?.removeEventListener('submit', this.#onSubmit, true);
    this.#form?.removeEventListener('click', this.#adopt, true);
    this.#form = form;
    // Capture, so the page's own submit handlers only see the submit that carries the token.
    form?.addEventListener('submit', this.#onSubmit, true);
    // A click on a submit button checks the form before any submit event: the card must be current.
    form?.addEventListener('click', this.#adopt, true);
  }

  setDisabled(disabled: boolean): void {
    this.disabled = disabled;
    this.host.requestUpdate();
  }

  /**
   * The registration data, and beside it the browser's 3-D Secure data as `<name>-browser` (JSON;
   * the tokenization's `browser`, or read now if none was given) and the name on the card as
   * `<name>-holder` if asked for, the network chosen for a co-branded card as `<name>-network`,
   * and the shopper's card-on-file choice as `<name>-save` (`true` or `false`) with `save-card`.
   */
  setValue(
    registrationData: string | undefined,
    holderName?: string,
    browser?: BrowserData,
    network?: string,
    save?: boolean,
  ): void {
    if (browser) this.#browser = browser;
    const name = this.host.getAttribute('name');
    if (!registrationData || !name) return this.internals.setFormValue(registrationData ?? null);
    const entries = new FormData();
    entries.append(name, registrationData);
    if (holderName !== undefined) entries.append(`${name}-holder`, holderName);
    entries.append(`${name}-browser`, JSON.stringify((this.#browser ??= browserInfo())));
    if (network) entries.append(`${name}-network`, network);
    if (save !== undefined) entries.append(`${name}-save`, String(save));
    this.internals.setFormValue(entries);
  }

  /** An incomplete card keeps its form from submitting; its anchor takes the focus then. */
  setValidity(invalid: Invalidity | undefined): void {
    if (!invalid) return this.internals.setValidity({});
    const { empty, message, anchor } = invalid;
    this.internals.setValidity(
      empty ? { valueMissing: true } : { badInput: true },
      message,
      anchor,
    );
  }

  /** Enter in a card input: implicit submission through the default button, as HTML defines it. */
  submitOnEnter(event: KeyboardEvent): void {
    const form = this.form;
    if (event.key !== 'Enter' || !form || event.isComposing) return;
    event.preventDefault();
    this.on.adopt();
    // A held Enter repeats keydown: each repeat would post the form again.
    if (event.repeat) return;
    submitImplicitly(form, (element) => this.host.contains(element));
  }

  #adopt = (): void => this.on.adopt();

  /**
   * Every submit, `novalidate` or not, waits for the card: an incomplete one shows its errors and
   * stops the submit; a complete one is tokenized, then the submit is replayed.
   */
  #onSubmit = (event: SubmitEvent): void => {
    const { host, sent } = this;
    const data = host.registrationData;
    // The browser posts what a page lets through; a page that prevents it sends the data itself.
    const posted = data && sent && !sent.defaultPrevented;
    if (data && !posted) {
      this.sent = event;
      return this.on.submitted();
    }
    if (host.disabled || this.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Posted already: held until an edit, a `reset()` or a new page.
    if (this.#replaying || data) return;
    this.#replaying = true;
    const form = event.currentTarget as HTMLFormElement;
    const done = () => (this.#replaying = false);
    host.tokenize().then(
      () => {
        done();
        form.requestSubmit(event.submitter);
      },
      done, // The error is shown on the card and in `card-error`.
    );
  };
}
