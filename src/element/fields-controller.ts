import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { CardType } from '../core/brands.js';
import { CARD_FIELDS, type CardCheck } from '../core/card.js';
import { TokenizationError } from '../core/errors.js';
import { validationError } from '../core/tokenize.js';
import { CardReader } from './card-reader.js';
import { cardChangeDetail, type CardChangeDetail } from './events.js';
import { fieldMessage, type FieldStatus } from './feedback-controller.js';
import { brandText, cvxLabel, fieldElements } from './field-template.js';
import { ALL_FIELDS, fieldSpec, type Field } from './fields.js';
import type { HolderNameCheck, HolderNameMode } from './optional/holder-name.js';
import { holderNameCode } from './optional/holder-name-api.js';
import { loadHolderName } from './optional/holder-name-import.js';
import type { CardTokenizerMessages } from './texts.js';

const EMPTY: Record<Field, string> = { number: '', expiry: '', cvx: '', holder: '' };
/** Edits by the shopper's own hand; with `auto-advance`, autofill and undo still stay put. */
const TYPING = new Set(['insertText', 'insertFromPaste']);
/** Numbers the instances, so that two on a page have different ids. */
let instances = 0;

/** What the fields show besides their values. */
export interface FieldsView {
  texts: CardTokenizerMessages;
  check: CardCheck;
  errors: Partial<Record<Field, string>>;
  disabled: boolean;
  readonly: boolean;
}

/** Why the card keeps its form from submitting. */
export interface Invalidity {
  empty: boolean;
  message: string;
  /** The input that takes the focus when the form reports it. */
  anchor?: HTMLElement;
}

/** What the fields need of their element. */
export interface FieldsHost extends ReactiveControllerHost, HTMLElement {
  holderName: HolderNameMode;
  /** Typing a whole field moves the focus to the next one (WCAG 3.2.2 counts it as a change). */
  autoAdvance: boolean;
}

/**
 * The fields' values and inputs: formatting each edit with its caret, moving the focus on only
 * when asked,
 * taking in what a password manager set without an event, and checking the card once per edit.
 * Values live in memory only, never in an attribute.
 */
export class FieldsController {
  values: Readonly<Record<Field, string>> = EMPTY;
  readonly id = `card-tokenizer-${++instances}`;
  readonly #reader = new CardReader();

  constructor(
    private readonly host: FieldsHost,
    private readonly on: {
      /** While a card is being sent its fields may not change. */
      locked(): boolean;
      /** The registration's `CardType`, when known before tokenizing. */
      cardType(): CardType | undefined;
      /** After each edit: the element tells the page (`card-change`). */
      edited(field: Field): void;
      /** The shopper left a field that holds something: its error may show. */
      blurred(field: Field): void;
    },
  ) {}

  /** The fields shown: the name on the card only when asked for and its code loaded. */
  shown(): readonly Field[] {
    return this.holder() ? ALL_FIELDS : CARD_FIELDS;
  }

  /** The card's check, against the registration's `CardType` when known. */
  card(cardType = this.on.cardType()): CardCheck {
    return this.#reader.read(this.values, cardType);
  }

  /** The name's check while the element asks for it; its code loads then, if not yet there. */
  holder(): HolderNameCheck | undefined {
    const mode = this.host.holderName;
    if (mode === 'off') return undefined;
    return holderNameCode()?.check(this.values.holder, mode) ?? void loadHolderName();
  }

  /** The name on the card for the page, when asked for. */
  holderName(): string | undefined {
    return this.holder()?.value;
  }

  /** Each shown field's check. */
  statuses(check: CardCheck): Partial<Record<Field, FieldStatus>> {
    return { ...check.fields, holder: this.holder() };
  }

  /** The first shown field in error, in the order the shopper fills them. */
  firstInvalid(check: CardCheck): Field | undefined {
    const statuses = this.statuses(check);
    return this.shown().find((field) => !statuses[field]!.isValid);
  }

  /** Why the card may not be sent, on the first field the shopper must fix; none when it may. */
  validationError(check: CardCheck, texts: CardTokenizerMessages): TokenizationError | undefined {
    if (!check.payload) return validationError(check, texts);
    // The card is valid: only the name can be at fault.
    const invalid = this.invalidity(check, texts);
    return invalid && new TokenizationError('validation', invalid.message, { field: 'holder' });
  }

  /** What keeps the card from its form: the first field in error, its message and input. */
  invalidity(check: CardCheck, texts: CardTokenizerMessages): Invalidity | undefined {
    const field = this.firstInvalid(check);
    if (!field) return undefined;
    const status = this.statuses(check)[field]!;
    return { empty: status.empty, message: fieldMessage(status, texts), anchor: this.input(field) };
  }

  changeDetail(check: CardCheck): CardChangeDetail {
    return cardChangeDetail(check, this.holder());
  }

  input(field: Field | undefined): HTMLInputElement | undefined {
    const selector = `#${this.id}-${field}`;
    return (field && this.host.querySelector<HTMLInputElement>(selector)) || undefined;
  }

  /** `input` or `change` on an input, bubbling or not. */
  onEdit = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const field = input.dataset.field as Field;
    // An edit no beforeinput announced (autofill) is undone while the card is being sent.
    if (this.on.locked()) input.value = this.values[field];
    else if (input.value !== this.values[field]) {
      this.#edit(input, field, (event as InputEvent).inputType ?? '');
    }
  };

  /** Until the inputs turn read-only, edits during a request are refused here (`beforeinput`). */
  onBeforeInput = (event: InputEvent): void => {
    if (this.on.locked()) event.preventDefault();
  };

  #onBlur = (event: FocusEvent): void => {
    const field = (event.target as HTMLInputElement).dataset.field as Field;
    if (this.values[field] !== '') this.on.blurred(field);
  };

  /** Takes in what a password manager put in the inputs without an event the element heard. */
  adopt(): void {
    for (const field of this.shown()) {
      const input = this.input(field);
      if (input && input.value !== this.values[field]) {
        this.#edit(input, field, 'insertReplacementText');
      }
    }
  }

  clear(): void {
    this.values = EMPTY;
    this.host.requestUpdate();
  }

  /** The labels, inputs and errors, rendered into the element's light DOM. */
  template({ texts, check, errors, ...view }: FieldsView): TemplateResult {
    const { values, id } = this;
    const labels: Record<Field, string | undefined> = {
      number: texts.numberLabel,
      expiry: texts.expiryLabel,
      cvx: cvxLabel(check, texts),
      holder: holderNameCode()?.label(texts, this.host.holderName),
    };
    const required: Record<Field, boolean> = {
      number: true,
      expiry: true,
      cvx: !check.securityCode.optional,
      holder: this.host.holderName === 'required',
    };
    return html`${this.shown().map((field) => {
      const { maxLength, hint } = fieldSpec(field);
      return fieldElements(field, {
        ...view,
        id: `${id}-${field}`,
        label: labels[field]!,
        error: errors[field],
        value: values[field],
        hint: hint && texts[hint(check)],
        required: required[field],
        maxLength: maxLength?.(check),
        brandText: field === 'number' ? values.number && brandText(check, texts) : undefined,
        onEdit: this.onEdit,
        onBlur: this.#onBlur,
      });
    })}`;
  }

  /** Formats one field's edit and keeps it; with `auto-advance`, a whole field moves focus on. */
  #edit(input: HTMLInputElement, field: Field, inputType: string): void {
    const caret = input.selectionStart ?? input.value.length;
    const raw = input.value;
    const previous = this.values[field];
    const edit = fieldSpec(field).edit({ raw, caret, previous, inputType }, this.card());
    input.value = edit.value;
    if (input.matches(':focus')) input.setSelectionRange(edit.caret, edit.caret);
    this.values = { ...this.values, [field]: edit.value };
    this.host.requestUpdate();
    this.on.edited(field);
    const check = this.card();
    const { next, isFinished } = fieldSpec(field);
    const done = isFinished(check) && edit.caret === edit.value.length;
    if (this.host.autoAdvance && next && done && TYPING.has(inputType)) this.input(next)?.focus();
  }
}
