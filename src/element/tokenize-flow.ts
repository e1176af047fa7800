import { browserInfo } from '../core/browser-info.js';
import type { CardCheck } from '../core/card.js';
import { TokenizationError } from '../core/errors.js';
import type { BrowserData } from '../service/browser-info.js';
import type { CardOptionsController } from './card-options-controller.js';
import { cardErrorDetail, dispatch, NETWORK_HINT } from './events.js';
import type { FeedbackController } from './feedback-controller.js';
import type { FieldsController } from './fields-controller.js';
import type { FormController } from './form-controller.js';
import {
  knownCardType,
  registrationIdentity,
  registrationSource,
  sendCard,
  type RegistrationSettings,
} from './registration-source.js';
import type { RequestController } from './request-controller.js';
import type { CardTokenizerMessages } from './texts.js';

/** The parts of `<card-tokenizer>` that one tokenization goes through. */
export interface TokenizeParts {
  element: HTMLElement & RegistrationSettings & { timeout: number };
  fields: FieldsController;
  feedback: FeedbackController;
  request: RequestController;
  form: FormController;
  /** The shopper's choices that go with the token: the network, the card-on-file consent. */
  options: CardOptionsController;
  texts(): CardTokenizerMessages;
}

/**
 * One `tokenize()`: takes in the inputs, answers a card already tokenized, refuses an invalid one
 * with every error shown, else sends it; a failure is shown where it belongs and reported.
 */
export async function tokenizeOnce(parts: TokenizeParts): Promise<string> {
  const { element, fields, feedback, request, form } = parts;
  fields.adopt();
  const check = fields.card();
  const identity = registrationIdentity(element);
  const tokenized = request.tokenizedData(check.payload, identity);
  if (tokenized && !fields.firstInvalid(check)) return tokenized;
  // Only what changes: a render now would cost the request a frame.
  feedback.retry();
  try {
    const invalid = fields.validationError(check, parts.texts());
    if (invalid) {
      feedback.reveal();
      throw invalid;
    }
    let browser: BrowserData;
    return await request.send(
      check.payload!,
      identity,
      (signal) => {
        const sent = sendCard(registrationSource(element), {
          cardType: knownCardType(element.registration, element.cardType) ?? check.cardType,
          signal,
          timeout: element.timeout,
          messages: parts.texts(),
          recheck: (cardType) => fields.card(cardType),
        });
        // While the request is in flight: read after the answer, it lengthened the shopper's wait.
        browser = browserInfo();
        return sent;
      },
      (registrationData) => {
        const cardHolderName = fields.holderName();
        const choices = parts.options.choices();
        const { preferredCardNetwork, saveCard } = choices;
        // Now, not at the next render: the form's submit is replayed once tokenize() resolves.
        form.setValue(registrationData, cardHolderName, browser, preferredCardNetwork, saveCard);
        const detail = {
          registrationData,
          ...(cardHolderName && { cardHolderName }),
          browserInfo: browser,
          ...choices,
        };
        dispatch(element, 'card-tokenized', detail);
      },
    );
  } catch (caught) {
    const error =
      caught instanceof TokenizationError
        ? caught
        : new TokenizationError('configuration', String(caught), { cause: caught });
    throw fail(parts, error, check);
  }
}

/** Shows the error where it belongs, focuses its field and reports it. */
function fail(parts: TokenizeParts, error: TokenizationError, check: CardCheck): TokenizationError {
  const message = parts.feedback.failed(error, check, parts.texts());
  parts.fields.input(error.field)?.focus();
  const detail = cardErrorDetail(error, message);
  // The cause is the developer's to fix: the shopper reads plain words.
  if (error.code === 'network') console.warn((detail.hint = NETWORK_HINT));
  dispatch(parts.element, 'card-error', detail);
  return error;
}
