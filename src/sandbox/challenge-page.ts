import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { readForm } from './body.js';
import { allowOnly } from './methods.js';
import type { ChallengeRecord, SandboxState, ValidationRecord } from './store.js';
import { refreshValidation, settleValidation } from './validation-model.js';

/** The issuer's page a `SecureModeRedirectURL` opens; the id is 128 random bits, lowercase hex. */
export const CHALLENGE_PATH = '/3ds-challenge/:challengeId';

const OUTCOMES = { authenticate: '000000', fail: '101301' } as const;

const STYLE = `
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
  .test { margin: 0 0 1rem; padding: 0.5rem 0.75rem; background: #fef3c7; color: #78350f; font-weight: 600; }
  h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; } dd { margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.375rem; border: 2px solid #1d4ed8; cursor: pointer; }
  .authenticate { background: #1d4ed8; color: #fff; }
  .fail { background: #fff; color: #1d4ed8; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  a { color: #1d4ed8; }`;

function page(
  c: Context,
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
  status = 200,
) {
  // No caching and no Referer: the page's URL and form hold the challenge's secrets.
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
  );
  c.header('X-Content-Type-Options', 'nosniff');
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${title} · test 3-D Secure</title>
          <style>
            ${raw(STYLE)}
          </style>
        </head>
        <body>
          <main>
            <p class="test">
              Test page of the card-tokenizer sandbox: no bank, no real card, no money.
            </p>
            ${body}
          </main>
        </body>
      </html>`,
    status as 200,
  );
}

function amount(currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(0);
}

function challengeForm(
  state: SandboxState,
  challenge: ChallengeRecord,
  validation: ValidationRecord,
) {
  const card = state.cards.get(validation.cardId)!.view;
  return html`<h1>Confirm it is you</h1>
    <p>Your card's issuer asks you to confirm this card check.</p>
    <dl>
      <dt>Merchant</dt>
      <dd>${state.clientId}</dd>
      <dt>Amount</dt>
      <dd>${amount(card.Currency)} (a card check: nothing is charged)</dd>
      <dt>Card</dt>
      <dd>${card.CardProvider} ending in ${card.Alias.slice(-4)}</dd>
    </dl>
    <form method="post">
      <input type="hidden" name="secret" value="${challenge.secret}" />
      <div class="actions">
        <button class="authenticate" type="submit" name="outcome" value="authenticate">
          Authenticate
        </button>
        <button class="fail" type="submit" name="outcome" value="fail">Fail authentication</button>
      </div>
    </form>`;
}

function endedPage(c: Context, validation: ValidationRecord) {
  const outcome = validation.view.Status === 'SUCCEEDED' ? 'succeeded' : 'failed or expired';
  return page(
    c,
    'Authentication ended',
    html`<h1>This authentication has ended</h1>
      <p>It ${outcome}. Nothing more can be done on this page.</p>
      <p><a href="${validation.view.SecureModeReturnURL}">Return to the merchant</a></p>`,
  );
}

const unknownPage = (c: Context) =>
  page(
    c,
    'Unknown authentication',
    html`<h1>Unknown authentication</h1>
      <p>No authentication waits at this address.</p>`,
    404,
  );

function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only this page completes a challenge: a POST carrying its form's secret. No GET changes anything. */
export function registerChallengePage(app: Hono, state: SandboxState): void {
  const find = (c: Context) => {
    const challenge = state.challenges.get(c.req.param('challengeId') ?? '');
    const validation = challenge && state.validations.get(challenge.validationId);
    return challenge && validation ? { challenge, validation } : null;
  };

  app.get(CHALLENGE_PATH, (c) => {
    const found = find(c);
    if (!found) return unknownPage(c);
    if (refreshValidation(state, found.validation).Status !== 'CREATED') {
      return endedPage(c, found.validation);
    }
    return page(c, 'Confirm it is you', challengeForm(state, found.challenge, found.validation));
  });

  app.post(CHALLENGE_PATH, async (c) => {
    const found = find(c);
    if (!found) return unknownPage(c);
    const form = await readForm(c);
    const outcome = form?.get('outcome');
    if (!sameSecret(form?.get('secret') ?? '', found.challenge.secret)) {
      const refused = html`<h1>Not accepted</h1>
        <p>This form did not come from this authentication page.</p>`;
      return page(c, 'Not accepted', refused, 403);
    }
    if (outcome !== 'authenticate' && outcome !== 'fail') {
      return page(
        c,
        'Not accepted',
        html`<h1>Choose Authenticate or Fail authentication</h1>`,
        400,
      );
    }
    if (refreshValidation(state, found.validation).Status === 'CREATED') {
      settleValidation(state, found.validation, OUTCOMES[outcome]);
    }
    return c.redirect(found.validation.view.SecureModeReturnURL, 303);
  });
  allowOnly(app, CHALLENGE_PATH, ['GET', 'POST']);
}
