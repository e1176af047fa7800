import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenizeCard } from '../core/index.js';
import { startSandbox, type Sandbox } from '../sandbox/index.js';
import { TODAY } from '../../test/support/cards.js';
import { createClock, type Clock } from '../../test/support/clock.js';
import { createPaymentsClient, PaymentsApiError } from './index.js';

const API_KEY = 'api-key-that-must-never-be-printed';

let sandbox: Sandbox;
let sandboxClock: Clock;
beforeAll(async () => {
  sandboxClock = createClock();
  sandbox = await startSandbox({ apiKey: API_KEY, now: sandboxClock.now });
});
afterAll(() => sandbox.close());

/** Every console call made during `run`, with console silenced meanwhile. */
async function consoleCallsDuring(run: () => Promise<void>): Promise<[string, unknown[]][]> {
  const names = Object.entries(console)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name);
  const spies = names.map((name) => vi.spyOn(console, name as 'log').mockImplementation(() => {}));
  try {
    await run();
    // Read before restoring: a restored spy forgets its calls.
    return spies.flatMap((spy, i) =>
      spy.mock.calls.map((args): [string, unknown[]] => [names[i]!, args]),
    );
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
}

describe('the client', () => {
  it('prints nothing, secrets least of all, through tokens, retries and failures', async () => {
    const secrets = new Set([API_KEY, Buffer.from(`sandbox:${API_KEY}`).toString('base64')]);
    /** Records each Bearer token the client sends. */
    const recordingFetch: typeof fetch = (input, init) => {
      const authorization = new Headers(init?.headers).get('authorization');
      if (authorization?.startsWith('Bearer ')) secrets.add(authorization.slice(7));
      return fetch(input, init);
    };
    const client = createPaymentsClient({
      baseUrl: sandbox.url,
      clientId: 'sandbox',
      apiKey: API_KEY,
      fetch: recordingFetch,
    });
    const errors: unknown[] = [];

    const calls = await consoleCallsDuring(async () => {
      const user = await client.createNaturalUser({
        FirstName: 'Ada',
        LastName: 'Lovelace',
        Email: 'ada@example.com',
      });
      const registration = await client.createCardRegistration({
        UserId: user.Id,
        Currency: 'EUR',
      });
      const RegistrationData = await tokenizeCard(
        registration,
        { cardNumber: '4970107111111119', cardExpirationDate: '11/29', cardCvx: '123' },
        { now: new Date(TODAY) },
      );
      const updated = await client.updateCardRegistration(registration.Id, { RegistrationData });
      // The sandbox's token expires: the next call gets a 401, renews it and retries.
      sandboxClock.advance(3600_000);
      expect(await client.getCard(updated.CardId!)).toMatchObject({ Alias: '497010XXXXXX1119' });
      const recipient = await client.createRecipientEmbeddedToken(user.Id);
      secrets.add(recipient.access_token);

      errors.push(await client.getUser('user_m_00').catch((e: unknown) => e));
      errors.push(
        await client
          .createCardRegistration({ UserId: 'nobody', Currency: 'EUR' })
          .catch((e: unknown) => e),
      );
      const wrongKey = createPaymentsClient({
        baseUrl: sandbox.url,
        clientId: 'sandbox',
        apiKey: `${API_KEY}-wrong`,
      });
      errors.push(await wrongKey.getUser(user.Id).catch((e: unknown) => e));
    });

    expect(sandbox.requests()['/v2.01/oauth/token']).toEqual({ POST: 3 });
    expect(secrets.size).toBe(5); // the key, its Basic form, two platform tokens, a recipient token
    expect(errors.map((error) => error instanceof PaymentsApiError && error.status)).toEqual([
      404, 404, 401,
    ]);
    for (const error of errors as PaymentsApiError[]) {
      const shown = `${error.stack} ${JSON.stringify(error)}`;
      for (const secret of secrets) expect(shown).not.toContain(secret);
    }
    expect(calls).toEqual([]);
  });
});
