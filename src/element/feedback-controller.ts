import type { ReactiveControllerHost } from 'lit';
import type { CardBrand } from '../core/brands.js';
import type { CardCheck } from '../core/card.js';
import type { TokenizationError } from '../core/errors.js';
import { formatMessage } from '../core/messages.js';
import { nextAnnouncement, SILENCE } from './announcement.js';
import { ALL_FIELDS, type Field } from './fields.js';
import type { CardTokenizerMessages } from './texts.js';

type FieldFlags = Partial<Record<Field, boolean>>;
type FieldTexts = Partial<Record<Field, string>>;

/** What the feedback needs of a field's check: card-validator's shape, an error key. */
export interface FieldStatus {
  isValid: boolean;
  isPotentiallyValid: boolean;
  empty: boolean;
  error?: keyof CardTokenizerMessages;
  errorValues?: Record<string, string | number>;
}

const EVERY_FIELD: FieldFlags = { number: true, expiry: true, cvx: true, holder: true };

/**
 * What the shopper is told: each field's error once it may show, the error not tied to a field,
 * and the polite live region, which announces what is new.
 */
export class FeedbackController {
  /** Each field's error for this render. */
  errors: FieldTexts = {};
  generalError = '';
  announcement = SILENCE;
  /** Fields whose error may show although still potentially valid (after blur or submit). */
  #revealed: FieldFlags = {};
  /** Errors of the last tokenization tied to a field, until the shopper edits that field. */
  #refused: FieldTexts = {};
  #shown: string[] = [];
  #brand = 'unknown';
  #wasBusy = false;
  /** An error `tokenize()` refused the card for: announced again, even if already shown. */
  #repeat = '';

  constructor(private readonly host: ReactiveControllerHost) {}

  /** Shows every field's error (a submit), or one field's (its blur). */
  reveal(field?: Field): void {
    this.#revealed = field ? { ...this.#revealed, [field]: true } : EVERY_FIELD;
    this.host.requestUpdate();
  }

  /** The shopper edits a field: its error waits for the next blur. */
  edited(field: Field): void {
    this.#revealed = { ...this.#revealed, [field]: false };
    this.#refused = { ...this.#refused, [field]: undefined };
  }

  /** A tokenization starts: the errors of the last one go, and only they (no render otherwise). */
  retry(): void {
    if (!Object.values(this.#refused).some(Boolean) && !this.generalError) return;
    this.#refused = {};
    this.generalError = '';
    this.host.requestUpdate();
  }

  clear(): void {
    this.#revealed = {};
    this.#refused = {};
    this.generalError = '';
    this.host.requestUpdate();
  }

  /**
   * Shows a failed tokenization's message where it belongs and returns it: on a field the element
   * found valid (the server or the registration's CardType refused it), else on the card, except a
   * reset's own abort; a refused card's error is announced again.
   */
  failed(error: TokenizationError, check: CardCheck, texts: CardTokenizerMessages): string {
    const message =
      error.code === 'configuration' && !error.messageKey ? texts.configuration : error.message;
    const { field: at } = error;
    const field = at && at !== 'holder' && check.fields[at].isValid ? at : undefined;
    if (field) this.#refused = { ...this.#refused, [field]: message };
    else if (!error.field && error.code !== 'aborted') this.generalError = message;
    if (error.code === 'validation') this.#repeat = message;
    this.host.requestUpdate();
    return message;
  }

  /** Derives this render's errors and live region from the card's check. */
  update(
    checks: Record<Field, FieldStatus>,
    brand: CardBrand,
    texts: CardTokenizerMessages,
    busy: boolean,
  ): void {
    this.errors = Object.fromEntries(
      ALL_FIELDS.map((field) => [
        field,
        this.#refused[field] ?? this.#text(checks[field], texts, field),
      ]),
    );
    const shown = [...Object.values(this.errors), this.generalError].filter(Boolean);
    const brandChanged = brand.type !== this.#brand && brand.type !== 'unknown';
    this.announcement = nextAnnouncement(
      this.announcement,
      [
        brandChanged ? formatMessage(texts.brandAnnouncement, { brand: brand.niceType }) : '',
        busy && !this.#wasBusy ? texts.busy : '',
        this.#repeat,
        ...shown.filter((text) => !this.#shown.includes(text) && text !== this.#repeat),
      ],
      Date.now(),
    );
    this.#repeat = '';
    this.#shown = shown;
    this.#brand = brand.type;
    this.#wasBusy = busy;
  }

  /** A field's own error, once it may show: after blur or submit, or when typing cannot fix it. */
  #text(status: FieldStatus, texts: CardTokenizerMessages, field: Field): string {
    const { isValid, isPotentiallyValid } = status;
    if (isValid || !(this.#revealed[field] || !isPotentiallyValid)) return '';
    return this.messageFor(status, texts);
  }

  /** The text of a field's error. */
  messageFor({ error, errorValues }: FieldStatus, texts: CardTokenizerMessages): string {
    return error ? formatMessage(texts[error], errorValues) : '';
  }
}
