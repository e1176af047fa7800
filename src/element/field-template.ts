import { html, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { CardCheck } from '../core/card.js';
import { formatMessage } from '../core/messages.js';
import { BRAND_ICONS, brandIconName } from './icons/brand-icons.js';
import { fieldSpec, type Field } from './fields.js';
import type { CardTokenizerMessages } from './texts.js';

/**
 * Markers that keep a field out of session-replay recordings: rrweb (`rr-block`, under PostHog,
 * Sentry, Highlight, OpenReplay), PostHog, Sentry, FullStory, LogRocket, Hotjar, Clarity,
 * Datadog and Contentsquare. On the card's inputs only: the rest of the page is recorded as usual.
 */
export const NO_RECORDING_CLASSES = 'rr-block ph-no-capture sentry-block fs-exclude';

/** What one field shows now. */
export interface FieldView {
  /** The input's id, unique on the page; its label, error and brand text derive theirs. */
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  maxLength: number | undefined;
  disabled: boolean;
  readonly: boolean;
  required: boolean;
  /** What to type, in the message line while there is no error; always in the description. */
  hint?: string;
  /** The number's brand name for assistive technology. */
  brandText?: string;
  /** Listens on the input itself: a password manager's `input` may not bubble, or not come. */
  onEdit(event: Event): void;
  onBlur(event: FocusEvent): void;
}

/**
 * The field's place in the element's layout: its light-DOM label, input and message line (the
 * error, or else the hint) slot in. The message line keeps its height whether it shows or not.
 */
export function fieldSlots(field: Field, brandIcon?: TemplateResult): TemplateResult {
  return html`
    <div part="${field}-field" class="field ${field}">
      <slot name="${field}-label"></slot>
      <div class="control">
        <slot name="${field}-input"></slot>
        ${brandIcon ?? nothing}
      </div>
      <div part="message" class="message">
        <slot name="${field}-error"></slot>
      </div>
    </div>
  `;
}

/**
 * One field's label, input, error and hint, rendered in the page's own tree so that autofill and
 * password managers reach the input. The input has no `name`: card data never joins a form post.
 */
export function fieldElements(field: Field, view: FieldView): TemplateResult {
  const { id, error, brandText, hint } = view;
  const { autocomplete, inputmode } = fieldSpec(field);
  const described = [brandText === undefined ? '' : `${id}-brand`, hint ? `${id}-hint` : ''];
  return html`
    <label slot="${field}-label" class="card-tokenizer-label" for=${id}>${view.label}</label>
    <input
      slot="${field}-input"
      class="card-tokenizer-input ${NO_RECORDING_CLASSES}"
      data-field=${field}
      data-private
      data-hj-suppress
      data-clarity-mask="true"
      data-dd-privacy="hidden"
      data-cs-mask
      id=${id}
      dir=${inputmode === 'numeric' ? 'ltr' : nothing}
      type="text"
      inputmode=${inputmode}
      autocomplete=${autocomplete}
      autocapitalize=${inputmode === 'text' ? 'words' : 'off'}
      autocorrect="off"
      spellcheck="false"
      maxlength=${view.maxLength ?? nothing}
      aria-invalid=${error ? 'true' : 'false'}
      aria-required=${view.required ? 'true' : 'false'}
      aria-describedby="${[...described, `${id}-error`].filter(Boolean).join(' ')}"
      ?disabled=${view.disabled}
      ?readonly=${view.readonly}
      .value=${view.value}
      @input=${view.onEdit}
      @change=${view.onEdit}
      @blur=${view.onBlur}
    />
    ${
      brandText === undefined
        ? nothing
        : html`<span
            slot="${field}-input"
            class="card-tokenizer-hidden"
            id="${id}-brand"
            aria-hidden="true"
            >${brandText}</span
          >`
    }
    <p
      slot="${field}-error"
      class="card-tokenizer-error"
      id="${id}-error"
      aria-live="polite"
      aria-atomic="true"
      .textContent=${error || ''}
    ></p>
    ${
      hint
        ? html`<span
            slot="${field}-error"
            class="card-tokenizer-hint ${error ? 'card-tokenizer-hidden' : ''}"
            id="${id}-hint"
            >${hint}</span
          >`
        : nothing
    }
  `;
}

/** The security code's label: optional, or named as the brand names it (CVV, CID…). */
export function cvxLabel({ brand, securityCode }: CardCheck, texts: CardTokenizerMessages): string {
  if (securityCode.optional) return `${texts.cvxLabel} ${texts.optional}`;
  return brand.type === 'unknown' ? texts.cvxLabel : `${texts.cvxLabel} (${securityCode.name})`;
}

/** The brand's name for assistive technology, once a number is typed. */
export function brandText({ brand }: CardCheck, texts: CardTokenizerMessages): string {
  return brand.type === 'unknown'
    ? texts.unknownBrand
    : formatMessage(texts.brandAnnouncement, { brand: brand.niceType });
}

/** The brand's icon in the number input, or the chosen network's. */
export function brandIcon({ brand }: CardCheck, network?: SVGTemplateResult): TemplateResult {
  return html`
    <svg part="brand-icon" class="brand" viewBox="0 0 32 20" aria-hidden="true" focusable="false">
      ${network ?? BRAND_ICONS[brandIconName(brand.type)]}
    </svg>
  `;
}
