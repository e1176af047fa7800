// The saved-cards section the server wrote, found in the page, and the removal's confirmation
// dialog, built with the DOM (no innerHTML).

function element(tag, properties = {}, ...children) {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

/** The section the server wrote into the page (demo/server/saved-cards-markup.js). */
export function savedCardsSection() {
  const section = document.querySelector('section.saved-cards');
  return {
    section,
    title: section.querySelector('#saved-cards-title'),
    status: section.querySelector('.saved-cards-status'),
    newCardRadio: section.querySelector('#use-new-card'),
    wouldSend: section.querySelector('.would-send'),
    sent: section.querySelector('.would-send code'),
    /** Each saved card's item, with what its dialog says of it. */
    items: [...section.querySelectorAll('li[data-card-id]')].map((item) => ({
      card: { ...item.dataset },
      radio: item.querySelector('input'),
      remove: item.querySelector('.remove-card'),
    })),
  };
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
