// The isolated checkout: the script-tag page's flow with <card-tokenizer-frame>, whose fields live
// in a frame of another origin. The page hands it the Card Registration as attributes; the frame
// asks the page's binLookup for a co-branded card's networks (8 digits at most).
import { callApi } from './api.js';

const tokenizer = document.querySelector('card-tokenizer-frame');
// `?frame=same-site`: the frame from 127.0.0.1 on another port, as from a `pay.` subdomain.
if (new URLSearchParams(location.search).get('frame') === 'same-site') {
  tokenizer.setAttribute('src', tokenizer.dataset.sameSiteSrc);
  document.getElementById('frame-origin').textContent = new URL(
    tokenizer.dataset.sameSiteSrc,
  ).origin;
}
const form = tokenizer.closest('form');
const submit = form.querySelector('button[type="submit"]');
const status = document.getElementById('registration-status');

/** Errors after which the registration may be spent: the next attempt needs a new one. */
const SPENDING_ERRORS = new Set(['server', 'network', 'timeout', 'bad_response']);

/** This checkout's registration request, kept across reloads until the card is posted. */
const REQUEST_ID = 'card-tokenizer-demo:isolated-registration-request';

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
  document.getElementById('markup').textContent = `<script src="/card-tokenizer-frame.iife.js"
        integrity="${integrity}"
        crossorigin="anonymous" defer></script>

<form method="post" action="/api/checkout">
  <input name="email" type="email" autocomplete="email" required>
  <input type="hidden" name="registrationId" value="…">
  <card-tokenizer-frame src="${tokenizer.getAttribute('src')}"
    name="registrationData" network-choice save-card="ask"
    card-registration-url="…" access-key="…"
    preregistration-data="…" card-type="CB_VISA_MASTERCARD"></card-tokenizer-frame>
  <button>Pay</button>
</form>`;
}

tokenizer.binLookup = async (bin, signal) =>
  (await callApi('/card-networks', { body: { bin }, signal })).networks;

tokenizer.addEventListener('card-error', (event) => {
  if (SPENDING_ERRORS.has(event.detail.code)) prepareRegistration(true);
});
form.addEventListener('submit', () => sessionStorage.removeItem(REQUEST_ID));
showMarkup();
prepareRegistration();
