import { afterEach, describe, expect, it } from 'vitest';
import { openTestSandbox, type Answer, type TestSandbox } from '../../../test/support/sandbox.js';
import { createRateLimiter, RATE_LIMIT_WINDOW_MINUTES } from './rate-limits.js';

let t: TestSandbox;
afterEach(() => t.close());

const MINUTE = 60_000;
const figures = (answer: Answer, name: string) =>
  (answer.headers.get(name) ?? '').split(',').map(Number);

describe('the rate limits, per client, in four windows', () => {
  it('sends X-RateLimit, -Remaining and -Reset on every answer of the client, errors included', async () => {
    t = await openTestSandbox({ rateLimits: [100, 200, 300, 400] });
    await t.platformToken(); // the token request counts as a call too
    const start = t.clock.now();
    const ok = await t.call('GET', `${t.v2}/users/user_m_unknown`);
    expect(ok.status).toBe(404);
    expect(figures(ok, 'x-ratelimit')).toEqual([2, 2, 2, 2]);
    expect(figures(ok, 'x-ratelimit-remaining')).toEqual([98, 198, 298, 398]);
    expect(figures(ok, 'x-ratelimit-reset')).toEqual(
      RATE_LIMIT_WINDOW_MINUTES.map((m) => Math.floor((start + m * MINUTE) / 1000)),
    );
    const refused = await t.call('GET', `${t.v2}/users/x`, { token: 'wrong' });
    expect(refused.status).toBe(401);
    expect(figures(refused, 'x-ratelimit')).toEqual([3, 3, 3, 3]);
  });

  it('answers 429 rate_limit once a window is spent, without counting it, until that window resets', async () => {
    t = await openTestSandbox({ rateLimits: [3, 10, 10, 10] });
    await t.platformToken();
    const start = t.clock.now();
    await t.call('GET', `${t.v2}/users/a`);
    await t.call('GET', `${t.v2}/users/b`);
    const spent = await t.call('GET', `${t.v2}/users/c`);
    expect(spent.status).toBe(429);
    expect(spent.body).toMatchObject({
      Message: 'Rate limit exceeded. Please contact support for more assistance',
      Type: 'rate_limit',
      errors: null,
    });
    expect(figures(spent, 'x-ratelimit')).toEqual([3, 3, 3, 3]);
    expect(figures(spent, 'x-ratelimit-remaining')).toEqual([0, 7, 7, 7]);
    expect(figures(spent, 'x-ratelimit-reset')[0]).toBe(Math.floor((start + 15 * MINUTE) / 1000));

    t.clock.advance(15 * MINUTE - 1);
    expect((await t.call('GET', `${t.v2}/users/d`)).status).toBe(429);
    t.clock.advance(1);
    const again = await t.call('GET', `${t.v2}/users/e`);
    expect(again.status).toBe(404);
    // The 15-minute window started again; the others go on counting.
    expect(figures(again, 'x-ratelimit')).toEqual([1, 4, 4, 4]);
  });

  it('leaves an Idempotency-Key unspent when it refuses the call', async () => {
    t = await openTestSandbox({ rateLimits: [2, 10, 10, 10] });
    const user = await t.createUser(); // token + user: the window is spent
    const key = 'rate-limited-key-0001';
    const json = { UserId: user.Id, Currency: 'EUR', CardType: 'CB_VISA_MASTERCARD' };
    const headers = { 'Idempotency-Key': key };
    expect((await t.call('POST', `${t.v2}/cardregistrations`, { json, headers })).status).toBe(429);
    t.clock.advance(15 * MINUTE);
    const created = await t.call('POST', `${t.v2}/cardregistrations`, { json, headers });
    expect(created.status).toBe(200);
    expect(t.sandbox.stats().cardRegistrations).toBe(1);
  });

  it("counts only the client's API: not the browser's tokenization, not another client's paths", async () => {
    t = await openTestSandbox({ rateLimits: [3, 10, 10, 10] });
    const registration = await t.createRegistration(); // token, user, registration: spent
    const posted = await t.postCard(registration);
    expect(posted).toMatch(/^data=/);
    const other = await t.call('GET', '/v2.01/another-client/users/x');
    expect(other.status).toBe(403);
    expect(other.headers.get('x-ratelimit')).toBeNull();
  });

  it('refuses limits that are not four positive integers', async () => {
    await expect(openTestSandbox({ rateLimits: [1, 2, 3] as never })).rejects.toThrow(
      /Expected rateLimits to be 4 positive integers/,
    );
    t = await openTestSandbox();
  });
});

describe('the reset of a window started within a second', () => {
  it('is at most its length away in whole seconds, as the SDK sorts windows by it', () => {
    const at = 1_795_637_642_633;
    const { headers } = createRateLimiter([9, 9, 9, 9], () => at).take('c');
    const away = headers['X-RateLimit-Reset']
      .split(',')
      .map((reset) => Number(reset) - Math.floor(at / 1000));
    expect(away).toEqual(RATE_LIMIT_WINDOW_MINUTES.map((minutes) => minutes * 60));
  });
});
