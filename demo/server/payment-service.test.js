import { startSandbox } from 'card-tokenizer/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { ADA } from '../../test/support/users.ts';
import { connectPaymentService } from './payment-service.js';

/** What to close after each test: services and sandboxes alike. */
let open = [];
afterEach(async () => {
  await Promise.all(open.map((part) => part.close()));
  open = [];
});

async function connect(env) {
  const service = await connectPaymentService(env);
  open.push(service);
  return service;
}

/** A sandbox standing in for the real service as shop-42, and a connection to it with `apiKey`. */
async function connectToRealService(apiKey) {
  const real = await startSandbox({ clientId: 'shop-42', apiKey: 'shop-42-key' });
  open.push(real);
  const env = {
    PAYMENTS_BASE_URL: real.url,
    PAYMENTS_CLIENT_ID: 'shop-42',
    PAYMENTS_API_KEY: apiKey,
    PAYMENTS_TOKENIZATION_ORIGINS: `${real.url}, https://tokenization.example`,
  };
  return { real, service: await connect(env) };
}

describe('connectPaymentService', () => {
  it('starts the embedded sandbox, and a second one for expired registrations, with no PAYMENTS_* set', async () => {
    const service = await connect({ PATH: '/usr/bin' });

    expect(service.kind).toBe('sandbox');
    expect(service.description).toMatch(/^embedded sandbox http:\/\/127\.0\.0\.1:\d+ /);
    const user = await service.payments.createNaturalUser(ADA);
    expect(user.Id).toMatch(/\w/);
    const expiring = await service.expiringPayments.createNaturalUser(ADA);
    expect(expiring.Id).not.toBe(user.Id);
    const origins = service.tokenizationOrigins;
    expect(origins).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      expect.any(String),
    ]);
    expect(new Set(origins).size).toBe(2);
  });

  it('talks to the service at PAYMENTS_BASE_URL with that client id and key when all three are set', async () => {
    const { real, service } = await connectToRealService('shop-42-key');

    expect(service.kind).toBe('real');
    expect(service.description).toBe(`${real.url} (client id shop-42, from PAYMENTS_* variables)`);
    expect(service.expiringPayments).toBeNull();
    expect(service.tokenizationOrigins).toEqual([real.url, 'https://tokenization.example']);
    const user = await service.payments.createNaturalUser(ADA);
    expect(real.stats().users).toBe(1);
    expect((await service.payments.getUser(user.Id)).Email).toBe('ada@example.com');
  });

  it('uses the API key it is given: a wrong one is refused by the service (401)', async () => {
    const { real, service } = await connectToRealService('not-the-key');

    await expect(service.payments.createNaturalUser(ADA)).rejects.toMatchObject({ status: 401 });
    expect(real.stats().users).toBe(0);
  });

  it('refuses the real service without PAYMENTS_TOKENIZATION_ORIGINS, which the pages CSP needs', async () => {
    const env = {
      PAYMENTS_BASE_URL: 'https://api.example.test',
      PAYMENTS_CLIENT_ID: 'shop-42',
      PAYMENTS_API_KEY: 'key',
    };

    await expect(connectPaymentService(env)).rejects.toThrow(
      'Expected PAYMENTS_TOKENIZATION_ORIGINS with the real service',
    );
  });

  it.each([
    [['PAYMENTS_BASE_URL'], 'PAYMENTS_CLIENT_ID, PAYMENTS_API_KEY'],
    [['PAYMENTS_CLIENT_ID'], 'PAYMENTS_BASE_URL, PAYMENTS_API_KEY'],
    [['PAYMENTS_API_KEY'], 'PAYMENTS_BASE_URL, PAYMENTS_CLIENT_ID'],
    [['PAYMENTS_BASE_URL', 'PAYMENTS_CLIENT_ID'], 'PAYMENTS_API_KEY'],
    [['PAYMENTS_CLIENT_ID', 'PAYMENTS_API_KEY'], 'PAYMENTS_BASE_URL'],
  ])('refuses a partial setting (%j set): it names what is missing', async (set, missing) => {
    const env = Object.fromEntries(set.map((name) => [name, 'https://api.example.test']));

    await expect(connectPaymentService(env)).rejects.toThrow(
      `Expected PAYMENTS_BASE_URL, PAYMENTS_CLIENT_ID, PAYMENTS_API_KEY all set (real service) or none (sandbox), missing ${missing}`,
    );
  });
});
