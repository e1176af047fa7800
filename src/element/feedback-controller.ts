import type { ReactiveControllerHost } from 'lit';
import type { CardBrand } from '../core/brands.js';
import type { CardCheck } from '../core/card.js';
import type { TokenizationError } from '../core/errors.js';
import { formatMessage } from '../core/messages.js';
import { nextAnnouncement, REPEAT_MARK, SILENCE } from './announcement.js';
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

/** Where an error shows: a field, or the card as a whole. */
type Place = Field | 'card';

/**
 * What the shopper is told: each field's error once it may show and the error not tied to a
 * field, each its own polite live region (so read once when browsing), and the element's polite
 * live region for what no element shows in words: the brand, progress and the outcome.
 */
export class FeedbackController {
  /** Each field's error for this render. */
  errors: FieldTexts = {};
  /** The error not tied to a field, as shown (`generalError` with its repeat mark, if any). */
  cardError = '';
  generalError = '';
  announcement = SILENCE;
  /** Fields whose error may show although still potentially valid (after blur or submit). */
  #revealed: FieldFlags = {};
  /** Errors of the last tokenization tied to a field, until the shopper edits that field. */
  #refused: FieldTexts = {};
  #brand = 'unknown';
  #wasBusy = false;
  #wasTokenized = false;
  /** A submit was refused: the next render says how many fields have a problem. */
  #refusedSubmit = false;
  /** Where `tokenize()` refused the card: its error is announced again, even if already shown. */
  #repeat?: Place;
  /** Places whose text now ends in `REPEAT_MARK`, so that a repeat changes the live region. */
  #marked: Partial<Record<Place, boolean>> = {};

  constructor(private readonly host: ReactiveControllerHost) {}

  /** Shows every field's error and says how many (a refused submit), or one field's (its blur). */
  reveal(field?: Field): void {
    this.#revealed = field ? { ...this.#revealed, [field]: true } : EVERY_FIELD;
    // Set until the next render: the blur of the focus moving to the first problem keeps it.
    if (!field) this.#refusedSubmit = true;
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
    this.#repeat = at ?? 'card';
    this.host.requestUpdate();
    return message;
  }

  /** Derives this render's errors and live region from the card's check and request. */
  update(
    checks: Partial<Record<Field, FieldStatus>>,
    brand: CardBrand,
    texts: CardTokenizerMessages,
    { busy, tokenized }: { busy: boolean; tokenized: boolean },
  ): void {
    const errors: Record<Place, string> = {
      ...(Object.fromEntries(
        ALL_FIELDS.map((field) => [
          field,
          this.#refused[field] ?? this.#text(checks[field], texts, field),
        ]),
      ) as Record<Field, string>),
      card: this.generalError,
    };
    if (this.#repeat) this.#marked[this.#repeat] = !this.#marked[this.#repeat];
    for (const place of Object.keys(this.#marked) as Place[]) {
      if (errors[place] && this.#marked[place]) errors[place] += REPEAT_MARK;
    }
    const { card, ...fields } = errors;
    this.errors = fields;
    this.cardError = card;
    const brandChanged = brand.type !== this.#brand && brand.type !== 'unknown';
    const count = this.#refusedSubmit ? Object.values(fields).filter(Boolean).length : 0;
    this.announcement = nextAnnouncement(
      this.announcement,
      [
        brandChanged ? formatMessage(texts.brandAnnouncement, { brand: brand.niceType }) : '',
        busy && !this.#wasBusy ? texts.busy : '',
        tokenized && !this.#wasTokenized ? texts.tokenized : '',
        count ? formatMessage(texts.problemCount, { count }) : '',
      ],
      Date.now(),
    );
    this.#refusedSubmit = false;
    this.#repeat = undefined;
    this.#brand = brand.type;
    this.#wasBusy = busy;
    this.#wasTokenized = tokenized;
  }

  /** A field's own error, once it may show: after blur or submit, or when typing cannot fix it. */
  #text(status: FieldStatus | undefined, texts: CardTokenizerMessages, field: Field): string {
    // No status: a field not shown (the name, unless asked for).
    if (!status || status.isValid || !(this.#revealed[field] || !status.isPotentiallyValid))
      return '';
    return fieldMessage(status, texts);
  }
}

/** The text of a field's error. */
export function fieldMessage(
  { error, errorValues }: FieldStatus,
  texts: CardTokenizerMessages,
): string {
  return error ? formatMessage(texts[error], errorValues) : '';
}
