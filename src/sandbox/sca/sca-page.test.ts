import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';
import { createScaOwner, sessionSecret, submitSession } from '../../../test/support/sca.js';

/** The SCA session page over HTTP; e2e/sandbox-sca.spec.ts drives it in a browser. */

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox();
});
afterAll(() => t.close());

const RETURN = 'https://platform.example/onboarding?step=3';
const withReturn = (url: string, returnUrl = RETURN) =>
  `${url}?returnUrl=${encodeURIComponent(returnUrl)}`;
const userOf = async (id: string) => (await t.call('GET', `${t.v2}/sca/users/${id}`)).body;

describe('the SCA session page', () => {
  it('says it is a test, names the account, holds no script, and allows its style by hash', async () => {
    const owner = await createScaOwner(t);
    const response = await fetch(withReturn(owner.PendingUserAction.RedirectUrl));
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain('Test page of the card-tokenizer sandbox');
    expect(page).toContain('Ada Lovelace');
    expect(page).not.toMatch(/<script/i);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('changes nothing on GET, and sends the user back to the returnUrl once enrolled', async () => {
    const owner = await createScaOwner(t);
    const url = withReturn(owner.PendingUserAction.RedirectUrl);
    await fetch(url);
    expect((await userOf(owner.Id)).UserStatus).toBe('PENDING_USER_ACTION');
    const done = await submitSession(url, 'enrol');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(RETURN);
    expect(await userOf(owner.Id)).toMatchObject({ UserStatus: 'ACTIVE', PendingUserAction: null });
    const ended = await fetch(url);
    expect(await ended.text()).toContain('This session has ended');
  });

  it('leaves the user pending after Fail enrolment; a new link still works', async () => {
    const owner = await createScaOwner(t);
    const failed = await submitSession(withReturn(owner.PendingUserAction.RedirectUrl), 'fail');
    expect(failed.status).toBe(303);
    expect((await userOf(owner.Id)).UserStatus).toBe('PENDING_USER_ACTION');
    const fresh = await t.call('POST', `${t.v2}/sca/users/${owner.Id}/enrollment`);
    await submitSession(fresh.body.PendingUserAction.RedirectUrl, 'enrol');
    expect((await userOf(owner.Id)).UserStatus).toBe('ACTIVE');
  });

  it('refuses a form without the page secret, and completes nothing', async () => {
    const owner = await createScaOwner(t);
    const url = owner.PendingUserAction.RedirectUrl;
    const forged = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ secret: 'guessed', outcome: 'enrol' }),
    });
    expect(forged.status).toBe(403);
    expect((await userOf(owner.Id)).UserStatus).toBe('PENDING_USER_ACTION');
    expect(await sessionSecret(url)).not.toBe('guessed');
  });

  it('expires after 10 minutes: its form, posted late, completes nothing', async () => {
    const owner = await createScaOwner(t);
    const url = owner.PendingUserAction.RedirectUrl;
    const secret = await sessionSecret(url);
    t.clock.advance(10 * 60 * 1000);
    const late = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ secret, outcome: 'enrol' }),
    });
    expect(await late.text()).toContain('This session has expired');
    expect((await userOf(owner.Id)).UserStatus).toBe('PENDING_USER_ACTION');
  });

  it('refuses a returnUrl that is not http(s), and an unknown session', async () => {
    const owner = await createScaOwner(t);
    const wrong = await fetch(
      withReturn(owner.PendingUserAction.RedirectUrl, 'javascript:alert(1)'),
    );
    expect(wrong.status).toBe(400);
    const unknown = await fetch(`${t.url}/sca-session/${'0'.repeat(32)}`);
    expect(unknown.status).toBe(404);
  });

  it('says where the user is when no returnUrl came with the link', async () => {
    const owner = await createScaOwner(t);
    const done = await submitSession(owner.PendingUserAction.RedirectUrl, 'enrol');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('nowhere to return to');
  });

  it('refuses an unknown consent scope', async () => {
    const owner = await createScaOwner(t, { Email: 'ada+accept@example.com' });
    const consent = await t.call('POST', `${t.v2}/sca/users/${owner.Id}/consent`);
    const answer = await submitSession(consent.body.PendingUserAction.RedirectUrl, 'consent', [
      'Everything',
    ]);
    expect(answer.status).toBe(400);
  });
});
