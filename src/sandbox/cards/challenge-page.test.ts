import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardValidation } from '../../service/types.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';

const CHALLENGE = '4970105181818183';

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox();
});
afterAll(() => t.close());

/** A challenge card with its validation waiting, and the page's form secret. */
async function waiting(): Promise<{ cardId: string; validation: CardValidation; secret: string }> {
  const card = await t.createCard(CHALLENGE);
  const validation = await t.createValidation(card);
  const page = await fetch(validation.SecureModeRedirectURL!);
  const secret = /name="secret" value="([^"]+)"/.exec(await page.text())![1]!;
  return { cardId: card.Id, validation, secret };
}

const statusOf = async (cardId: string, id: string) =>
  (await t.call('GET', `${t.v2}/cards/${cardId}/validation/${id}`)).body.Status;
const validityOf = async (cardId: string) =>
  (await t.call('GET', `${t.v2}/cards/${cardId}`)).body.Validity;

function submit(url: string, form: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
}

describe('the challenge page', () => {
  it('says it is a test, names the merchant, the amount and the card, and offers two buttons', async () => {
    const { validation } = await waiting();
    const response = await fetch(validation.SecureModeRedirectURL!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain(
      'Test page of the card-tokenizer sandbox: no bank, no real card, no money.',
    );
    expect(page).toMatch(/<dt>Merchant<\/dt>\s*<dd>sandbox<\/dd>/);
    expect(page).toMatch(
      /<dt>Amount<\/dt>\s*<dd>€0\.00 \(a card check: nothing is charged\)<\/dd>/,
    );
    expect(page).toMatch(/<dt>Card<\/dt>\s*<dd>VISA ending in 8183<\/dd>/);
    expect(page).toMatch(/<button[^>]*value="authenticate">\s*Authenticate\s*<\/button>/);
    expect(page).toMatch(/<button[^>]*value="fail">Fail authentication<\/button>/);
    expect(page).not.toContain('4970105181818183');
  });

  it('completes on Authenticate: 303 to the return URL, SUCCEEDED, the card VALID', async () => {
    const { cardId, validation, secret } = await waiting();
    const response = await submit(validation.SecureModeRedirectURL!, {
      secret,
      outcome: 'authenticate',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(validation.SecureModeReturnURL);
    expect(await statusOf(cardId, validation.Id)).toBe('SUCCEEDED');
    expect(await validityOf(cardId)).toBe('VALID');
  });

  it('fails on Fail authentication: FAILED 101301, the card UNKNOWN, a new validation allowed', async () => {
    const { cardId, validation, secret } = await waiting();
    const response = await submit(validation.SecureModeRedirectURL!, { secret, outcome: 'fail' });
    expect(response.headers.get('location')).toBe(validation.SecureModeReturnURL);
    const failed = (await t.call('GET', `${t.v2}/cards/${cardId}/validation/${validation.Id}`))
      .body;
    expect(failed).toMatchObject({ Status: 'FAILED', ResultCode: '101301', Validity: 'UNKNOWN' });
    expect(await validityOf(cardId)).toBe('UNKNOWN');
    const again = await t.validate({ ...(await t.call('GET', `${t.v2}/cards/${cardId}`)).body });
    expect(again.body.Status).toBe('CREATED');
  });

  it('is completed once: a second POST changes nothing, and the page then says it ended', async () => {
    const { cardId, validation, secret } = await waiting();
    const url = validation.SecureModeRedirectURL!;
    await submit(url, { secret, outcome: 'fail' });
    const again = await submit(url, { secret, outcome: 'authenticate' });
    expect(again.status).toBe(303);
    expect(await statusOf(cardId, validation.Id)).toBe('FAILED');
    const ended = await (await fetch(url)).text();
    expect(ended).toContain('This authentication has ended');
    expect(ended).not.toContain('name="secret"');
  });
});

describe('only the page completes the challenge', () => {
  it.each([
    ['no secret', { outcome: 'authenticate' }, 403],
    ['a wrong secret', { outcome: 'authenticate', secret: 'x'.repeat(43) }, 403],
    ['the validation Id as secret', { outcome: 'authenticate', secret: 'ID' }, 403],
    ['another outcome', { outcome: 'skip', secret: 'SECRET' }, 400],
  ])('refuses a POST with %s, and the validation stays CREATED', async (_name, form, status) => {
    const { cardId, validation, secret } = await waiting();
    const sent = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [
        k,
        v === 'SECRET' ? secret : v === 'ID' ? validation.Id : v,
      ]),
    );
    const response = await submit(validation.SecureModeRedirectURL!, sent);
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBeNull();
    expect(await statusOf(cardId, validation.Id)).toBe('CREATED');
  });

  it('changes nothing on GET, however often, and knows no page at the validation Id', async () => {
    const { cardId, validation } = await waiting();
    for (let i = 0; i < 3; i++) await fetch(validation.SecureModeRedirectURL!);
    const query = `${validation.SecureModeRedirectURL!}?outcome=authenticate`;
    expect((await fetch(query)).status).toBe(200);
    expect(await statusOf(cardId, validation.Id)).toBe('CREATED');
    expect((await fetch(`${t.url}/3ds-challenge/${validation.Id}`)).status).toBe(404);
  });

  it('gives each challenge its own id and secret', async () => {
    const [a, b] = await Promise.all([waiting(), waiting()]);
    expect(a.validation.SecureModeRedirectURL).not.toBe(b.validation.SecureModeRedirectURL);
    expect(a.secret).not.toBe(b.secret);
    const crossed = await submit(a.validation.SecureModeRedirectURL!, {
      secret: b.secret,
      outcome: 'authenticate',
    });
    expect(crossed.status).toBe(403);
  });

  it('after the timeout, says it ended and leaves the validation FAILED 101304', async () => {
    const { cardId, validation, secret } = await waiting();
    t.clock.advance(5 * 60_000);
    expect(await (await fetch(validation.SecureModeRedirectURL!)).text()).toContain('has ended');
    await submit(validation.SecureModeRedirectURL!, { secret, outcome: 'authenticate' });
    const failed = (await t.call('GET', `${t.v2}/cards/${cardId}/validation/${validation.Id}`))
      .body;
    expect(failed).toMatchObject({ Status: 'FAILED', ResultCode: '101304' });
  });
});

describe('GET …/cards/fingerprints/{Fingerprint}', () => {
  it('lists every Card of one number, under a fingerprint that is not the number', async () => {
    const number = '5555555555554444';
    const [first, second, other] = await Promise.all([
      t.createCard(number),
      t.createCard(number),
      t.createCard('4242424242424242'),
    ]);
    expect(first.Fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(second.Fingerprint).toBe(first.Fingerprint);
    expect(other.Fingerprint).not.toBe(first.Fingerprint);
    expect(first.Fingerprint).not.toContain('4444');
    const listed = await t.call('GET', `${t.v2}/cards/fingerprints/${first.Fingerprint}`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((card: { Id: string }) => card.Id).sort()).toEqual(
      [first.Id, second.Id].sort(),
    );
  });

  it('answers an empty list for a fingerprint no card has, 401 without a token', async () => {
    const path = `${t.v2}/cards/fingerprints/${'0'.repeat(32)}`;
    expect((await t.call('GET', path)).body).toEqual([]);
    expect((await t.call('GET', path, { token: null })).status).toBe(401);
  });

  it('differs from one sandbox to another: a keyed hash', async () => {
    const other = await openTestSandbox();
    try {
      const [here, there] = await Promise.all([t.createCard(), other.createCard()]);
      expect(here.Fingerprint).not.toBe(there.Fingerprint);
    } finally {
      await other.close();
    }
  });
});
