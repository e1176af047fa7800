// The saved-cards section of the checkout pages, written into the page by the server: it is
// there at the first paint, so the card form below it never moves when the list arrives.
import { cardName, STATES } from '../saved-card-names.js';

/** Where a checkout page's HTML takes the section. */
export const SAVED_CARDS_PLACEHOLDER = '<!--saved-cards-->';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or an attribute value as HTML: whatever the service returns stays text. */
const escape = (value) => String(value).replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** A card-shaped badge with the brand's short name; decorative, the name is in the text. */
function brandIcon(brand) {
  const short = brand === 'MASTERCARD' ? 'MC' : brand;
  return `<span class="brand-icon brand-${escape(brand.toLowerCase())}" aria-hidden="true">${escape(short)}</span>`;
}

/** One saved card: a radio with its label, and its Remove button that says which card. */
function cardItem(card) {
  const state = STATES[card.state] ?? STATES.unverified;
  const id = `saved-card-${escape(card.cardId)}`;
  const data = ['cardId', 'brand', 'alias', 'expiry']
    .map(
      (key) =>
        ` data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escape(card[key])}"`,
    )
    .join('');
  return `<li class="saved-card"${data}>
  <input type="radio" name="saved-card" id="${id}" value="${escape(card.cardId)}"${state.usable ? '' : ' disabled'} />
  <label for="${id}" id="${id}-label">${brandIcon(card.brand)}<span class="saved-card-name">${escape(cardName(card))}</span><span class="saved-card-alias">${escape(card.alias)}</span><span class="saved-card-expiry">Expires ${escape(card.expiry)}</span><span class="saved-card-state state-${escape(card.state)}">${escape(state.text)}</span></label>
  <button type="button" class="secondary remove-card" aria-describedby="${id}-label">Remove</button>
</li>`;
}

/** What the status line says of the list, or why there is none. */
function statusOf({ cards, error }) {
  if (error) return `Saved cards could not be read: ${error}`;
  if (cards.length === 0) return 'No saved cards yet: a card you pay with is saved here.';
  const usable = cards.filter((card) => STATES[card.state]?.usable).length;
  return `${cards.length} saved ${cards.length === 1 ? 'card' : 'cards'}, ${usable} usable.`;
}

/**
 * The section: its heading, a polite status (the pages keep their one role=status), the list
 * with "Use a new card", and what a payment with a saved card would send (hidden).
 * `list`: `{ cards }` from the backend, or `{ error }` with its message.
 */
export function savedCardsMarkup(list) {
  const cards = list.cards ?? [];
  return `<section class="panel saved-cards" aria-labelledby="saved-cards-title">
  <h2 id="saved-cards-title" tabindex="-1">Saved cards</h2>
  <p class="saved-cards-status" aria-live="polite" data-testid="saved-cards-status">${escape(statusOf(list))}</p>
  <fieldset>
    <legend>Pay with</legend>
    <ul class="saved-card-list">${cards.map(cardItem).join('\n')}</ul>
    <ul class="saved-card-list">
      <li class="saved-card new-card"><input type="radio" name="saved-card" id="use-new-card" value="" checked /><label for="use-new-card">Use a new card</label></li>
    </ul>
  </fieldset>
  <div class="would-send" data-testid="would-send" hidden>
    <p>Paying with a saved card is not part of this demo. The pay-in would send:</p>
    <pre><code></code></pre>
  </div>
</section>`;
}

/** The demo shopper's cards from the backend, as the page's own script read them before. */
export async function readSavedCards(backendUrl) {
  try {
    const response = await fetch(`${backendUrl}/api/saved-cards`);
    const answer = await response.json().catch(() => null);
    if (!response.ok) return { error: answer?.error?.message ?? `HTTP ${response.status}` };
    return { cards: answer.cards };
  } catch (error) {
    return { error: error.message };
  }
}
