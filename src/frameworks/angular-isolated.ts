/**
 * `<card-tokenizer-frame>` for Angular (`card-tokenizer/angular/isolated`): the card in a frame on
 * another origin, with the inputs, outputs and form control of `CardTokenizerComponent`. Its own
 * entry, so that an app importing `card-tokenizer/angular` defines no frame element.
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
import type {
  BinLookup,
  CardNetwork,
  CardType,
  HolderNameMode,
  RegistrationSource,
  SaveCardMode,
} from 'card-tokenizer';
import 'card-tokenizer/isolated';
import type { CardTokenizerFrame } from 'card-tokenizer/isolated';
import { CardControl } from './angular-control.js';

/** The inputs set as the element's attributes (the frame reads attributes), by attribute name. */
const ATTRIBUTES = {
  src: 'src',
  frameTimeout: 'frame-timeout',
  cardRegistrationUrl: 'card-registration-url',
  accessKey: 'access-key',
  preregistrationData: 'preregistration-data',
  cardType: 'card-type',
  name: 'name',
  holderName: 'holder-name',
  networkChoice: 'network-choice',
  preferredNetwork: 'preferred-network',
  timeout: 'timeout',
  autoAdvance: 'auto-advance',
  saveCard: 'save-card',
  compactMessages: 'compact-messages',
  registrationSource: 'registration-source',
  registrationTicket: 'registration-ticket',
} as const;
const INPUTS = Object.keys(ATTRIBUTES) as (keyof typeof ATTRIBUTES)[];

/** A component, as `CardTokenizerComponent` is: no `CUSTOM_ELEMENTS_SCHEMA`, nothing rendered. */
@Component({
  selector: 'card-tokenizer-frame',
  template: '',
  encapsulation: ViewEncapsulation.None,
  providers: [
    {
      provide: NG_VALUE_ACCESSOR,
      useExisting: forwardRef(() => CardTokenizerFrameComponent),
      multi: true,
    },
    {
      provide: NG_VALIDATORS,
      useExisting: forwardRef(() => CardTokenizerFrameComponent),
      multi: true,
    },
  ],
})
export class CardTokenizerFrameComponent
  extends CardControl<CardTokenizerFrame>
  implements OnChanges
{
  /** The card frame page's URL, on another origin than the page's (`cardFramePage()`). */
  readonly src = input.required<string>();
  readonly frameTimeout = input<number>();
  readonly cardRegistrationUrl = input<string>();
  readonly accessKey = input<string>();
  readonly preregistrationData = input<string>();
  readonly cardType = input<CardType>();
  readonly name = input<string>();
  readonly holderName = input<HolderNameMode>();
  readonly networkChoice = input<boolean>();
  readonly preferredNetwork = input<CardNetwork>();
  readonly timeout = input<number>();
  readonly autoAdvance = input<boolean>();
  readonly saveCard = input<SaveCardMode>();
  readonly compactMessages = input<boolean>();
  /** `frame`: the frame fetches its registration from its own origin, given `registrationTicket`. */
  readonly registrationSource = input<'frame'>();
  /** The ticket your backend signed for this checkout (`signFrameTicket()`). */
  readonly registrationTicket = input<string>();
  /** Stay in the page: the frame asks for them over its channel. */
  readonly registration = input<RegistrationSource>();
  readonly binLookup = input<BinLookup>();

  ngOnChanges(changes: SimpleChanges): void {
    if (!this.inBrowser) return;
    for (const key of INPUTS) if (key in changes) this.#setAttribute(ATTRIBUTES[key], this[key]());
    if ('registration' in changes) this.element.registration = this.registration();
    if ('binLookup' in changes) this.element.binLookup = this.binLookup();
    if ('disabled' in changes) this.applyDisabled();
  }

  /** `true` is the boolean attribute, `false` and no value remove it. */
  #setAttribute(name: string, value: string | number | boolean | undefined): void {
    if (value === undefined || value === false) this.element.removeAttribute(name);
    else this.element.setAttribute(name, value === true ? '' : String(value));
  }
}
