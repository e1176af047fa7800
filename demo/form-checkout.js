// A checkout whose form posts the card: the page asks the backend for a Card Registration and
// hands it to the element as attributes, the way a server-rendered page would print them.
import { callApi } from './api.js';

/** Errors after which the registration may be spent: the next attempt needs a new one. */
const SPENDING_ERRORS = new Set(['server', 'network', 'timeout', 'bad_response']);

/**
 * Wires `tokenizer` (`<card-tokenizer>` or `<card-tokenizer-frame>`) into its form: one
 * registration per checkout, kept across reloads under `requestKey` until the card is posted; the
 * co-branded card's networks; and the page's markup, from `markup(integrity)`, shown on the page.
 * `frameRegistration`: the page gets a ticket for its checkout instead, and the frame creates
 * the registration with it (`registration-source="frame"`).
 */
export function startFormCheckout(tokenizer, { requestKey, markup, frameRegistration = false }) {
  const form = tokenizer.closest('form');
  const submit = form.querySelector('button[type="submit"]');
  const status = document.getElementById('registration-status');

  function registrationRequestId(fresh) {
    let id = sessionStorage.getItem(requestKey);
    if (fresh || !id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(requestKey, id);
    }
    return id;
  }

  /** The page holds the ticket alone: the registration is made and kept on the frame's side. */
  async function prepareTicket() {
    const { ticket, checkoutId } = await callApi('/frame-tickets', { body: {} });
    tokenizer.setAttribute('registration-source', 'frame');
    tokenizer.setAttribute('registration-ticket', ticket);
    form.elements.checkoutId.value = checkoutId;
    status.textContent = `Checkout ${checkoutId.slice(0, 8)} ready: the frame creates its Card Registration.`;
  }

  /** A reload asks with the same id, and gets the same registration rather than a second one. */
  async function prepareRegistration(fresh = false) {
    submit.disabled = true;
    status.textContent = frameRegistration
      ? 'Signing a checkout ticket…'
      : 'Creating a Card Registration…';
    try {
      if (frameRegistration) {
        await prepareTicket();
        submit.disabled = false;
        return;
      }
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

  // The co-branded card's networks: the backend asks the service's BIN lookup (8 digits, no
  // more). The choice posts as `<name>-network`.
  tokenizer.binLookup = async (bin, signal) =>
    (await callApi('/card-networks', { body: { bin }, signal })).networks;
  tokenizer.addEventListener('card-error', (event) => {
    const { code } = event.detail;
    // A ticket refused (used, or its checkout holds another card type's registration): a new checkout.
    if (SPENDING_ERRORS.has(code) || (frameRegistration && code === 'configuration'))
      prepareRegistration(true);
  });
  // The registration is spent once the card is posted: the next checkout asks for a new one.
  form.addEventListener('submit', () => sessionStorage.removeItem(requestKey));
  const { integrity } = document.querySelector('script[integrity]');
  document.getElementById('markup').textContent = markup(integrity);
  prepareRegistration();
}
