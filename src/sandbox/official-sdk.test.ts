import MangoPay from 'mangopay4-nodejs-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestSandbox, type TestSandbox } from '../../test/support/sandbox.js';

const KEY = 'sdk-idempotency-0001';

let t: TestSandbox;
let api: MangoPay;
beforeAll(async () => {
  t = await openTestSandbox();
  // The SDK logs every refused call to the console by default.
  api = new MangoPay({
    clientId: t.sandbox.clientId,
    clientApiKey: t.sandbox.apiKey,
    baseUrl: t.url,
    errorHandler: () => {},
  });
});
afterAll(() => t.close());

/** Its typings declare a promise; the SDK returns the options object itself. */
const withKey = (key: string) =>
  api.OptionsHelper.withIdempotency({}, key) as unknown as MangoPay.base.MethodOptions;

describe("the service's Node SDK, unchanged, against the sandbox", () => {
  it('creates with OptionsHelper.withIdempotency; a repeat is a 409; Idempotency.get reads the first answer', async () => {
    const user = await api.Users.create({
      PersonType: 'NATURAL',
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
    } as never);
    const body = {
      UserId: user.Id,
      Currency: 'EUR' as const,
      CardType: 'CB_VISA_MASTERCARD' as const,
    };
    const registration = await api.CardRegistrations.create(body, withKey(KEY));
    expect(registration).toMatchObject({ UserId: user.Id, Status: 'CREATED' });

    const repeat = await api.CardRegistrations.create(body, withKey(KEY)).catch(
      (error: unknown) => error,
    );
    expect(repeat).toMatchObject({
      Message: 'A resource has already been created with this Idempotency Key',
      Type: 'idempotent_creation_conflict',
      errors: null,
    });
    expect(t.sandbox.stats().cardRegistrations).toBe(1);

    const first = await api.Idempotency.get(KEY);
    expect(first).toMatchObject({
      StatusCode: '200',
      ContentType: 'application/json',
      RequestURL: `${t.url}/v2.01/sandbox/cardregistrations`,
      Resource: { Id: registration.Id, AccessKey: registration.AccessKey },
    });
  });

  it('gets correlationid_not_found for a key never used', async () => {
    const error = await api.Idempotency.get('sdk-never-used-000001').catch((e: unknown) => e);
    expect(error).toMatchObject({ Type: 'correlationid_not_found' });
  });
});
