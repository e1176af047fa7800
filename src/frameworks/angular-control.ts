/**
 * The form control shared by Angular's `<card-tokenizer>` and `<card-tokenizer-frame>`: value =
 * the registration data, validity = the element's, touched when the focus leaves the card, the
 * three outputs. Each component adds its inputs and how they reach its element.
 */
import { isPlatformBrowser } from '@angular/common';
import {
  afterNextRender,
  Directive,
  ElementRef,
  inject,
  input,
  output,
  PLATFORM_ID,
} from '@angular/core';
import type { ControlValueAccessor, ValidationErrors, Validator } from '@angular/forms';
import type { CardChangeDetail, CardErrorDetail, CardTokenizedDetail } from 'card-tokenizer';

/** What the control needs of its element: both elements have it. */
export interface CardControlElement extends HTMLElement {
  disabled: boolean;
  readonly registrationData: string | undefined;
  readonly validity: ValidityState;
  readonly validationMessage: string;
  /** Resolves once the element's validity is the card's. */
  readonly ready: Promise<void>;
  reset(): void;
}

@Directive({
  host: {
    '(card-change)': 'changed($event.detail)',
    '(card-tokenized)': 'tokenized($event.detail)',
    '(card-error)': 'cardError.emit($event.detail)',
    '(focusout)': 'left($event.relatedTarget)',
  },
})
export abstract class CardControl<E extends CardControlElement>
  implements ControlValueAccessor, Validator
{
  /** The element, for `tokenize()`, `reset()` and `focus()` (in the browser). */
  readonly element: E = inject<ElementRef<E>>(ElementRef).nativeElement;
  /** On the server the tag is not the element: no properties, validity or methods to use. */
  protected readonly inBrowser = isPlatformBrowser(inject(PLATFORM_ID));

  readonly disabled = input<boolean>(false);

  readonly cardChange = output<CardChangeDetail>();
  readonly cardTokenized = output<CardTokenizedDetail>();
  readonly cardError = output<CardErrorDetail>();

  #value: string | null = null;
  #formDisabled = false;
  /** Set while the form writes a value: the element's own card-change is no edit. */
  #writing = false;
  #onChange: (value: string | null) => void = () => {};
  #onTouched: () => void = () => {};
  #onValidatorChange: () => void = () => {};

  constructor() {
    // Validity is the card's once `ready` (not Lit's updateComplete: the test doubles have no Lit).
    afterNextRender(() => void this.element.ready.then(() => this.#onValidatorChange()));
  }

  /** The form sets a value: none (a reset) empties the card; registration data comes only by tokenizing. */
  writeValue(value: string | null): void {
    if (value) {
      throw new Error(
        `Expected no value for <${this.element.localName}>'s control (its value comes from tokenize()), got "${value}"`,
      );
    }
    this.#value = null;
    if (!this.inBrowser) return;
    // Nothing typed, nothing tokenized: nothing to reset.
    if (this.element.registrationData === undefined && this.element.validity.valueMissing) return;
    this.#writing = true;
    try {
      this.element.reset();
    } finally {
      this.#writing = false;
    }
  }

  registerOnChange(onChange: (value: string | null) => void): void {
    this.#onChange = onChange;
  }

  registerOnTouched(onTouched: () => void): void {
    this.#onTouched = onTouched;
  }

  registerOnValidatorChange(onValidatorChange: () => void): void {
    this.#onValidatorChange = onValidatorChange;
  }

  setDisabledState(disabled: boolean): void {
    this.#formDisabled = disabled;
    if (this.inBrowser) this.applyDisabled();
  }

  /**
   * `{ required: true }` while the card is empty, `{ card: message }` while it is not valid. On
   * the server the card is empty, as it is in the browser before the shopper types.
   */
  validate(): ValidationErrors | null {
    if (!this.inBrowser) return { required: true };
    const { validity, validationMessage } = this.element;
    if (validity.valid) return null;
    return validity.valueMissing ? { required: true } : { card: validationMessage };
  }

  protected changed(detail: CardChangeDetail): void {
    if (this.#writing) return;
    this.#update(this.element.registrationData ?? null);
    this.#onValidatorChange();
    this.cardChange.emit(detail);
  }

  protected tokenized(detail: CardTokenizedDetail): void {
    this.#update(detail.registrationData);
    this.cardTokenized.emit(detail);
  }

  /** Focus going from one of the card's inputs to another does not leave the control. */
  protected left(to: EventTarget | null): void {
    if (!(to instanceof Node && this.element.contains(to))) this.#onTouched();
  }

  protected applyDisabled(): void {
    this.element.disabled = this.disabled() || this.#formDisabled;
  }

  #update(value: string | null): void {
    if (value === this.#value) return;
    this.#value = value;
    this.#onChange(value);
  }
}
