import { html, type TemplateResult } from 'lit';
import type { CardController } from './card-controller.js';
import { brandIcon, fieldSlots } from './field-template.js';

/** Disabled itself, or by its form or an ancestor `<fieldset>`. */
const isDisabled = ({ element, form }: CardController): boolean =>
  element.disabled || form.disabled;

/** The labels, inputs and errors, rendered into the element's light DOM. */
export function fieldsTemplate(card: CardController): TemplateResult {
  return card.fields.template({
    ...card.view,
    errors: card.feedback.errors,
    disabled: isDisabled(card),
    readonly: card.request.busy,
  });
}

/**
 * The shadow root: the fields' slots, a co-branded card's network choice, the card-on-file
 * consent, the progress, the error not tied to a field and the live region.
 */
export function cardTemplate(card: CardController): TemplateResult {
  const { texts, check } = card.view;
  const { busy } = card.request;
  const disabled = isDisabled(card);
  const choice = card.options.network();
  // The status shows what the live region below says: read there only, once.
  return html`
    <div
      class="card"
      role="group"
      aria-label=${texts.groupLabel}
      aria-busy=${busy ? 'true' : 'false'}
      aria-disabled=${disabled ? 'true' : 'false'}
      @keydown=${(event: KeyboardEvent) => card.form.submitOnEnter(event)}
      @beforeinput=${card.fields.onBeforeInput}
    >
      ${fieldSlots('number', brandIcon(check, choice?.icon()))}
      ${choice?.template(texts, disabled || busy)}
      <div class="row">${fieldSlots('expiry')} ${fieldSlots('cvx')}</div>
      ${card.fields.holder() && fieldSlots('holder')} ${card.options.saveField(texts, disabled)}
      <div part="status" class="status" aria-hidden="true" ?hidden=${!busy}>
        <span class="spinner"></span>${texts.busy}
      </div>
      <p
        part="error"
        id="error"
        class="error"
        aria-live="polite"
        aria-atomic="true"
        .textContent=${card.feedback.cardError}
      ></p>
    </div>
    <div id="announcer" class="visually-hidden" aria-live="polite" aria-atomic="true">
      ${card.feedback.announcement.text}
    </div>
  `;
}
