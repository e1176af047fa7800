import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox();
});
afterAll(() => t.close());

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;
const grant = { grant_type: 'client_credentials' };

describe('POST /v2.01/oauth/token', () => {
  it('issues a Bearer token with its lifetime', async () => {
    const answer = await t.call('POST', '/v2.01/oauth/token', {
      token: null,
      headers: { Authorization: basic('sandbox:sandbox-secret') },
      form: grant,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
    });
  });

  it.each([
    ['a wrong API key', { Authorization: basic('sandbox:nope') }],
    ['a wrong client id', { Authorization: basic('other:sandbox-secret') }],
    ['no colon', { Authorization: basic('sandbox') }],
    ['a Bearer header', { Authorization: 'Bearer sandbox-secret' }],
    ['no Authorization', {}],
  ])('answers 401 invalid_client in the OAuth shape to %s', async (_name, headers) => {
    const answer = await t.call('POST', '/v2.01/oauth/token', {
      token: null,
      headers,
      form: grant,
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Basic realm="oauth"');
    expect(answer.body).toEqual({
      error: 'invalid_client',
      error_description: 'Expected Basic base64(ClientId:ApiKey) with this sandbox credentials',
    });
  });

  it.each([
    ['no grant_type', { form: {} }, 'invalid_request', 'none'],
    [
      'another grant_type',
      { form: { grant_type: 'password' } },
      'unsupported_grant_type',
      'password',
    ],
    ['a JSON body', { json: grant }, 'invalid_request', 'none'],
  ])('answers 400 in the OAuth shape to %s', async (_name, init, error, got) => {
    const answer = await t.call('POST', '/v2.01/oauth/token', {
      token: null,
      headers: { Authorization: basic('sandbox:sandbox-secret') },
      ...init,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error,
      error_description: `Expected a form-encoded body grant_type=client_credentials, got ${got}`,
    });
  });

  it('answers 405 with Allow to GET', async () => {
    const answer = await t.call('GET', '/v2.01/oauth/token', { token: null });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });
});

describe('platform routes', () => {
  it('answer 401 with WWW-Authenticate without a token', async () => {
    const answer = await t.call('POST', `${t.v2}/users/natural`, { token: null, json: {} });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expect(answer.body).toEqual({
      Message: expect.any(String),
      Type: 'unauthorized',
      Id: expect.any(String),
      Date: expect.any(Number),
      errors: null,
    });
  });

  it('answer 401 to an unknown token', async () => {
    const answer = await t.call('GET', `${t.v2}/users/user_m_00`, { token: 'made-up' });
    expect(answer.status).toBe(401);
  });

  it('answer 401 once the token has expired, by the sandbox clock', async () => {
    const token = await t.platformToken();
    const user = await t.createUser();
    expect((await t.call('GET', `${t.v2}/users/${user.Id}`, { token })).status).toBe(200);
    t.clock.advance(3600 * 1000);
    expect((await t.call('GET', `${t.v2}/users/${user.Id}`, { token })).status).toBe(401);
  });

  it('answer 403 to another ClientId in the path', async () => {
    const answer = await t.call('GET', '/v2.01/someone-else/users/user_m_00');
    expect(answer.status).toBe(403);
    expect(answer.body.Type).toBe('forbidden_resource');
  });

  it('ignore the case of paths and of the ClientId', async () => {
    const created = await t.call('POST', '/V2.01/SANDBOX/Users/Natural', {
      json: { FirstName: 'Grace', LastName: 'Hopper', Email: 'grace@example.com' },
    });
    expect(created.status).toBe(200);
    const read = await t.call('GET', `/v2.01/Sandbox/USERS/${created.body.Id}`);
    expect(read.body).toEqual(created.body);
  });

  it('answer 404 in the service shape to an unknown route', async () => {
    const answer = await t.call('GET', '/v2.01/sandbox/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body.Type).toBe('resource_not_found');
  });
});
