// The SPA way: the npm build, a registration created lazily for the typed card's type, and
// tokenize() called by the page's own Pay button.
import { TokenizationError } from 'card-tokenizer';
import { callApi, showAlert } from './api.js';

const tokenizer = document.querySelector('card-tokenizer');
const pay = document.getElementById('pay');
const expired = document.getElementById('expired');
const errorBox = document.getElementById('error');
const cardState = document.getElementById('card-state');
const result = document.getElementById('result');
const resultTitle = document.getElementById('result-title');
const validationMessage = document.getElementById('validation-message');
const retry = document.getElementById('retry');
const registrationText = document.getElementById('registration');

/** The registration the element last posted a card with: the backend updates that one. */
let registrationId;
/** The browser's 3-D Secure data from `card-tokenized`, for the card's validation. */
let browserInfo;
/** The last validation: "Try again" asks for a new one of the same card. */
let validationId;
/** The network the shopper chose for a co-branded card, for the validation's PreferredCardNetwork. */
let preferredCardNetwork;
/** The shopper's "save this card" choice: without it, the backend deactivates the card once used. */
let saveCard;

tokenizer.registration = async ({ cardType, signal }) => {
  const registration = await callApi('/card-registrations', {
    // One id per registration asked for: a repeat of this request gets the same registration.
    body: { cardType, expired: expired.checked, requestId: crypto.randomUUID() },
    signal,
  });
  registrationId = registration.Id;
  registrationText.textContent = `${registration.Id} (${registration.CardType})`;
  return registration;
};

// The co-branded card's networks: the backend asks the service's BIN lookup (8 digits, no more).
tokenizer.binLookup = async (bin, signal) =>
  (await callApi('/card-networks', { body: { bin }, signal })).networks;

tokenizer.addEventListener('card-change', ({ detail }) => {
  pay.disabled = !detail.valid;
  saveCard = detail.saveCard;
  cardState.textContent = detail.empty
    ? 'nothing typed yet'
    : `brand ${detail.brand}, card type ${detail.cardType}, ${detail.valid ? 'valid' : 'not valid yet'}`;
});

tokenizer.addEventListener('card-tokenized', ({ detail }) => {
  browserInfo = detail.browserInfo;
  preferredCardNetwork = detail.preferredCardNetwork;
  saveCard = detail.saveCard;
});

tokenizer.addEventListener('card-error', ({ detail }) => {
  const code = [detail.code, detail.serverCode].filter(Boolean).join(' ');
  showAlert(errorBox, `card-error (${code}): ${detail.message}`);
});

/** What 3-D Secure gave, and whether the card is kept, in the page's words. */
function outcome(saved) {
  const [title, sentence] = validationOutcome(saved);
  if (saved.kept) return [title, sentence];
  return [
    'Card used once, not kept',
    `${sentence} Used once, not kept: you did not ask to save this card, so the backend deactivated it after its validation.`,
  ];
}

/** What 3-D Secure gave, in the page's words. */
function validationOutcome({ validation, refusal }) {
  if (refusal) return ['Card saved, not verified', `The Card Validation was refused: ${refusal}`];
  if (validation.status === 'SUCCEEDED') {
    return ['Card saved and verified', '3-D Secure succeeded: the service keeps this card valid.'];
  }
  return [
    'Authentication failed',
    'The card was not verified. Unless a validation succeeds, the service voids it 24 hours after its registration.',
  ];
}

/** The saved card, or the shopper's way to the challenge page when the issuer asks for one. */
function showCard(saved) {
  if (saved.validation?.next) return location.assign(saved.validation.next);
  validationId = saved.validation?.id;
  const [title, message] = outcome(saved);
  resultTitle.textContent = title;
  const failed = saved.validation?.status !== 'SUCCEEDED';
  validationMessage.textContent = message;
  validationMessage.className = failed ? 'alert' : '';
  validationMessage.setAttribute('role', failed ? 'alert' : 'status');
  const { validation } = saved;
  const fields = {
    ...saved,
    validation: validation ? `${validation.status} ${validation.result}`.trim() : 'not validated',
    network: validation?.network ?? 'the card’s default (no choice)',
    kept: saved.kept ? 'yes, saved for future payments' : 'no: used once, not kept',
  };
  for (const element of result.querySelectorAll('[data-field]')) {
    element.textContent = fields[element.dataset.field];
  }
  retry.hidden = validation?.status !== 'FAILED' || !saved.kept;
  result.hidden = false;
}

retry.addEventListener('click', async () => {
  retry.disabled = true;
  try {
    showCard(
      await callApi('/card-validations', { body: { cardValidationId: validationId, browserInfo } }),
    );
  } catch (error) {
    showAlert(errorBox, error.message);
  } finally {
    retry.disabled = false;
  }
});

pay.addEventListener('click', async () => {
  pay.disabled = true;
  showAlert(errorBox, '');
  result.hidden = true;
  try {
    const registrationData = await tokenizer.tokenize();
    const body = { registrationId, registrationData, browserInfo, preferredCardNetwork, saveCard };
    showCard(await callApi('/cards', { body }));
    // The registration is spent: the next card starts from an empty form and a new one.
    tokenizer.reset();
  } catch (error) {
    // The element reports its own failures through card-error, shown above.
    if (error instanceof TokenizationError) {
      // A failed registration function is a generic `configuration` error: its cause has the
      // backend's own words.
      if (error.code === 'configuration' && error.cause) {
        showAlert(errorBox, `card-error (configuration): ${error.cause.message ?? error.cause}`);
      }
      pay.disabled = false;
      return;
    }
    showAlert(errorBox, error.message);
    // The backend's failure may have spent the registration: the next try starts afresh.
    tokenizer.reset();
  }
});

callApi('/service', { method: 'GET' }).then(
  ({ expiredRegistrations }) => {
    expired.disabled = !expiredRegistrations;
  },
  (error) => showAlert(errorBox, error.message),
);
