import { css } from 'lit';

/** Every look is a `--card-tokenizer-*` custom property with a fallback, or a `::part`. */
export const styles = css`
  :host {
    display: block;
    font-family: var(--card-tokenizer-font-family, inherit);
    font-size: var(--card-tokenizer-font-size, 1rem);
    color: var(--card-tokenizer-color, inherit);
  }

  :host([hidden]),
  [hidden] {
    display: none !important;
  }

  .card {
    display: grid;
    gap: var(--card-tokenizer-gap, 0.75rem);
  }

  .row {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: var(--card-tokenizer-gap, 0.75rem);
  }

  .field {
    display: grid;
    gap: 0.25rem;
    align-content: start;
  }

  label {
    color: var(--card-tokenizer-label-color, inherit);
    font-size: var(--card-tokenizer-label-font-size, 0.875em);
    font-weight: var(--card-tokenizer-label-font-weight, 600);
  }

  .control {
    position: relative;
    display: flex;
    align-items: center;
  }

  input {
    box-sizing: border-box;
    width: 100%;
    min-height: 2.75rem;
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

  input::placeholder {
    color: var(--card-tokenizer-placeholder-color, #6b6b6b);
  }

  input:focus-visible,
  input:focus {
    box-shadow: var(--card-tokenizer-focus-ring, 0 0 0 3px rgb(37 99 235 / 0.5));
    border-color: var(--card-tokenizer-focus-border-color, #2563eb);
  }

  input[aria-invalid='true'] {
    border-color: var(--card-tokenizer-error-color, #b42318);
  }

  input:disabled {
    opacity: var(--card-tokenizer-disabled-opacity, 0.6);
    cursor: not-allowed;
  }

  input[readonly] {
    background: var(--card-tokenizer-busy-background, #f3f4f6);
  }

  .number input {
    padding-inline-end: 3.25rem;
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
    display: none;
  }

  .status {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.875em;
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

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;
