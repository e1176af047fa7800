import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import { readForm } from '../http/body.js';
import { allowOnly } from '../http/methods.js';
import type { ChallengeRecord, SandboxState, ValidationRecord } from '../store/store.js';
import { testPage, type TestPage } from '../http/test-page.js';
import { refreshValidation, settleValidation } from './validation-model.js';

/** The issuer's page a `SecureModeRedirectURL` opens; the id is 128 random bits, lowercase hex. */
export const CHALLENGE_PATH = '/3ds-challenge/:challengeId';

const OUTCOMES = { authenticate: '000000', fail: '101301' } as const;

const page = (c: Context, title: string, body: TestPage['body'], status?: number) =>
  testPage(c, { title, kind: 'test 3-D Secure', body, status });

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
