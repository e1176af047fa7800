/**
 * `<card-tokenizer>` for Angular: typed inputs and outputs, and a form control whose value is the
 * registration data and whose validity is the element's. Import `CardTokenizerComponent` in a
 * standalone component; no `CUSTOM_ELEMENTS_SCHEMA`. Rendered on the server, the tag is plain
 * HTML (no element is defined there): the control reads as an empty card until the browser's.
 */
import {
  Component,
  forwardRef,
  input,
  ViewEncapsulation,
  type OnChanges,
  type SimpleChanges,
} from '@angular/core';
import { NG_VALIDATORS, NG_VALUE_ACCESSOR } from '@angular/forms';
import 'card-tokenizer';
import type {
  BinLookup,
  CardNetwork,
  CardTokenizer,
  CardTokenizerMessages,
  CardType,
  HolderNameMode,
  RegistrationSource,
  SaveCardMode,
} from 'card-tokenizer';
import { CardControl } from './angular-control.js';

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
})
export class CardTokenizerComponent extends CardControl<CardTokenizer> implements OnChanges {
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
  /** The `compact-messages` attribute, which only the element's styles read. */
  readonly compactMessages = input<boolean>();

  ngOnChanges(changes: SimpleChanges): void {
    if (!this.inBrowser) return;
    for (const key of PROPERTIES) {
      if (key in changes) Reflect.set(this.element, key, this[key]());
    }
    if ('compactMessages' in changes)
      this.element.toggleAttribute('compact-messages', Boolean(this.compactMessages()));
    if ('disabled' in changes) this.applyDisabled();
  }
}
