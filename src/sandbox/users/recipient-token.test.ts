import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox();
});
afterAll(() => t.close());

const TOKEN_PATH = '/v2.01/oauth/token/embedded/recipient';
const introspectPath = () => `${t.v2}/oauth/token/embedded/recipient/introspect`;

async function recipientToken(userId: string): Promise<string> {
  const answer = await t.call('POST', TOKEN_PATH, {
    json: { clientId: 'sandbox', claims: { userId } },
  });
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

describe('POST /v2.01/oauth/token/embedded/recipient', () => {
  it('issues a 15-minute token for one Natural user (spec 2.1)', async () => {
    const user = await t.createUser();
    const answer = await t.call('POST', TOKEN_PATH, {
      json: { clientId: 'sandbox', claims: { userId: user.Id } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      access_token: expect.stringMatching(/^rec_/),
      token_type: 'Bearer',
      expires_in: 900,
      scope: 'bankaccounts:r bankaccounts:w',
    });
  });

  it('issues one for a Legal user', async () => {
    const legal = await t.call('POST', `${t.v2}/users/legal`, {
      json: { Name: 'Acme', Email: 'ops@acme.example' },
    });
    const token = await recipientToken(legal.body.Id);
    const introspection = await t.call('GET', introspectPath(), { token });
    expect(introspection.body.userId).toBe(legal.body.Id);
  });

  it('binds each token to its own user', async () => {
    const [ada, grace] = await Promise.all([t.createUser(), t.createUser({ FirstName: 'Grace' })]);
    const [adaToken, graceToken] = await Promise.all([
      recipientToken(ada.Id),
      recipientToken(grace.Id),
    ]);
    expect((await t.call('GET', introspectPath(), { token: adaToken })).body.userId).toBe(ada.Id);
    expect((await t.call('GET', introspectPath(), { token: graceToken })).body.userId).toBe(
      grace.Id,
    );
  });

  it('stops working after 900 seconds', async () => {
    const user = await t.createUser();
    const token = await recipientToken(user.Id);
    t.clock.advance(899_000);
    expect((await t.call('GET', introspectPath(), { token })).body).toEqual({
      active: true,
      userId: user.Id,
      scope: 'bankaccounts:r bankaccounts:w',
      expires_in: 1,
    });
    t.clock.advance(1_000);
    const expired = await t.call('GET', introspectPath(), { token });
    expect(expired.status).toBe(401);
    expect(expired.body.Type).toBe('unauthorized');
  });

  it('is not a platform token, and a platform token is not a recipient token', async () => {
    const user = await t.createUser();
    const token = await recipientToken(user.Id);
    expect((await t.call('GET', `${t.v2}/users/${user.Id}`, { token })).status).toBe(401);
    expect((await t.call('GET', introspectPath())).status).toBe(401);
  });

  it.each([
    [
      'no platform token',
      { token: null, json: { clientId: 'sandbox', claims: { userId: 'x' } } },
      401,
    ],
    ['another clientId', { json: { clientId: 'other', claims: { userId: 'x' } } }, 403],
    ['no claims', { json: { clientId: 'sandbox' } }, 400],
    ['an unknown user', { json: { clientId: 'sandbox', claims: { userId: 'user_m_00' } } }, 404],
  ])('answers %s with %s', async (_name, init, status) => {
    expect((await t.call('POST', TOKEN_PATH, init)).status).toBe(status);
  });

  it('refuses a PAYER user: the recipient must be an owner', async () => {
    const payer = await t.createUser({ UserCategory: 'PAYER' });
    const answer = await t.call('POST', TOKEN_PATH, {
      json: { clientId: 'sandbox', claims: { userId: payer.Id } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'claims.userId': 'Expected an OWNER user, got PAYER' });
  });

  it('answers 405 to GET on the token route and POST on the introspection', async () => {
    expect((await t.call('GET', TOKEN_PATH)).status).toBe(405);
    expect((await t.call('POST', introspectPath())).status).toBe(405);
  });
});
