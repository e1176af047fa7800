import { unsafeCSS } from 'lit';

/**
 * Lit's `css` for a constant text: a substitution is a type error here rather than a check at
 * run time, whose code and message the script tag would carry (135 B gzip).
 */
const css = ([text]: TemplateStringsArray) => unsafeCSS(text);

/** Every look is a `--card-tokenizer-*` custom property with a fallback, or a `::part`. */
export const styles = css`
  :host {
    display: block;
    font-family: var(--card-tokenizer-font-family, inherit);
    font-size: var(--card-tokenizer-font-size, 1rem);
    color: var(--card-tokenizer-color, inherit);
    /* Unset, this is the page's: an undefined property makes the declaration inherit. */
    line-height: var(--card-tokenizer-line-height);
  }

  :host([hidden]),
  [hidden] {
    display: none !important;
  }

  .card {
    display: grid;
    gap: var(--card-tokenizer-gap, 0.75rem);
  }

  /* The row's fields share its rows (subgrid): a label on two lines moves both inputs down. */
  /* Its rows' gap is the fields': a subgrid's other gap puts half the difference on its edges in
     Firefox, not in Chromium, and card-tokenizer.css could not know the height. */
  .row {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.25rem var(--card-tokenizer-gap, 0.75rem);
  }

  .field {
    display: grid;
    gap: 0.25rem;
    align-content: start;
  }

  .row .field {
    grid-row: span 3;
    grid-template-rows: subgrid;
  }

  /* Two lines from the first render: an error takes them without moving what follows. A longer
     one grows the line rather than lose its end (WCAG 1.4.12). */
  .message {
    min-height: 2lh;
    font-size: var(--card-tokenizer-error-font-size, 0.875em);
  }

  :host([compact-messages]) .message {
    min-height: 0;
  }

  /* The page styles the light-DOM fields with normal rules; these !important ones win over the
     page's own !important rules, so that no page hides, moves or shrinks a card field. */
  ::slotted(label) {
    display: block !important;
    position: static !important;
    visibility: visible !important;
    width: auto !important;
    opacity: 1 !important;
    color: var(--card-tokenizer-label-color, inherit);
    font-size: var(--card-tokenizer-label-font-size, 0.875em);
    font-weight: var(--card-tokenizer-label-font-weight, 600);
  }

  .control {
    position: relative;
    display: flex;
    align-items: center;
  }

  ::slotted(input) {
    box-sizing: border-box !important;
    display: block !important;
    position: static !important;
    visibility: visible !important;
    flex: 1 1 auto !important;
    width: 100% !important;
    min-width: 4ch !important;
    height: auto !important;
    min-height: 2.75rem !important;
    opacity: 1 !important;
    transform: none !important;
    clip-path: none !important;
    pointer-events: auto !important;
    margin: 0;
    padding: var(--card-tokenizer-padding, 0.5rem 0.75rem);
    font: inherit;
    color: var(--card-tokenizer-input-color, inherit);
    background: var(--card-tokenizer-background, #fff);
    border: var(--card-tokenizer-border, 1px solid #767676);
    border-radius: var(--card-tokenizer-radius, 0.375rem);
    outline: none;
    font-variant-numeric: tabular-nums;
  }

  /* Card digits read left to right in every language; a right-to-left page aligns them right. */
  :is(.number, .expiry, .cvx) .control {
    direction: ltr;
  }

  :host(:dir(rtl)) :is(.number, .expiry, .cvx) ::slotted(input) {
    text-align: right;
  }

  ::slotted(input:focus) {
    box-shadow: var(--card-tokenizer-focus-ring, 0 0 0 3px rgb(37 99 235 / 0.5));
    border-color: var(--card-tokenizer-focus-border-color, #2563eb);
    /* Forced colours drop the box-shadow ring; the outline stays, in the system's text colour. */
    outline: 2px solid var(--card-tokenizer-focus-border-color, #2563eb);
    outline-offset: 2px;
  }

  /* Marked by its shape as well as its colour, which forced colours replace. */
  ::slotted(input[aria-invalid='true']) {
    border-color: var(--card-tokenizer-error-color, #b42318);
    border-inline-start-width: 0.375rem;
  }

  ::slotted(input:disabled) {
    opacity: var(--card-tokenizer-disabled-opacity, 0.6) !important;
    cursor: not-allowed;
  }

  ::slotted(input[readonly]) {
    background: var(--card-tokenizer-busy-background, #f3f4f6);
  }

  .number ::slotted(input) {
    padding-inline-end: 3.25rem;
  }

  /* Read by assistive technology, not shown: in the shadow tree and among the light-DOM fields. */
  .visually-hidden,
  ::slotted(.card-tokenizer-hidden) {
    position: absolute !important;
    width: 1px !important;
    height: 1px !important;
    margin: -1px !important;
    padding: 0 !important;
    overflow: hidden !important;
    clip-path: inset(50%) !important;
    white-space: nowrap !important;
    border: 0 !important;
  }

  ::slotted(.card-tokenizer-error) {
    display: block !important;
    visibility: visible !important;
    position: static !important;
    margin: 0;
    color: var(--card-tokenizer-error-color, #b42318);
  }

  /* Out of the flow yet in the accessibility tree: a live region must exist before its text. */
  ::slotted(.card-tokenizer-error:empty) {
    position: absolute !important;
  }

  ::slotted(.card-tokenizer-hint) {
    color: var(--card-tokenizer-label-color, inherit);
  }

  .brand {
    position: absolute;
    inset-inline-end: 0.75rem;
    width: 2rem;
    height: 1.25rem;
    color: var(--card-tokenizer-icon-color, #6b6b6b);
    pointer-events: none;
  }

  .error {
    margin: 0;
    color: var(--card-tokenizer-error-color, #b42318);
    font-size: var(--card-tokenizer-error-font-size, 0.875em);
  }

  .error:empty {
    position: absolute;
  }

  .status,
  .save {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.875em;
  }

  /* WCAG 2.5.8: a target of 24 × 24 CSS px at least, whatever is next to it; no margin of the
     browser's (3 px, 4 px, by engine), so that card-tokenizer.css knows the row's height. */
  .save input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }

  .spinner {
    width: 1em;
    height: 1em;
    border: 2px solid var(--card-tokenizer-accent-color, #2563eb);
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 3s;
    }
  }

  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }
`;
