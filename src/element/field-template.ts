import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { CardCheck, CardField } from '../core/card.js';
import { formatMessage } from '../core/messages.js';
import { BRAND_ICONS, brandIconName } from './brand-icons.js';
import { FIELDS } from './fields.js';
import type { CardTokenizerMessages } from './texts.js';

/** What one field shows now. */
export interface FieldView {
  label: string;
  error: string | undefined;
  value: string;
  placeholder: string | undefined;
  maxLength: number | undefined;
  disabled: boolean;
  readonly: boolean;
  /** The number's brand icon and its text for assistive technology. */
  brandIcon?: TemplateResult;
  onInput(event: Event): void;
  onBlur(event: FocusEvent): void;
}

/** One card field: its label, its input and its error, each a part. */
export function fieldTemplate(field: CardField, view: FieldView): TemplateResult {
  const { error, brandIcon } = view;
  return html`
    <div part="${field}-field" class="field ${field}">
      <label part="${field}-label" for=${field}>${view.label}</label>
      <div class="control">
        <input
          part="${field}-input"
          id=${field}
          type="text"
          inputmode="numeric"
          autocomplete=${FIELDS[field].autocomplete}
          autocapitalize="off"
          autocorrect="off"
          spellcheck="false"
          placeholder=${ifDefined(view.placeholder)}
          maxlength=${ifDefined(view.maxLength)}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby="${brandIcon ? 'number-brand ' : ''}${field}-error"
          ?disabled=${view.disabled}
          ?readonly=${view.readonly}
          .value=${view.value}
          @input=${view.onInput}
          @blur=${view.onBlur}
        />
        ${brandIcon ?? nothing}
      </div>
      <p part="${field}-error" id="${field}-error" class="error">${error || nothing}</p>
    </div>
  `;
}

/** The security code's label: optional, or named as the brand names it (CVV, CID…). */
export function cvxLabel({ brand, securityCode }: CardCheck, texts: CardTokenizerMessages): string {
  if (securityCode.optional) return `${texts.cvxLabel} ${texts.optional}`;
  return brand.type === 'unknown' ? texts.cvxLabel : `${texts.cvxLabel} (${securityCode.name})`;
}

/** The brand's icon in the number input, and its name for assistive technology. */
export function brandTemplate(
  { brand }: CardCheck,
  texts: CardTokenizerMessages,
  typed: boolean,
): TemplateResult {
  const text =
    brand.type === 'unknown'
      ? texts.unknownBrand
      : formatMessage(texts.brandAnnouncement, { brand: brand.niceType });
  return html`
    <svg part="brand-icon" class="brand" viewBox="0 0 32 20" aria-hidden="true" focusable="false">
      ${BRAND_ICONS[brandIconName(brand.type)]}
    </svg>
    <span id="number-brand" class="visually-hidden">${typed ? text : ''}</span>
  `;
}
