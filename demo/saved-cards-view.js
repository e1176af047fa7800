// The saved-cards markup, built with the DOM (no innerHTML): the list, its choice of a new card,
// what a payment with a saved card would send, and the removal's confirmation dialog.

/** What each state tells the shopper, and whether the card can still be chosen. */
export const STATES = {
  verified: { text: 'Verified', usable: true },
  unverified: { text: 'Not verified yet', usable: true },
  voided: { text: 'Voided by the payment service: add it again', usable: false },
  expired: { text: 'Expired', usable: false },
};

const BRAND_NAMES = { VISA: 'Visa', MASTERCARD: 'Mastercard', AMEX: 'American Express', CB: 'CB' };

/** `VISA` → `Visa`; a brand not listed is shown as the service names it. */
export const brandName = (brand) => BRAND_NAMES[brand] ?? brand;

/** `Visa ending 1119`: how the shopper tells one card from another. */
export const cardName = (card) => `${brandName(card.brand)} ending ${card.alias.slice(-4)}`;

function element(tag, properties = {}, ...children) {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

/** A card-shaped badge with the brand's short name; decorative, the name is in the text. */
function brandIcon(brand) {
  const icon = element('span', { className: `brand-icon brand-${brand.toLowerCase()}` });
  icon.textContent = brand === 'MASTERCARD' ? 'MC' : brand;
  icon.setAttribute('aria-hidden', 'true');
  return icon;
}

/** One saved card: a radio with its label, and its Remove button. */
export function cardItem(card) {
  const state = STATES[card.state] ?? STATES.unverified;
  const id = `saved-card-${card.cardId}`;
  const radio = element('input', { type: 'radio', name: 'saved-card', id, value: card.cardId });
  radio.disabled = !state.usable;
  const label = element(
    'label',
    { htmlFor: id, id: `${id}-label` },
    brandIcon(card.brand),
    element('span', { className: 'saved-card-name' }, cardName(card)),
    element('span', { className: 'saved-card-alias' }, card.alias),
    element('span', { className: 'saved-card-expiry' }, `Expires ${card.expiry}`),
    element('span', { className: `saved-card-state state-${card.state}` }, state.text),
  );
  const remove = element(
    'button',
    { type: 'button', className: 'secondary remove-card' },
    'Remove',
  );
  // "Remove, Visa ending 1119": each button says which card it removes.
  remove.setAttribute('aria-describedby', `${id}-label`);
  const item = element('li', { className: 'saved-card' }, radio, label, remove);
  item.dataset.cardId = card.cardId;
  return { item, radio, remove };
}

/** The section, empty; `saved-cards.js` fills the list. */
export function savedCardsSection() {
  const title = element('h2', { id: 'saved-cards-title', tabIndex: -1 }, 'Saved cards');
  const status = element('p', { className: 'saved-cards-status' });
  // A polite live region without role=status: the pages keep their one status element.
  status.setAttribute('aria-live', 'polite');
  status.dataset.testid = 'saved-cards-status';
  const list = element('ul', { className: 'saved-card-list' });
  const newCardRadio = element('input', {
    type: 'radio',
    name: 'saved-card',
    id: 'use-new-card',
    value: '',
    checked: true,
  });
  const newCard = element(
    'li',
    { className: 'saved-card new-card' },
    newCardRadio,
    element('label', { htmlFor: 'use-new-card' }, 'Use a new card'),
  );
  const fieldset = element('fieldset', {}, element('legend', {}, 'Pay with'), list);
  fieldset.append(element('ul', { className: 'saved-card-list' }, newCard));
  const sent = element('code');
  const wouldSend = element(
    'div',
    { className: 'would-send', hidden: true },
    element('p', {}, 'Paying with a saved card is not part of this demo. The pay-in would send:'),
    element('pre', {}, sent),
  );
  wouldSend.dataset.testid = 'would-send';
  const section = element('section', { className: 'panel saved-cards' }, title, status, fieldset);
  section.append(wouldSend);
  section.setAttribute('aria-labelledby', title.id);
  return { section, title, status, list, newCardRadio, wouldSend, sent };
}

/** The confirmation: Keep the card (focused first) or Remove it; Escape keeps it. */
export function removeDialog() {
  const heading = element('h2', { id: 'remove-card-title' });
  const text = element('p', { id: 'remove-card-text' });
  const keep = element(
    'button',
    { value: 'keep', className: 'secondary', autofocus: true },
    'Keep card',
  );
  const confirm = element('button', { value: 'remove' }, 'Remove card');
  const form = element(
    'form',
    { method: 'dialog' },
    heading,
    text,
    element('p', { className: 'dialog-actions' }, keep, confirm),
  );
  const dialog = element('dialog', { className: 'remove-card-dialog' }, form);
  dialog.setAttribute('aria-labelledby', heading.id);
  dialog.setAttribute('aria-describedby', text.id);
  return { dialog, heading, text };
}
