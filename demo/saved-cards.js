// The demo shopper's saved cards, above the card element of a checkout page (the server writes
// them in): choose one (the page shows what a payment would send), remove one after a
// confirmation, or use a new card.
import { callApi } from './api.js';
import { cardName } from './saved-card-names.js';
import { removeDialog, savedCardsSection } from './saved-cards-view.js';

// The in-page element, or the isolated checkout's frame element.
const tokenizer = document.querySelector('card-tokenizer, card-tokenizer-frame');
const view = savedCardsSection();
const confirmation = removeDialog();
view.section.append(confirmation.dialog);

/** The card the dialog is about, and the button that opened it. */
let pending = null;

function choose(card) {
  // A saved card hides the element; "Use a new card" brings it back.
  tokenizer.hidden = card !== null;
  view.wouldSend.hidden = card === null;
  if (card) view.sent.textContent = JSON.stringify({ CardId: card.cardId }, null, 2);
}

function askToRemove(card, button) {
  pending = { card, button };
  confirmation.heading.textContent = `Remove ${cardName(card)}?`;
  confirmation.text.textContent = `${card.alias}, expires ${card.expiry}. The payment service deactivates it for good: to pay with this card again, enter it as a new card.`;
  confirmation.dialog.returnValue = '';
  confirmation.dialog.showModal();
}

async function remove({ card, button }) {
  const item = button.closest('li');
  button.disabled = true;
  try {
    await callApi(`/saved-cards/${encodeURIComponent(card.cardId)}/remove`);
    if (item.querySelector('input').checked) {
      view.newCardRadio.checked = true;
      choose(null);
    }
    item.remove();
    view.status.textContent = `${cardName(card)} removed.`;
    // The button that had focus is gone: the list's heading takes it.
    view.title.focus();
  } catch (error) {
    button.disabled = false;
    view.status.textContent = `${cardName(card)} was not removed: ${error.message}`;
    button.focus();
  }
}

confirmation.dialog.addEventListener('close', () => {
  // A close event is queued: one from a dialog since opened again is not this one's answer.
  if (confirmation.dialog.open) return;
  const asked = pending;
  pending = null;
  if (!asked) return;
  if (confirmation.dialog.returnValue === 'remove') remove(asked);
  else asked.button.focus();
});

view.newCardRadio.addEventListener('change', () => choose(null));

for (const { card, radio, remove: button } of view.items) {
  radio.addEventListener('change', () => choose(card));
  button.addEventListener('click', () => askToRemove(card, button));
}
