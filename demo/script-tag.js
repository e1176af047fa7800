// The page's own script: it asks the backend for a Card Registration and hands it to the
// element as attributes, the way a server-rendered page would print them.
import { callApi } from './api.js';

// The checkout's form is the element's: the saved cards above it bring a form of their own.
const tokenizer = document.querySelector('card-tokenizer');
const form = tokenizer.closest('form');
const submit = form.querySelector('button[type="submit"]');
const status = document.getElementById('registration-status');

/** Errors after which the registration may be spent: the next attempt needs a new one. */
const SPENDING_ERRORS = new Set(['server', 'network', 'timeout', 'bad_response']);

/** This checkout's registration request, kept across reloads until the card is posted. */
const REQUEST_ID = 'card-tokenizer-demo:registration-request';

function registrationRequestId(fresh) {
  let id = sessionStorage.getItem(REQUEST_ID);
  if (fresh || !id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(REQUEST_ID, id);
  }
  return id;
}

/** A reload asks with the same id, and gets the same registration rather than a second one. */
async function prepareRegistration(fresh = false) {
  submit.disabled = true;
  status.textContent = 'Creating a Card Registration…';
  try {
    const requestId = registrationRequestId(fresh);
    const registration = await callApi('/card-registrations', { body: { requestId } });
    tokenizer.setAttribute('card-registration-url', registration.CardRegistrationURL);
    tokenizer.setAttribute('access-key', registration.AccessKey);
    tokenizer.setAttribute('preregistration-data', registration.PreregistrationData);
    tokenizer.setAttribute('card-type', registration.CardType);
    form.elements.registrationId.value = registration.Id;
    status.textContent = `Card Registration ${registration.Id} ready (${registration.CardType}).`;
    submit.disabled = false;
  } catch (error) {
    status.textContent = `No Card Registration: ${error.message}`;
  }
}

function showMarkup() {
  const { integrity } = document.querySelector('script[integrity]');
  document.getElementById('markup').textContent = `<script src="/card-tokenizer.iife.js"
        integrity="${integrity}"
        crossorigin="anonymous" defer></script>
<script src="/network-choice.js" integrity="…" crossorigin="anonymous" defer></script>

<form method="post" action="/api/checkout">
  <input name="email" type="email" autocomplete="email" required>
  <input type="hidden" name="registrationId" value="…">
  <card-tokenizer name="registrationData" network-choice save-card="ask"
    card-registration-url="…" access-key="…"
    preregistration-data="…" card-type="CB_VISA_MASTERCARD"></card-tokenizer>
  <button>Pay</button>
</form>`;
}

// The co-branded card's networks: the backend asks the service's BIN lookup (8 digits, no more).
// The choice posts as `registrationData-network`.
tokenizer.binLookup = async (bin, signal) =>
  (await callApi('/card-networks', { body: { bin }, signal })).networks;

tokenizer.addEventListener('card-error', (event) => {
  if (SPENDING_ERRORS.has(event.detail.code)) prepareRegistration(true);
});
// The registration is spent once the card is posted: the next checkout asks for a new one.
form.addEventListener('submit', () => sessionStorage.removeItem(REQUEST_ID));
showMarkup();
prepareRegistration();
