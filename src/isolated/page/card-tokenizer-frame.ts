import { submitImplicitly } from '../../element/implicit-submission.js';
import type { FailureReason } from './failure-reasons.js';
import { loadFailure } from './frame-failure-import.js';
import { formValueOf, registrationDataOf, type FrameValue } from './form-value.js';
import { pageAttributes, pageTheme, registrationSetting } from './page-settings.js';
import {
  CONNECT,
  HELLO,
  ATTRIBUTES,
  type Connect,
  type ErrorDetail,
  type FromFrame,
  type Hello,
  type ToFrame,
} from '../channel/protocol.js';

/** How long the frame has to load and answer before `card-error` code `frame`. */
export const FRAME_TIMEOUT_MS = 10_000;

/** The validation message until the frame answers (or its failure's, once its module has come). */
const NOT_READY = 'The card frame is not ready';

/** The page's BIN lookup: `(bin, signal) => networks`. */
type BinLookup = (bin: string, signal: AbortSignal) => unknown;
type Settle = [resolve: (data: string) => void, reject: (error: Error) => void];

/** An `Error` shaped as the element's `TokenizationError`: `code`, `field`, `serverCode`. */
const failure = (detail: ErrorDetail): Error =>
  Object.assign(new Error(detail.message), { name: 'TokenizationError', ...detail });

let told: unknown;

/** In Node (server rendering) there is no HTMLElement: the module imports, defining nothing. */
const Base = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

/**
 * `<card-tokenizer-frame>`: `<card-tokenizer>` in one iframe on another origin of the merchant
 * (`src`), so no script of this page can read the card. It takes the element's attributes,
 * `registration` and `binLookup` (both asked over the channel, the BIN at most 8 digits), fires
 * its events with their details, has its `tokenize()`, and posts the same form entries.
 * Style it with the `--card-tokenizer-*` custom properties; `::part` cannot reach into a frame.
 * It matches `:state(ready)` once its frame has answered, and has `aria-busy="true"` until the
 * frame has drawn the form (card-tokenizer.css draws its skeleton meanwhile). When the frame fails,
 * the shopper reads why in the page's language, with "Try again", in the element's space.
 * An `<iframe>` child that the page's HTML wrote with the same `src` is the frame, adopted as it
 * is: it started loading with the page, not after this script; any other iframe is refused.
 *
 * @tagname card-tokenizer-frame
 * @fires card-change - as `<card-tokenizer>`.
 * @fires card-tokenized - as `<card-tokenizer>`.
 * @fires card-error - as `<card-tokenizer>`; code `frame` when the frame fails to load or answer.
 * @attr src - The card frame page's URL, on another origin than this page's (`cardFramePage()`).
 * @attr frame-timeout - Milliseconds the frame has to load and answer before `card-error` code `frame` (10000).
 * @attr card-registration-url - As on `<card-tokenizer>`: the registration's `CardRegistrationURL`, one of the frame's tokenization origins.
 * @attr access-key - As on `<card-tokenizer>`: the registration's `AccessKey`.
 * @attr preregistration-data - As on `<card-tokenizer>`: the registration's `PreregistrationData`.
 * @attr card-type - As on `<card-tokenizer>`: the registration's `CardType`, which limits the cards accepted.
 * @attr name - As on `<card-tokenizer>`: the form entries' name (`<name>`, `<name>-browser`, …).
 * @attr lang - As on `<card-tokenizer>`: the language of the frame's texts; else the nearest `lang` above.
 * @attr disabled - As on `<card-tokenizer>`: the card cannot be edited or tokenized.
 * @attr holder-name - As on `<card-tokenizer>`: `optional` or `required` asks for the name on the card.
 * @attr network-choice - As on `<card-tokenizer>`: a co-branded card's network is chosen in the frame (needs `binLookup`).
 * @attr preferred-network - As on `<card-tokenizer>`: the network chosen first when the card offers it.
 * @attr timeout - As on `<card-tokenizer>`: milliseconds the tokenization request may take.
 * @attr auto-advance - As on `<card-tokenizer>`: the focus moves on when a field is complete.
 * @attr save-card - As on `<card-tokenizer>`: `ask` shows the "save this card" checkbox in the frame, `notice` a sentence; the choice comes as `saveCard` and `<name>-save`.
 * @attr compact-messages - As on `<card-tokenizer>`: a message line takes room only while it shows something.
 * @attr registration-source - `frame`: the frame fetches its registration from its own origin's route, and the page hands it only `registration-ticket`; a registration from the page is refused.
 * @attr registration-ticket - With `registration-source="frame"`: the ticket your backend signed for this checkout (`signFrameTicket()`).
 */
export class CardTokenizerFrame extends Base {
  static formAssociated = true;
  static observedAttributes = ['src', ...ATTRIBUTES];

  // Each member checked where used: a simulated DOM (happy-dom, jsdom) has none of them.
  readonly #internals = (this.attachInternals?.() ?? {}) as Partial<ElementInternals>;
  #iframe?: HTMLIFrameElement;
  #port?: MessagePort;
  /** Set when the frame failed: the error, once the failure module has written its message. */
  #failed?: Promise<Error>;
  /** The form whose submits it holds until the card is tokenized. */
  #form?: HTMLFormElement | null;
  #timer?: ReturnType<typeof setTimeout>;
  #next = 0;
  #tokenizing = new Map<number, Settle>();
  #asked = new Map<number, AbortController>();
  #value?: FrameValue;
  #replaying?: boolean;
  /** The last submit let through with the registration data: posted by the browser unless prevented. */
  #sent?: SubmitEvent;
  #formDisabled?: boolean;
  #registration?: unknown;
  #binLookup?: BinLookup;
  #validityKnown?: () => void;
  /** Attribute changes not yet sent: one message for all made in the same task. */
  #attributesChanged?: boolean;
  /**
   * Resolves once the first frame has answered and sent its card's validity: `validity` is the
   * card's from then on, which no `card-change` tells.
   */
  readonly ready = new Promise<void>((resolve) => (this.#validityKnown = resolve));

  constructor() {
    super();
    // No shadow root: Chromium's autofill does not fill a frame that sits in one (measured with
    // CDP Autofill.trigger in Chromium 156), so the iframe is the element's light child.
    // The browser's check of the form found the card invalid: the frame shows its errors.
    this.addEventListener('invalid', () => this.#send({ t: 'invalid' }));
    if (!this.#internals.setFormValue && !told)
      console.warn((told = 'card-tokenizer-frame: no ElementInternals, no form value'));
  }

  /** The Card Registration object, or an async function `({ cardType, signal }) => registration`. */
  get registration(): unknown {
    return this.#registration;
  }

  set registration(value: unknown) {
    this.#registration = value;
    this.#sendRegistration();
  }

  /** `(bin, signal) => networks`, for `network-choice`: it receives at most 8 digits. */
  get binLookup(): BinLookup | undefined {
    return this.#binLookup;
  }

  set binLookup(value: BinLookup | undefined) {
    this.#binLookup = value;
    this.#sendRegistration();
  }

  get disabled(): boolean {
    return this.hasAttribute('disabled');
  }

  set disabled(value: boolean) {
    this.toggleAttribute('disabled', value);
  }

  /** The `data=…` registration data once tokenized, until the shopper edits the card again. */
  get registrationData(): string | undefined {
    return registrationDataOf(this.#value);
  }

  get form(): HTMLFormElement | null {
    return this.#internals.form!;
  }

  get validity(): ValidityState {
    return this.#internals.validity!;
  }

  get validationMessage(): string {
    return this.#internals.validationMessage!;
  }

  checkValidity(): boolean {
    return this.#internals.checkValidity?.() !== false;
  }

  reportValidity(): boolean {
    return this.#internals.reportValidity?.() !== false;
  }

  connectedCallback(): void {
    window.addEventListener('message', this.#onHello);
    document.addEventListener('securitypolicyviolation', this.#onViolation);
    // Defined while the parser may still be inside it: the iframe its HTML holds may be to come.
    if (document.readyState === 'loading') {
      this.#busy();
      document.addEventListener(
        'DOMContentLoaded',
        () => this.isConnected && !this.#iframe && this.#open(true),
        { once: true },
      );
    } else this.#open(true);
  }

  disconnectedCallback(): void {
    window.removeEventListener('message', this.#onHello);
    document.removeEventListener('securitypolicyviolation', this.#onViolation);
    this.#close();
    this.#iframe?.remove();
    this.#iframe = undefined;
  }

  attributeChangedCallback(name: string): void {
    if (name === 'src') {
      if (this.#iframe) this.#open();
    } else this.#attributesChange();
  }

  formAssociatedCallback(form: HTMLFormElement | null): void {
    // Off the form it leaves (null when removed): a page that mounts it again would pile them up.
    this.#form?.removeEventListener('submit', this.#onSubmit, true);
    // Capture, so the page's own submit handlers only see the submit that carries the token.
    (this.#form = form)?.addEventListener('submit', this.#onSubmit, true);
  }

  formResetCallback(): void {
    this.reset();
  }

  formDisabledCallback(disabled: boolean): void {
    this.#formDisabled = disabled;
    this.#attributesChange();
  }

  /** Validates and tokenizes the card inside the frame; resolves the `data=…` answer. */
  tokenize(): Promise<string> {
    return (
      this.#failed?.then((error) => {
        throw error;
      }) ??
      new Promise((resolve, reject) => {
        const id = ++this.#next;
        this.#tokenizing.set(id, [resolve, reject]);
        this.#send({ t: 'tokenize', id });
      })
    );
  }

  /** Clears the card, its errors and its registration data. */
  reset(): void {
    this.#sent = undefined;
    this.#send({ t: 'reset' });
  }

  /** Focuses the card number inside the frame (iOS does not raise its keyboard for it). */
  override focus(options?: FocusOptions): void {
    this.#iframe?.focus(options);
    this.#send({ t: 'focus' });
  }

  /**
   * The frame for `src`, the handshake to come; a `src` of this page's origin is refused. On
   * connecting (`adopt`), the iframe the page's HTML wrote as the element's child, loading since, if
   * it loads that very URL (any other is refused); else, and when `src` is set again, a new one.
   */
  #open(adopt?: boolean): void {
    this.#close();
    this.#failed = undefined;
    const url = this.#url();
    const given = adopt ? this.querySelector<HTMLIFrameElement>(':scope>iframe') : null;
    const frame = (this.#iframe = given ?? document.createElement('iframe'));
    frame.title ||= 'Payment card form';
    frame.allow = 'autofill; manual-text';
    // Out by the frame's 4 px margin on each side: its fields line up with the page's column.
    frame.style.cssText = 'display:block;width:calc(100% + 8px);margin:-4px;height:0;border:0';
    frame.onfocus = () => this.#send({ t: 'focus' });
    const foreign = url && url.origin !== location.origin;
    if (!given) {
      // Set before the frame is in the document: no load of about:blank comes first.
      if (foreign) frame.src = url.href;
      // The iframe before it goes with it.
      this.replaceChildren(frame);
    }
    this.#busy();
    if (!foreign) return this.#fail('same-origin');
    if (given) {
      // Only the page's own markup for this frame: never a page's script's iframe of elsewhere.
      if (given.src !== url.href) return this.#fail('foreign', given.src, url.href);
      // It may have greeted before this element was defined: asked again once its page is there
      // (still the first about:blank, of this page's origin, it would be a message to the page).
      if (!given.contentDocument) given.contentWindow?.postMessage({ ct: HELLO }, url.origin);
    }
    const wait = Number(this.getAttribute('frame-timeout') ?? FRAME_TIMEOUT_MS);
    this.#timer = setTimeout(() => this.#fail('timeout', frame.src, wait), wait);
  }

  /** card-tokenizer.css draws the form's skeleton until the frame has drawn the form. */
  #busy(): void {
    this.ariaBusy = 'true';
    this.#setValidity({ customError: true }, NOT_READY);
  }

  /** `src`, read against the document's base URL as the iframe reads it. */
  #url(): URL | undefined {
    try {
      return new URL(this.getAttribute('src') ?? '', document.baseURI);
    } catch {
      return undefined;
    }
  }

  /** Drops the channel: its pending calls fail, with code `frame` as every `tokenize()` failure. */
  #close(
    error: Error | Promise<Error> = failure({ code: 'frame', message: 'The card frame closed' }),
  ): void {
    clearTimeout(this.#timer);
    this.#internals.states?.delete('ready');
    this.#port?.close();
    this.#port = undefined;
    for (const [, reject] of this.#tokenizing.values()) void Promise.resolve(error).then(reject);
    this.#tokenizing.clear();
    for (const controller of this.#asked.values()) controller.abort();
    this.#asked.clear();
  }

  /**
   * The form cannot post until a new frame answers. Then `card-error` code `frame`, with the
   * developer's message that the failure module writes (the code alone if it cannot load), and
   * the shopper's, unless a new frame has opened since.
   */
  #fail(...reason: FailureReason): void {
    let explain!: (error: Error) => void;
    const failed = (this.#failed = new Promise((resolve) => (explain = resolve)));
    this.#close(failed);
    this.#value = null;
    this.#internals.setFormValue?.(null);
    // No anchor: the iframe that failed is hidden, or out of the element (a page's script removed
    // it, and an anchor outside the element throws); the failure module anchors "Try again".
    this.#internals.setValidity?.({ customError: true }, NOT_READY);
    this.ariaBusy = null;
    void loadFailure()
      .catch(() => undefined)
      .then((module) => {
        const message = module?.failureMessage(reason) ?? reason.join(' ');
        explain(failure({ code: 'frame', message }));
        if (this.#failed !== failed) return;
        this.#emit('card-error', { code: 'frame', message });
        module?.default(this, this.#internals, message);
      });
  }

  #onViolation = (event: SecurityPolicyViolationEvent): void => {
    const origin = this.#url()?.origin;
    if (
      /^(frame|child)-src/.test(event.effectiveDirective) &&
      origin &&
      event.blockedURI.startsWith(origin)
    )
      this.#fail('csp', origin);
  };

  /**
   * The frame's hello: only from this iframe's window, the exact origin of `src` and naming `src`
   * as its page, once (an adopted frame may say it twice, when asked again; a new page in it says
   * `gone` first).
   */
  #onHello = (event: MessageEvent): void => {
    const frame = this.#iframe;
    // Read once: its page, compared with `src` as it is, and its theme names, made text.
    const { u, theme } = Object(event.data) as Partial<Hello>;
    if (
      !frame ||
      this.#failed ||
      this.#port ||
      event.source !== frame.contentWindow ||
      event.origin !== this.#url()?.origin ||
      // The hello names the page that says it: the element's `src`, not another page of the
      // frame's origin that a page's script navigated the iframe to, by its `contentWindow` or
      // its own `src` (that page gets nothing).
      u !== this.#url()?.href
    )
      return;
    clearTimeout(this.#timer);
    const channel = new MessageChannel();
    (this.#port = channel.port1).onmessage = ({ data }: MessageEvent<FromFrame>) =>
      this.#receive(data);
    // `:state(ready)`: the frame answered and holds the channel.
    this.#internals.states?.add('ready');
    (event.source as Window).postMessage(
      {
        ct: CONNECT,
        a: pageAttributes(this, this.#formDisabled),
        ...registrationSetting(this.#registration, this.#binLookup),
        theme: pageTheme(this, theme),
      } satisfies Connect,
      event.origin,
      [channel.port2],
    );
  };

  #receive(message: FromFrame): void {
    switch (message.t) {
      case 'ready':
        this.#iframe!.title = message.title;
        break;
      case 'event':
        this.#emit(message.type, message.detail);
        break;
      case 'value':
        // A new card (or none): a submit carries it again.
        if (registrationDataOf(message.value) !== this.registrationData) this.#sent = undefined;
        this.#value = message.value;
        this.#internals.setFormValue?.(formValueOf(message.value));
        break;
      case 'validity':
        this.#setValidity(message.flags, message.message);
        this.#validityKnown!();
        break;
      case 'resize':
        this.#iframe!.style.height = `${message.h}px`;
        this.ariaBusy = null;
        // The page's markup for a script that never came, if parsed after the element was defined.
        this.querySelector('.card-tokenizer-fallback')?.remove();
        break;
      case 'submit':
        // Enter in the frame: HTML's implicit submission, as in a field of the form.
        if (this.form) submitImplicitly(this.form);
        break;
      case 'done':
        this.#settle(message.id, message.data, message.error);
        break;
      case 'ask':
        void this.#answer(message.id, message.bin, message.cardType);
        break;
      case 'abort':
        this.#asked.get(message.id)?.abort();
        break;
      case 'gone':
        // The frame's page was navigated away: no one holds the port any more.
        this.#fail('navigated');
    }
  }

  #settle(id: number, data?: string, error?: ErrorDetail): void {
    const settle = this.#tokenizing.get(id);
    this.#tokenizing.delete(id);
    if (data) settle?.[0](data);
    else settle?.[1](failure(error!));
  }

  /** Calls the page's registration function or BIN lookup for the frame. */
  async #answer(id: number, bin?: string, cardType?: string): Promise<void> {
    const controller = new AbortController();
    this.#asked.set(id, controller);
    const { signal } = controller;
    const reply: ToFrame = { t: 'answer', id };
    try {
      reply.value = await (bin === undefined
        ? (this.#registration as (request: object) => unknown)({ cardType, signal })
        : this.#binLookup!(bin.slice(0, 8), signal));
    } catch (error) {
      reply.error = String(error);
    }
    this.#asked.delete(id);
    if (!signal.aborted) this.#send(reply);
  }

  /**
   * Every submit waits for the card: an incomplete one stops it (errors shown in the frame), a
   * complete one is tokenized, then the submit is replayed with the registration data.
   */
  #onSubmit = (event: SubmitEvent): void => {
    const data = this.registrationData;
    // As `<card-tokenizer>`: the browser posts what a page lets through, once per token.
    const posted = data && this.#sent && !this.#sent.defaultPrevented;
    if (data && !posted) return void (this.#sent = event);
    if (this.disabled || this.#formDisabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Posted already: held until the card is edited, `reset()` or a new page.
    if (this.#replaying || data) return;
    this.#replaying = true;
    const form = event.currentTarget as HTMLFormElement;
    const done = (): boolean => (this.#replaying = false);
    this.tokenize().then(() => {
      done();
      form.requestSubmit(event.submitter);
    }, done);
  };

  #setValidity(flags: ValidityStateFlags, message?: string): void {
    this.#internals.setValidity?.(flags, message, this.#iframe);
  }

  #sendRegistration(): void {
    this.#send({ t: 'reg', ...registrationSetting(this.#registration, this.#binLookup) });
  }

  /** Sends the attributes once the task's changes are made: a registration is four of them. */
  #attributesChange(): void {
    this.#attributesChanged = true;
    queueMicrotask(() => this.#send());
  }

  /** Sends `message`, after the attributes changed before it. */
  #send(message?: ToFrame): void {
    if (this.#attributesChanged) {
      this.#attributesChanged = false;
      this.#port?.postMessage({ t: 'attrs', a: pageAttributes(this, this.#formDisabled) });
    }
    if (message) this.#port?.postMessage(message);
  }

  #emit(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}
