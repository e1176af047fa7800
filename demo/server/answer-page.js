const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page of the demo's look for the answers of plain form posts; `body` is trusted HTML. */
function page(title, body, again) {
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
        <a href="/recipients.html">Recipients</a>
        <a href="/dispute.html">Dispute</a>
      </nav>
      <button type="button" class="theme-switch" aria-pressed="false">Dark theme</button>
    </header>
    <main>
      <h1>${escapeHtml(title)}</h1>
      ${body}
      <p class="actions">
        <a class="button" href="/script-tag.html">${again}</a>
        <a href="/">All demos</a>
      </p>
    </main>
  </body>
</html>
`;
}

/** The saved card as the service describes it: never more than its alias. */
export function savedCardPage({ card, fields, email }) {
  return page(
    'Card saved',
    `<p>For <strong>${escapeHtml(email || 'an anonymous shopper')}</strong>. The backend received
      the registration data only, never the card.</p>
    <p class="hint">Form fields received: <code>${fields.map(escapeHtml).join(', ')}</code></p>
    <dl class="facts" data-testid="saved-card">
      <dt>Alias</dt><dd>${escapeHtml(card.alias)}</dd>
      <dt>Brand</dt><dd>${escapeHtml(card.brand)}</dd>
      <dt>Expiry</dt><dd>${escapeHtml(card.expiry)}</dd>
      <dt>Card Id</dt><dd><code>${escapeHtml(card.cardId)}</code></dd>
    </dl>`,
    'Save another card',
  );
}

export function refusedCardPage(message) {
  return page(
    'Card not saved',
    `<p class="alert" role="alert">${escapeHtml(message)}</p>
    <p>A Card Registration is single use: the next attempt starts with a new one.</p>`,
    'Try again',
  );
}
