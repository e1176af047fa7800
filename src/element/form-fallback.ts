/** What the fallback needs of `<card-tokenizer>`. */
export interface FallbackHost extends HTMLElement {
  name?: string;
  disabled: boolean;
  readonly registrationData: string | undefined;
  checkValidity(): boolean;
  tokenize(): Promise<string>;
  reset(): void;
}

/**
 * Form participation where the engine has no ElementInternals (older WebKit): the registration
 * data rides in a hidden light-DOM input named like the element, and the closest form is watched
 * for submit and reset. The input only ever holds the `data=…` answer, never card digits.
 */
export class FormFallback {
  /** The form being watched: the closest ancestor, as a `form=` attribute needs ElementInternals. */
  form: HTMLFormElement | null = null;
  private input?: HTMLInputElement;

  constructor(private readonly host: FallbackHost) {}

  watch(form: HTMLFormElement | null): void {
    this.form?.removeEventListener('submit', this.onSubmit, true);
    this.form?.removeEventListener('reset', this.onReset);
    this.form = form;
    form?.addEventListener('submit', this.onSubmit, true);
    form?.addEventListener('reset', this.onReset);
  }

  /** Mirrors the element's form value: an input while it has registration data, none otherwise. */
  sync(): void {
    const { name, disabled, registrationData } = this.host;
    if (!name || disabled || !registrationData) {
      this.input?.remove();
      this.input = undefined;
      return;
    }
    this.input ??= Object.assign(document.createElement('input'), { type: 'hidden' });
    this.input.name = name;
    this.input.value = registrationData;
    if (this.input.parentNode !== this.host) this.host.append(this.input);
  }

  /** The form cannot see the card's validity here: refuse an incomplete card and show why. */
  private onSubmit = (event: SubmitEvent): void => {
    if (this.host.disabled || this.host.checkValidity()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Rejects at once without a request: it shows every field's error and focuses the first.
    this.host.tokenize().catch(() => {});
  };

  private onReset = (): void => {
    this.host.reset();
    this.sync();
  };
}
