import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { ConsentScopeName, UserSca } from '../../service/types.js';
import { readForm } from '../http/body.js';
import { allowOnly } from '../http/methods.js';
import {
  completeConsent,
  completeEnrolment,
  CONSENT_SCOPES,
  isExpired,
  SCA_SESSION_PATH,
  type ScaSession,
} from './sca-model.js';
import type { SandboxState } from '../store/store.js';
import { testPage, type TestPage } from '../http/test-page.js';

/**
 * The sandbox's stand-in for the service's hosted SCA session: where a `PendingUserAction`
 * link leads. The platform adds `returnUrl` to the link; the user comes back there once done.
 */

const CONSENT_LABELS: Record<ConsentScopeName, string> = {
  ContactInformationUpdate: 'Update my contact information',
  RecipientRegistration: 'Register a bank account to pay out to',
  Transfer: 'Make transfers from my wallets',
  ViewAccountInformation: 'View my account information',
};

const page = (c: Context, title: string, body: TestPage['body'], status?: number) =>
  testPage(c, { title, kind: 'test SCA session', body, status });

const nameOf = (user: UserSca) =>
  user.PersonType === 'NATURAL' ? `${user.FirstName} ${user.LastName}` : user.Name;

/** The platform's `returnUrl` (the service's guide spells it so; `ReturnUrl` is read too). */
function returnUrlOf(c: Context): { url: string | null; valid: boolean } {
  const sent = c.req.query('returnUrl') ?? c.req.query('ReturnUrl');
  if (sent === undefined) return { url: null, valid: true };
  try {
    const { protocol } = new URL(sent);
    return { url: sent, valid: protocol === 'https:' || protocol === 'http:' };
  } catch {
    return { url: sent, valid: false };
  }
}

function enrolmentForm(state: SandboxState, session: ScaSession, user: UserSca) {
  const email = user.PersonType === 'NATURAL' ? user.Email : user.LegalRepresentative.Email;
  return html`<h1>Secure your account</h1>
    <p>${state.clientId} asks you to enrol in strong customer authentication.</p>
    <dl>
      <dt>Account</dt>
      <dd>${nameOf(user)}</dd>
      <dt>Email</dt>
      <dd>${email ?? '(none)'}</dd>
    </dl>
    <form method="post">
      <input type="hidden" name="secret" value="${session.secret}" />
      <div class="actions">
        <button class="authenticate" type="submit" name="outcome" value="enrol">
          Complete enrolment
        </button>
        <button class="fail" type="submit" name="outcome" value="fail">Fail enrolment</button>
      </div>
    </form>`;
}

function consentForm(state: SandboxState, session: ScaSession, user: UserSca) {
  const given = state.sca.get(user.Id)?.consent ?? new Set();
  const boxes = CONSENT_SCOPES.map(
    (scope) =>
      html`<label
        ><input
          type="checkbox"
          name="scope"
          value="${scope}"
          ${given.has(scope) ? 'checked' : ''}
        />
        ${CONSENT_LABELS[scope]}</label
      >`,
  );
  return html`<h1>Actions on your behalf</h1>
    <p>Choose what ${state.clientId} may do for ${nameOf(user)} without asking you each time.</p>
    <form method="post">
      <input type="hidden" name="secret" value="${session.secret}" />
      <fieldset>
        <legend>${state.clientId} may</legend>
        ${boxes}
      </fieldset>
      <div class="actions">
        <button class="authenticate" type="submit" name="outcome" value="consent">
          Save my choices
        </button>
        <button class="fail" type="submit" name="outcome" value="cancel">Cancel</button>
      </div>
    </form>`;
}

function endedPage(c: Context, heading: string, text: string, returnUrl: string | null) {
  const back = returnUrl ? html`<p><a href="${returnUrl}">Return to the platform</a></p>` : '';
  return page(
    c,
    heading,
    html`<h1>${heading}</h1>
      <p>${text}</p>
      ${back}`,
  );
}

function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only this page completes a session: a POST carrying its form's secret. No GET changes anything. */
export function registerScaPage(app: Hono, state: SandboxState): void {
  /** The session and its user, or the page that says why there is nothing to do. */
  const open = (c: Context) => {
    const session = state.scaSessions.get(c.req.param('sessionId') ?? '');
    const user = session && state.users.get(session.userId);
    const back = returnUrlOf(c);
    if (!session || !user) {
      const unknown = html`<h1>Unknown session</h1>
        <p>No SCA session waits at this address.</p>`;
      return { refusal: page(c, 'Unknown session', unknown, 404) };
    }
    if (!back.valid) {
      const wrong = html`<h1>Wrong return address</h1>
        <p>The returnUrl of this link is not an http(s) URL.</p>`;
      return { refusal: page(c, 'Wrong return address', wrong, 400) };
    }
    if (session.ended) {
      const text = 'It is over. Nothing more can be done on this page.';
      return { refusal: endedPage(c, 'This session has ended', text, back.url) };
    }
    if (isExpired(state, session) || user.UserStatus === 'CLOSED') {
      const text =
        'Sessions last 10 minutes, for an open account. Ask the platform for a new link.';
      return { refusal: endedPage(c, 'This session has expired', text, back.url) };
    }
    return { session, user, returnUrl: back.url };
  };

  app.get(SCA_SESSION_PATH, (c) => {
    const found = open(c);
    if (found.refusal) return found.refusal;
    const { session, user } = found;
    return session.purpose === 'enrollment'
      ? page(c, 'Secure your account', enrolmentForm(state, session, user))
      : page(c, 'Actions on your behalf', consentForm(state, session, user));
  });

  app.post(SCA_SESSION_PATH, async (c) => {
    const found = open(c);
    if (found.refusal) return found.refusal;
    const { session, returnUrl } = found;
    const form = await readForm(c);
    if (!sameSecret(form?.get('secret') ?? '', session.secret)) {
      const refused = html`<h1>Not accepted</h1>
        <p>This form did not come from this session's page.</p>`;
      return page(c, 'Not accepted', refused, 403);
    }
    const outcome = form!.get('outcome');
    const scopes = new Set(form!.getAll('scope'));
    if (![...scopes].every((scope) => CONSENT_SCOPES.includes(scope as ConsentScopeName))) {
      return page(c, 'Not accepted', html`<h1>Unknown consent scope</h1>`, 400);
    }
    if (outcome === 'enrol' && session.purpose === 'enrollment') completeEnrolment(state, session);
    else if (outcome === 'consent' && session.purpose === 'consent') {
      completeConsent(state, session, scopes as Set<ConsentScopeName>);
    } else if (outcome === 'fail' || outcome === 'cancel') session.ended = true;
    else return page(c, 'Not accepted', html`<h1>Choose one of the page's buttons</h1>`, 400);
    if (returnUrl) return c.redirect(returnUrl, 303);
    const text = 'No returnUrl came with this link, so there is nowhere to return to.';
    return endedPage(c, 'Done', text, null);
  });
  allowOnly(app, SCA_SESSION_PATH, ['GET', 'POST']);
}
