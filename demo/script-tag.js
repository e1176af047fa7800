// The page's own script: the script-tag element in a form that posts the card's token.
import { startFormCheckout } from './form-checkout.js';

// The checkout's form is the element's: the saved cards above it bring a form of their own.
startFormCheckout(document.querySelector('card-tokenizer'), {
  requestKey: 'card-tokenizer-demo:registration-request',
  markup: (integrity) => `<script src="/card-tokenizer.iife.js"
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
</form>`,
});
