import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/index.js';
import { createClock, type Clock } from '../../../test/support/clock.js';
import { createPaymentsClient, PaymentsApiError, type PaymentsClient } from '../index.js';

/** Each test gets its own sandbox, so request counts start at zero. */
let sandbox: Sandbox | undefined;
afterEach(() => sandbox?.close());

interface Setup {
  client: PaymentsClient;
  /** The client's clock, separate from the sandbox's. */
  clientClock: Clock;
  sandboxClock: Clock;
  tokenRequests(): number;
  requests(method: string, path: string): number;
}

async function setup(options: SandboxOptions = {}): Promise<Setup> {
  const sandboxClock = createClock();
  const clientClock = createClock();
  sandbox = await startSandbox({ now: sandboxClock.now, ...options });
  const started = sandbox;
  const client = createPaymentsClient({
    baseUrl: started.url,
    clientId: started.clientId,
    apiKey: started.apiKey,
    now: clientClock.now,
  });
  const requests = (method: string, path: string) =>
    started.requests()[path.toLowerCase()]?.[method] ?? 0;
  return {
    client,
    clientClock,
    sandboxClock,
    tokenRequests: () => requests('POST', '/v2.01/oauth/token'),
    requests,
  };
}

describe('the OAuth token', () => {
  it('is requested once and reused', async () => {
    const { client, tokenRequests } = await setup();
    const user = await client.createNaturalUser({ FirstName: 'A', LastName: 'B', Email: 'a@b.co' });
    for (let i = 0; i < 5; i++) await client.getUser(user.Id);
    expect(tokenRequests()).toBe(1);
  });

  it('is requested once for concurrent first calls', async () => {
    const { client, tokenRequests } = await setup();
    const users = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.createNaturalUser({ FirstName: `A${i}`, LastName: 'B', Email: 'a@b.co' }),
      ),
    );
    expect(new Set(users.map((user) => user.Id)).size).toBe(20);
    expect(tokenRequests()).toBe(1);
  });

  it('is renewed shortly before expires_in, by the client clock', async () => {
    const { client, clientClock, sandboxClock, tokenRequests } = await setup();
    const user = await client.createNaturalUser({ FirstName: 'A', LastName: 'B', Email: 'a@b.co' });
    clientClock.advance(3600_000 - 61_000);
    sandboxClock.advance(3600_000 - 61_000);
    await client.getUser(user.Id);
    expect(tokenRequests()).toBe(1);
    clientClock.advance(2_000);
    sandboxClock.advance(2_000);
    await client.getUser(user.Id);
    expect(tokenRequests()).toBe(2);
  });

  it('is renewed, and the call retried once, when the service answers 401', async () => {
    const { client, sandboxClock, tokenRequests, requests } = await setup();
    const user = await client.createNaturalUser({ FirstName: 'A', LastName: 'B', Email: 'a@b.co' });
    sandboxClock.advance(3600_000);
    expect(await client.getUser(user.Id)).toEqual(user);
    expect(tokenRequests()).toBe(2);
    expect(requests('GET', `/v2.01/sandbox/users/${user.Id}`)).toBe(2);
  });

  it('is retried only once: a second 401 is a PaymentsApiError', async () => {
    const { client, tokenRequests, requests } = await setup({ tokenTtlSeconds: 0 });
    const error = await client.getUser('user_m_00').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsApiError);
    expect(error).toMatchObject({ status: 401, type: 'unauthorized' });
    expect(tokenRequests()).toBe(2);
    expect(requests('GET', '/v2.01/sandbox/users/user_m_00')).toBe(2);
  });

  it('is requested again after a failed token request', async () => {
    const { client, tokenRequests } = await setup({ apiKey: 'right-key' });
    const wrong = createPaymentsClient({
      baseUrl: sandbox!.url,
      clientId: 'sandbox',
      apiKey: 'wrong-key',
    });
    await expect(wrong.getUser('x')).rejects.toMatchObject({ status: 401 });
    await expect(wrong.getUser('x')).rejects.toMatchObject({ status: 401 });
    expect(tokenRequests()).toBe(2);
    await expect(client.getUser('user_m_00')).rejects.toMatchObject({ status: 404 });
  });
});
