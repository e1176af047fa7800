import type { CardChangeDetail, FieldState } from '../../element/events.js';
import { finished, type NumberField } from './bin-gate.js';

/**
 * What the page is told of the card number, coarser than what the frame shows the shopper. While
 * the shopper types in the number short of its brand's longest length, the page sees "not yet":
 * the check at each shorter length (a Maestro number passes Luhn at 12, 14 or 16 digits, or not)
 * would tell it about half a bit per digit past the BIN. The number's own state crosses once the
 * shopper leaves it, types it at its end to the longest length (`finished`), or submits; the
 * frame keeps its finer state for its own messages.
 */
export interface NumberView {
  /** The page sees "not yet" for the number now. */
  held(): boolean;
  /** The shopper edited the number. */
  edited(): void;
  /** A submit checks the card: its state crosses, as the submit's error would tell it. */
  submitted(): void;
}

export function numberView(field: NumberField): NumberView {
  let editing = false;
  return {
    held() {
      if (!field.focused()) editing = false;
      return editing && field.digits() !== '' && !finished(field);
    },
    edited: () => void (editing = true),
    submitted: () => void (editing = false),
  };
}

const NOT_YET: FieldState = { valid: false, complete: false, empty: false };

/** `card-change` as the page sees it while the number is held: the number and the card not yet. */
export function heldDetail(detail: CardChangeDetail): CardChangeDetail {
  return {
    ...detail,
    complete: false,
    valid: false,
    fields: { ...detail.fields, number: NOT_YET },
  };
}

/** The form's validity, as the element sets it. */
export interface Validity {
  flags: ValidityStateFlags;
  message?: string;
  anchor?: HTMLElement;
}

/**
 * The validity the page reads while the number is held: the number's "incomplete" unless a field
 * the shopper fills before it (the name) is the one in error, whatever the number's check says.
 */
export function heldValidity(
  validity: Validity,
  number: HTMLInputElement | null,
  incomplete: string,
): Validity {
  const { anchor } = validity;
  const before =
    anchor && number && anchor !== number
      ? Boolean(anchor.compareDocumentPosition(number) & Node.DOCUMENT_POSITION_FOLLOWING)
      : false;
  if (before) return validity;
  return { flags: { badInput: true }, message: incomplete, anchor: number ?? undefined };
}

/** Where the page's view of the number comes from and goes to. */
export interface NumberStateSinks {
  /** The card number's input. */
  number(): HTMLInputElement | null;
  /** The "incomplete" message, in the element's language. */
  incomplete(): string;
  validity(validity: Validity): void;
  change(detail: CardChangeDetail): void;
}

/**
 * Keeps the last validity and `card-change` the element set, and sends the page what it may see
 * of them: now, and again whenever the number's view may have changed (`resend`).
 */
export function numberStateForPage(field: NumberField, sinks: NumberStateSinks) {
  const view = numberView(field);
  let validity: Validity | undefined;
  let change: CardChangeDetail | undefined;
  const sendValidity = (): void => {
    if (!validity) return;
    sinks.validity(
      view.held() ? heldValidity(validity, sinks.number(), sinks.incomplete()) : validity,
    );
  };
  const sendChange = (): void => {
    if (change) sinks.change(view.held() ? heldDetail(change) : change);
  };
  const resend = (): void => {
    sendValidity();
    sendChange();
  };
  return {
    validity(next: Validity): void {
      validity = next;
      sendValidity();
    },
    change(next: CardChangeDetail): void {
      change = next;
      sendChange();
    },
    edited: view.edited,
    submitted(): void {
      view.submitted();
      resend();
    },
    resend,
  };
}
