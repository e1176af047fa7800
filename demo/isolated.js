// The isolated checkout: the script-tag page's flow with <card-tokenizer-frame>, whose fields live
// in a frame of another origin. The page hands it only a ticket the backend signed for this
// checkout: the frame creates its own Card Registration with it, on the frame's origin, so no
// script of this page can swap it. The frame asks the page's binLookup for a co-branded card's
// networks (8 digits at most).
import { startFormCheckout } from './form-checkout.js';

const tokenizer = document.querySelector('card-tokenizer-frame');
// `?frame=same-site`: the frame from 127.0.0.1 on another port, as from a `pay.` subdomain.
if (new URLSearchParams(location.search).get('frame') === 'same-site') {
  tokenizer.setAttribute('src', tokenizer.dataset.sameSiteSrc);
  document.getElementById('frame-origin').textContent = new URL(
    tokenizer.dataset.sameSiteSrc,
  ).origin;
}
startFormCheckout(tokenizer, {
  requestKey: 'card-tokenizer-demo:isolated-registration-request',
  frameRegistration: true,
  markup: (integrity) => `<script src="/card-tokenizer-frame.iife.js"
        integrity="${integrity}"
        crossorigin="anonymous" defer></script>

<form method="post" action="/api/checkout">
  <input name="email" type="email" autocomplete="email" required>
  <input type="hidden" name="checkoutId" value="…">
  <card-tokenizer-frame src="${tokenizer.getAttribute('src')}"
    name="registrationData" network-choice save-card="ask"
    registration-source="frame"
    registration-ticket="…"></card-tokenizer-frame>
  <button>Pay</button>
</form>`,
});
