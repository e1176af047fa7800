const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page of the demo's look for the answers of plain form posts; `body` is trusted HTML. */
function page(title, body, again, againHref = '/script-tag.html') {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} · card-tokenizer demo</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/demo.css" />
    <script src="/theme.js"></script>
  </head>
  <body>
    <header class="site">
      <a class="home" href="/">card-tokenizer demo</a>
      <nav aria-label="Demos">
        <a href="/script-tag.html">Script tag</a>
        <a href="/spa.html">SPA</a>
        <a href="/isolated.html">Isolated</a>
        <a href="/recipients.html">Recipients</a>
        <a href="/dispute.html">Dispute</a>
      </nav>
      <button type="button" class="theme-switch" aria-pressed="false">Dark theme</button>
    </header>
    <main>
      <h1>${escapeHtml(title)}</h1>
      ${body}
      <p class="actions">
        <a class="button" href="${escapeHtml(againHref)}">${again}</a>
        <a href="/">All demos</a>
      </p>
    </main>
  </body>
</html>
`;
}

/** Said of a card the shopper did not ask to save, once its one use is over. */
export const NOT_KEPT =
  'Used once, not kept: you did not ask to save this card, so the backend deactivated it after its validation.';

/** What 3-D Secure gave, and whether the card is kept: title, and sentences for the shopper. */
function outcome(validation, refusal, kept) {
  const [title, sentence] = validationOutcome(validation, refusal);
  return kept ? [title, sentence] : ['Card used once, not kept', `${sentence} ${NOT_KEPT}`];
}

/** What 3-D Secure gave, in the page's words: title, and a sentence for the shopper. */
function validationOutcome(validation, refusal) {
  if (refusal) return ['Card saved, not verified', `The Card Validation was refused: ${refusal}`];
  if (validation.status === 'SUCCEEDED') {
    return ['Card saved and verified', '3-D Secure succeeded: the service keeps this card valid.'];
  }
  if (validation.status === 'FAILED') {
    return [
      'Authentication failed',
      'The card was not verified. Unless a validation succeeds, the service voids it 24 hours after its registration.',
    ];
  }
  return ['Authentication not finished', 'The card waits for the 3-D Secure challenge.'];
}

/** What comes after the facts: try again, go on with the challenge, or nothing. */
function nextStep(validation, kept) {
  if (validation?.status === 'FAILED' && kept) {
    return `<form method="post" action="/api/card-validations/retry">
      <input type="hidden" name="cardValidationId" value="${escapeHtml(validation.id)}" />
      <button type="submit">Try again</button>
    </form>`;
  }
  if (validation?.next) {
    return `<p><a class="button" href="${escapeHtml(validation.next)}">Continue to the challenge</a></p>`;
  }
  return '';
}

/** The network the shopper chose for a co-branded card, as the validation carries it. */
export const networkText = (validation) => validation?.network ?? 'the card’s default (no choice)';

/**
 * The saved card and its 3-D Secure validation: the checkout's answer, and the page the service
 * sends the shopper back to. `received` (the checkout's e-mail and form fields) when known.
 */
export function validatedCardPage({ card, validation, refusal, received, againHref }) {
  const [title, sentence] = outcome(validation, refusal, card.kept);
  const ok = validation?.status === 'SUCCEEDED';
  const who = received
    ? `<p>For <strong>${escapeHtml(received.email || 'an anonymous shopper')}</strong>. The backend
      received the registration data only, never the card.</p>
    <p class="hint">Form fields received: <code>${received.fields.map(escapeHtml).join(', ')}</code></p>`
    : '';
  const result = validation
    ? `<dt>3-D Secure</dt><dd data-testid="validation-status">${escapeHtml(validation.status)}${
        validation.result ? ` (${escapeHtml(validation.result)})` : ''
      }</dd>`
    : '';
  return page(
    title,
    `<p${ok ? '' : ' class="alert" role="alert"'}>${escapeHtml(sentence)}</p>
    ${who}
    <dl class="facts" data-testid="saved-card">
      <dt>Alias</dt><dd>${escapeHtml(card.alias)}</dd>
      <dt>Brand</dt><dd>${escapeHtml(card.brand)}</dd>
      <dt>Expiry</dt><dd>${escapeHtml(card.expiry)}</dd>
      <dt>Validity</dt><dd data-testid="card-validity">${escapeHtml(card.validity)}</dd>
      <dt>Kept</dt><dd data-testid="card-kept">${card.kept ? 'yes, saved for future payments' : 'no: used once, not kept'}</dd>
      ${result}
      <dt>Network</dt><dd data-testid="card-network">${escapeHtml(networkText(validation))}</dd>
      <dt>Card Id</dt><dd><code>${escapeHtml(card.cardId)}</code></dd>
    </dl>
    ${nextStep(validation, card.kept)}`,
    'Save another card',
    againHref,
  );
}

export function refusedCardPage(message, againHref) {
  return page(
    'Card not saved',
    `<p class="alert" role="alert">${escapeHtml(message)}</p>
    <p>A Card Registration is single use: the next attempt starts with a new one.</p>`,
    'Try again',
    againHref,
  );
}
