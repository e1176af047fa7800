/**
 * `<card-tokenizer>` for Angular: typed inputs and outputs, and a form control whose value is the
 * registration data and whose validity is the element's. Import `CardTokenizerComponent` in a
 * standalone component; no `CUSTOM_ELEMENTS_SCHEMA`. Rendered on the server, the tag is plain
 * HTML (no element is defined there): the control reads as an empty card until the browser's.
 */
import { isPlatformBrowser } from '@angular/common';
import {
  afterNextRender,
  Component,
  ElementRef,
  forwardRef,
  inject,
  input,
  output,
  PLATFORM_ID,
  ViewEncapsulation,
  type OnChanges,
  type SimpleChanges,
} from '@angular/core';
import {
  NG_VALIDATORS,
  NG_VALUE_ACCESSOR,
  type ControlValueAccessor,
  type ValidationErrors,
  type Validator,
} from '@angular/forms';
import 'card-tokenizer';
import type {
  BinLookup,
  CardChangeDetail,
  CardNetwork,
  CardErrorDetail,
  CardTokenizedDetail,
  CardTokenizer,
  CardTokenizerMessages,
  CardType,
  HolderNameMode,
  RegistrationSource,
  SaveCardMode,
} from 'card-tokenizer';

/**
 * The inputs set as the element's properties of the same name: every property of the element but
 * `disabled` (the form's state joins it) and `lang` (an attribute Angular binds on any element).
 * A property added to the element and not here fails to compile.
 */
const INPUTS: Record<
  Exclude<keyof (typeof CardTokenizer)['properties'], 'disabled' | 'lang'>,
  true
> = {
  registration: true,
  cardRegistrationUrl: true,
  accessKeyRef: true,
  preregistrationData: true,
  cardType: true,
  autoAdvance: true,
  name: true,
  holderName: true,
  messages: true,
  timeout: true,
  networkChoice: true,
  preferredNetwork: true,
  binLookup: true,
  saveCard: true,
};
const PROPERTIES = Object.keys(INPUTS) as (keyof typeof INPUTS)[];

/**
 * A component, not an attribute directive: its selector makes `<card-tokenizer>` an element
 * Angular knows, so a template needs no `CUSTOM_ELEMENTS_SCHEMA`, which would accept any
 * misspelled binding. It renders nothing: the element renders its own fields.
 */
@Component({
  selector: 'card-tokenizer',
  template: '',
  encapsulation: ViewEncapsulation.None,
  providers: [
    {
      provide: NG_VALUE_ACCESSOR,
      useExisting: forwardRef(() => CardTokenizerComponent),
      multi: true,
    },
    { provide: NG_VALIDATORS, useExisting: forwardRef(() => CardTokenizerComponent), multi: true },
  ],
  host: {
    '(card-change)': 'changed($event.detail)',
    '(card-tokenized)': 'tokenized($event.detail)',
    '(card-error)': 'cardError.emit($event.detail)',
    '(focusout)': 'left($event.relatedTarget)',
  },
})
export class CardTokenizerComponent implements ControlValueAccessor, Validator, OnChanges {
  /** The element, for `tokenize()`, `reset()` and `focus()` (in the browser). */
  readonly element: CardTokenizer = inject<ElementRef<CardTokenizer>>(ElementRef).nativeElement;
  /** On the server the tag is not the element: no properties, validity or methods to use. */
  readonly #inBrowser = isPlatformBrowser(inject(PLATFORM_ID));

  readonly registration = input<RegistrationSource>();
  readonly cardRegistrationUrl = input<string>();
  readonly accessKeyRef = input<string>();
  readonly preregistrationData = input<string>();
  readonly cardType = input<CardType>();
  readonly autoAdvance = input<boolean>();
  readonly name = input<string>();
  readonly holderName = input<HolderNameMode>();
  readonly messages = input<Partial<CardTokenizerMessages>>();
  readonly timeout = input<number>();
  readonly networkChoice = input<boolean>();
  readonly preferredNetwork = input<CardNetwork>();
  readonly binLookup = input<BinLookup>();
  readonly saveCard = input<SaveCardMode>();
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
    // The element's validity is known once it has rendered its fields; in the browser only.
    afterNextRender(() => void this.element.updateComplete.then(() => this.#onValidatorChange()));
  }

  ngOnChanges(changes: SimpleChanges): void {
    if (!this.#inBrowser) return;
    for (const key of PROPERTIES) {
      if (key in changes) Reflect.set(this.element, key, this[key]());
    }
    if ('disabled' in changes) this.#applyDisabled();
  }

  /** The form sets a value: none (a reset) empties the card; registration data comes only by tokenizing. */
  writeValue(value: string | null): void {
    if (value) {
      throw new Error(
        `Expected no value for <card-tokenizer>'s control (its value comes from tokenize()), got "${value}"`,
      );
    }
    this.#value = null;
    if (!this.#inBrowser) return;
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
    if (this.#inBrowser) this.#applyDisabled();
  }

  /**
   * `{ required: true }` while the card is empty, `{ card: message }` while it is not valid. On
   * the server the card is empty, as it is in the browser before the shopper types.
   */
  validate(): ValidationErrors | null {
    if (!this.#inBrowser) return { required: true };
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

  #update(value: string | null): void {
    if (value === this.#value) return;
    this.#value = value;
    this.#onChange(value);
  }

  #applyDisabled(): void {
    this.element.disabled = this.disabled() || this.#formDisabled;
  }
}
