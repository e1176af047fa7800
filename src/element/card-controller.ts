import type { ReactiveController } from 'lit';
import type { CardCheck } from '../core/card.js';
import { CardOptionsController, type CardOptionsHost } from './card-options-controller.js';
import { dispatch } from './events.js';
import { FeedbackController } from './feedback-controller.js';
import { FieldsController, type FieldsHost } from './fields-controller.js';
import { FormController, type FormHost } from './form-controller.js';
import { inheritedLang } from './lang.js';
import {
  knownCardType,
  registrationIdentity,
  type RegistrationSettings,
} from './registration-source.js';
import { RequestController } from './request-controller.js';
import { messagesFor, type CardTokenizerMessages } from './texts.js';

/** What the card controller needs of its element. */
export interface CardHost extends FieldsHost, FormHost, CardOptionsHost, RegistrationSettings {
  readonly hasUpdated: boolean;
  timeout: number;
  lang: string;
  messages?: Partial<CardTokenizerMessages>;
}

/** What a render shows, derived before it. */
export interface CardView {
  texts: CardTokenizerMessages;
  check: CardCheck;
}

/**
 * The element's controllers wired to one another: an edit, a submit, a reset, a page put away.
 * The form and the page hear of each change at once; each render shows one derived view.
 */
export class CardController implements ReactiveController {
  readonly request: RequestController;
  readonly form: FormController;
  readonly feedback: FeedbackController;
  readonly fields: FieldsController;
  readonly options: CardOptionsController;
  /** Derived before each render (`hostUpdate`). */
  view!: CardView;

  constructor(readonly element: CardHost) {
    this.request = new RequestController(element);
    this.form = new FormController(element, {
      submitted: () => {
        this.request.submitted();
        this.clearInputs();
      },
      adopt: () => this.fields.adopt(),
    });
    this.feedback = new FeedbackController(element);
    this.fields = new FieldsController(element, {
      locked: () => this.request.sending,
      cardType: () => knownCardType(element.registration, element.cardType),
      edited: (field) => {
        this.request.submitted(false);
        this.form.sent = undefined;
        this.feedback.edited(field);
        this.changed();
      },
      blurred: (field) => this.feedback.reveal(field),
    });
    this.options = new CardOptionsController(element, {
      number: () => this.fields.values.number,
      changed: () => this.changed(),
    });
    element.addController(this);
    // The form found the card invalid: take in a silent fill (a script's `requestSubmit()`
    // comes with no click), and show every field's error, not only blurred ones.
    element.addEventListener('invalid', () => {
      this.fields.adopt();
      this.feedback.reveal();
    });
  }

  hostConnected(): void {
    // A page kept in the back/forward cache must not show the card when the shopper comes back.
    window.addEventListener('pagehide', this.clearInputs);
  }

  hostDisconnected(): void {
    window.removeEventListener('pagehide', this.clearInputs);
  }

  hostUpdate(): void {
    const texts = this.texts();
    const check = this.fields.card();
    this.view = { texts, check };
    this.feedback.update(this.fields.statuses(check), check.brand, texts, {
      busy: this.request.busy,
      tokenized: this.tokenizedData(check) !== undefined,
    });
  }

  hostUpdated(): void {
    this.#syncForm();
  }

  /** The texts in the element's language, its own `lang` or the nearest one, with `messages`. */
  texts(): CardTokenizerMessages {
    const { element } = this;
    return messagesFor(element.lang || inheritedLang(element), element.messages);
  }

  /** The registration data of this card, if it was tokenized with the element's registration. */
  tokenizedData({ payload }: CardCheck): string | undefined {
    return this.request.tokenizedData(payload, registrationIdentity(this.element));
  }

  /** Clears the card, its errors, its registration data and the consent; aborts a request. */
  reset(): void {
    this.request.reset();
    this.form.sent = undefined;
    this.clearInputs();
    this.options.reset();
    // Value and validity now, not at the next render: a form or a framework reads them at once.
    if (this.element.hasUpdated) this.#syncForm();
    this.#reportChange();
  }

  /** Empties the inputs and their errors; the registration data of the card they held stays. */
  clearInputs = (): void => {
    this.fields.clear();
    this.feedback.clear();
  };

  /** Form value and `card-change` now, not at the next render: a click on Pay may follow at once. */
  changed(): void {
    this.#syncForm();
    this.#reportChange();
  }

  /** The form value and validity for the card as it is now. */
  #syncForm(): void {
    const { fields, form } = this;
    const check = fields.card();
    const tokenized = this.tokenizedData(check);
    const { preferredCardNetwork, saveCard } = this.options.choices();
    form.setValue(tokenized, fields.holderName(), undefined, preferredCardNetwork, saveCard);
    // Once tokenized, the card no longer keeps its form from submitting.
    const invalid = fields.invalidity(check, this.view.texts);
    form.setValidity(tokenized ? undefined : invalid);
  }

  #reportChange(): void {
    dispatch(this.element, 'card-change', {
      ...this.fields.changeDetail(this.fields.card()),
      ...this.options.choices(),
    });
  }
}
