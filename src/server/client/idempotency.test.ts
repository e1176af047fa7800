import { afterEach, describe, expect, it } from 'vitest';
import { tokenizeCard } from '../../core/index.js';
import { TODAY } from '../../../test/support/cards.js';
import { createClock } from '../../../test/support/clock.js';
import { ACCEPT_HEADER, BROWSER_DATA } from '../../../test/support/browser-data.js';
import { ADA } from '../../../test/support/users.js';
import { seededRandom } from '../../sandbox/faults.js';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/index.js';
import {
  createPaymentsClient,
  IdempotencyKeyError,
  PaymentsApiError,
  type PaymentsClient,
  type PaymentsClientOptions,
} from '../index.js';

const KEY = 'checkout-7f3a9c2e-0001';

let sandbox: Sandbox;
let client: PaymentsClient;
afterEach(() => sandbox.close());

async function open(options: SandboxOptions = {}, client_: Partial<PaymentsClientOptions> = {}) {
  sandbox = await startSandbox({ now: createClock().now, ...options });
  client = createPaymentsClient({
    baseUrl: sandbox.url,
    clientId: sandbox.clientId,
    apiKey: sandbox.apiKey,
    retryDelay: 5,
    ...client_,
  });
}

const totalRequests = () =>
  Object.values(sandbox.requests())
    .flatMap((perMethod) => Object.values(perMethod))
    .reduce((sum, count) => sum + count, 0);

describe('keys', () => {
  it('sends one with every POST: each answer can be read back for 24 hours', async () => {
    await open();
    const user = await client.createNaturalUser(ADA);
    await client.createCardRegistration({ UserId: user.Id, Currency: 'EUR' });
    expect(sandbox.stats()).toMatchObject({ users: 1, cardRegistrations: 1, idempotencyKeys: 2 });
  });

  it("uses the caller's key, whose first answer getIdempotentResponse reads", async () => {
    await open();
    const user = await client.createNaturalUser(ADA, { idempotencyKey: KEY });
    expect(await client.getIdempotentResponse(KEY)).toMatchObject({
      StatusCode: '200',
      ContentType: 'application/json',
      RequestURL: `${sandbox.url}/v2.01/sandbox/users/natural`,
      Resource: user,
    });
  });

  it('refuses a key used earlier by another call with a clear error, never the other object', async () => {
    await open();
    await client.createNaturalUser(ADA, { idempotencyKey: KEY });
    const error = await client
      .createNaturalUser({ ...ADA, FirstName: 'Grace' }, { idempotencyKey: KEY })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsApiError);
    expect(error).toMatchObject({
      status: 409,
      type: 'idempotent_creation_conflict',
      attempts: 1,
      idempotencyKey: KEY,
      body: { Message: 'A resource has already been created with this Idempotency Key' },
    });
    expect((error as Error).message).toMatch(/already used by another call/);
    expect(sandbox.stats().users).toBe(1);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'k'.repeat(37)],
    ['with a space', 'order 1234567890123'],
    ['not a string', 1234567890123456],
  ])('refuses a key %s before any request leaves the process', async (_, key) => {
    await open();
    const before = totalRequests();
    const error = await client
      .createNaturalUser(ADA, { idempotencyKey: key as string })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdempotencyKeyError);
    expect((error as Error).message).toMatch(
      /^Expected idempotencyKey to be 16 to 36 letters, digits or dashes \(a UUID fits\), got /,
    );
    await expect(client.getIdempotentResponse(key as string)).rejects.toThrow(IdempotencyKeyError);
    expect(totalRequests()).toBe(before);
  });

  it('answers an unknown key with the service error correlationid_not_found', async () => {
    await open();
    await expect(client.getIdempotentResponse(KEY)).rejects.toMatchObject({
      status: 400,
      type: 'correlationid_not_found',
    });
  });
});

describe('lost answers (the fault switch drops 30 %)', () => {
  it('200 concurrent creations create exactly 200 objects, each call its own', async () => {
    await open({ dropAnswers: { share: 0.3, seed: 2026 } }, { maxAttempts: 12, timeout: 5_000 });
    const emails = Array.from({ length: 200 }, (_, i) => `shopper-${i}@example.com`);
    const users = await Promise.all(
      emails.map((Email) => client.createNaturalUser({ ...ADA, Email })),
    );
    expect(users.map((user) => user.Email)).toEqual(emails);
    expect(new Set(users.map((user) => user.Id)).size).toBe(200);
    expect(sandbox.stats().users).toBe(200);
    // The switch really dropped answers: some calls were answered from /responses/{key}.
    const replays = Object.keys(sandbox.requests()).filter((path) => path.includes('/responses/'));
    expect(replays.length).toBeGreaterThan(10);
  }, 30_000);

  it('a card registration update whose answer was lost is read back, never sent twice', async () => {
    // Requests in order: token, user, registration, card post, update (dropped), read-back.
    const pattern = [false, false, false, false, true, false];
    const seed = seedDropping(pattern, 0.5);
    await open({ dropAnswers: { share: 0.5, seed } });
    const user = await client.createNaturalUser(ADA);
    const registration = await client.createCardRegistration({ UserId: user.Id, Currency: 'EUR' });
    const RegistrationData = await tokenizeCard(
      registration,
      { cardNumber: '4970107111111119', cardExpirationDate: '11/29', cardCvx: '123' },
      { now: new Date(TODAY) },
    );
    const updated = await client.updateCardRegistration(registration.Id, { RegistrationData });
    expect(updated).toMatchObject({ Status: 'VALIDATED', RegistrationData });
    expect(sandbox.stats().cards).toBe(1);
    expect(sandbox.requests()[`/v2.01/sandbox/cardregistrations/${registration.Id}`]).toEqual({
      PUT: 1,
      GET: 1,
    });
  });
});

describe('Card Validation', () => {
  it('is not created twice: its lost answer comes from /responses/{key}, a repeat is refused', async () => {
    // Requests in order: token, user, registration, card post, update, validation (dropped), …
    const seed = seedDropping([false, false, false, false, false, true, false, false], 0.5);
    await open({ dropAnswers: { share: 0.5, seed } });
    const user = await client.createNaturalUser(ADA);
    const registration = await client.createCardRegistration({ UserId: user.Id, Currency: 'EUR' });
    const RegistrationData = await tokenizeCard(
      registration,
      { cardNumber: '4970107111111119', cardExpirationDate: '11/29', cardCvx: '123' },
      { now: new Date(TODAY) },
    );
    const { CardId } = await client.updateCardRegistration(registration.Id, { RegistrationData });
    const body = {
      AuthorId: user.Id,
      SecureModeReturnURL: 'https://shop.example/return',
      IpAddress: '203.0.113.7',
      BrowserInfo: { ...BROWSER_DATA, AcceptHeader: ACCEPT_HEADER },
    };
    const validation = await client.createCardValidation(CardId!, body, { idempotencyKey: KEY });
    expect(validation).toMatchObject({ AuthorId: user.Id, Type: 'CARD_VALIDATION' });
    expect(sandbox.stats().cardValidations).toBe(1);
    const again = client.createCardValidation(CardId!, body, { idempotencyKey: KEY });
    await expect(again).rejects.toMatchObject({
      status: 409,
      type: 'idempotent_creation_conflict',
    });
    expect(sandbox.stats().cardValidations).toBe(1);
  });
});

/** The first seed whose drops, request after request, follow `pattern`. */
function seedDropping(pattern: boolean[], share: number): number {
  for (let seed = 1; ; seed++) {
    const random = seededRandom(seed);
    if (pattern.every((dropped) => random() < share === dropped)) return seed;
  }
}
