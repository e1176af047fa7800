import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  afterToken,
  apiRequests,
  json,
  serviceError,
} from '../../../test/support/service-stand-in.js';
import {
  hangUp,
  stall,
  startTokenizationServer,
  type TokenizationServer,
} from '../../../test/support/tokenization-server.js';
import {
  createPaymentsClient,
  PaymentsApiError,
  PaymentsNetworkError,
  type PaymentsClientOptions,
} from '../index.js';
import { backoffDelay, DEFAULT_RETRY_POLICY } from './retry.js';

const USER = { Id: 'user_1', FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' };
const ADA = { FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' };

let server: TokenizationServer;
beforeEach(async () => {
  server = await startTokenizationServer();
});
afterEach(() => server.close());

/** A client of the stand-in with short waits, so the retries take milliseconds. */
const clientOf = (options: Partial<PaymentsClientOptions> = {}) =>
  createPaymentsClient({
    baseUrl: server.origin,
    clientId: 'acme',
    apiKey: 'k',
    retryDelay: 5,
    ...options,
  });

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );
const keysSent = () => apiRequests(server.requests).map((r) => r.headers['idempotency-key']);

describe('a POST', () => {
  it('is sent again with its key after a 5xx, and answers the success', async () => {
    server.behave(afterToken(serviceError(503, 'service_unavailable'), json(200, USER)));
    expect(await clientOf().createNaturalUser(ADA)).toEqual(USER);
    const [first, second] = keysSent();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('waits as long as Retry-After says after a 429, in seconds or as a date', async () => {
    const inSeconds = () => '1';
    const asDate = () => new Date(Date.now() + 1_500).toUTCString();
    for (const format of [inSeconds, asDate]) {
      const retryAfter = format();
      server.requests.length = 0;
      server.behave(
        afterToken(
          json(429, { Type: 'rate_limit' }, { 'Retry-After': retryAfter }),
          json(200, USER),
        ),
      );
      const started = performance.now();
      expect(await clientOf().createNaturalUser(ADA)).toEqual(USER);
      expect(performance.now() - started).toBeGreaterThanOrEqual(450);
      expect(apiRequests(server.requests)).toHaveLength(2);
    }
  });

  it('waits for the exhausted X-RateLimit window to refill', async () => {
    const now = Date.now();
    const reset = [now / 1000 + 1, now / 1000 + 900, now / 1000 + 1800, now / 1000 + 86_400];
    const headers = {
      'X-RateLimit': '2300, 2400, 2500, 9000',
      'X-RateLimit-Remaining': '0, 2100, 6300, 96600',
      'X-RateLimit-Reset': reset.map(Math.ceil).join(', '),
    };
    server.behave(afterToken(json(429, { Type: 'rate_limit' }, headers), json(200, USER)));
    const started = performance.now();
    expect(await clientOf().createNaturalUser(ADA)).toEqual(USER);
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('fails at once, with the 429, when the service asks for a longer wait than maxRetryDelay', async () => {
    server.behave(afterToken(json(429, { Type: 'rate_limit' }, { 'Retry-After': '900' })));
    const error = await rejection(clientOf().createNaturalUser(ADA));
    expect(error).toBeInstanceOf(PaymentsApiError);
    expect(error).toMatchObject({ status: 429, type: 'rate_limit', attempts: 1 });
    expect(apiRequests(server.requests)).toHaveLength(1);
  });

  it('keeps the last answer and counts the attempts when every one fails', async () => {
    server.behave(afterToken(serviceError(500, 'internal_error', 'Boom')));
    const error = (await rejection(
      clientOf({ maxAttempts: 4 }).createNaturalUser(ADA),
    )) as PaymentsApiError;
    expect(error).toMatchObject({ status: 500, type: 'internal_error', attempts: 4 });
    expect(error.body).toMatchObject({ Message: 'Boom' });
    expect(error.idempotencyKey).toBe(keysSent()[0]);
    expect(error.message).toMatch(/failed with HTTP 500: Boom \(after 4 attempts\)$/);
    expect(new Set(keysSent()).size).toBe(1);
  });

  it('times out each attempt, and says so with the key to read back', async () => {
    server.behave(afterToken(stall));
    const error = await rejection(
      clientOf({ timeout: 100, maxAttempts: 2 }).createNaturalUser(ADA),
    );
    expect(error).toBeInstanceOf(PaymentsNetworkError);
    const key = keysSent()[0]!;
    expect(error).toMatchObject({ code: 'timeout', attempts: 2, idempotencyKey: key });
    expect((error as Error).message).toBe(
      `POST /v2.01/acme/users/natural timed out after 2 attempts; it may have been done: read getIdempotentResponse("${key}") before sending it again`,
    );
  });

  it('says nothing may have been done when no attempt reached the service', async () => {
    server.behave(hangUp);
    const error = await rejection(clientOf({ maxAttempts: 2 }).createNaturalUser(ADA));
    expect(error).toMatchObject({ code: 'network', attempts: 2 });
    expect((error as Error).message).toBe(
      'POST /v2.01/acme/users/natural got no answer (connection failed or lost) after 2 attempts',
    );
    expect(apiRequests(server.requests)).toHaveLength(0);
  });

  it("takes the call's own attempts and timeout over the client's", async () => {
    server.behave(afterToken(stall));
    const client = clientOf();
    const error = await rejection(client.createNaturalUser(ADA, { timeout: 100, maxAttempts: 2 }));
    expect(error).toMatchObject({ code: 'timeout', attempts: 2 });
  });

  it('keeps the last answer when the last attempt is lost', async () => {
    server.behave(afterToken(serviceError(503, 'service_unavailable'), hangUp));
    const error = await rejection(clientOf({ maxAttempts: 2 }).createNaturalUser(ADA));
    expect(error).toBeInstanceOf(PaymentsNetworkError);
    expect((error as PaymentsNetworkError).lastAnswer).toMatchObject({ status: 503 });
  });

  it('spreads its retries: each wait anywhere from 0 to a doubling ceiling (full jitter)', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, retryDelay: 200, maxRetryDelay: 1_000 };
    expect([1, 2, 3, 4].map((n) => backoffDelay(policy, n, () => 0.999))).toEqual([
      199, 399, 799, 999,
    ]);
    expect(backoffDelay(policy, 3, () => 0)).toBe(0);
    const waits = new Set(Array.from({ length: 20 }, () => backoffDelay(policy, 3)));
    expect(waits.size).toBeGreaterThan(10);
  });

  it("stops during a backoff wait as soon as the caller's signal aborts", async () => {
    server.behave(afterToken(json(503, { Type: 'x' }, { 'Retry-After': '10' })));
    const controller = new AbortController();
    const started = performance.now();
    const call = clientOf({ maxRetryDelay: 60_000 }).createNaturalUser(ADA, {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('shopper left')), 200);
    await expect(call).rejects.toThrow('shopper left');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(apiRequests(server.requests)).toHaveLength(1);
  });
});

describe("a 409 for the call's own key", () => {
  const conflict = serviceError(409, 'idempotent_creation_conflict');
  const stored = (StatusCode: string, Resource: unknown, path = '/v2.01/acme/users/natural') =>
    json(200, { StatusCode, RequestURL: `${server.origin}${path}`, Resource });
  const methods = () => apiRequests(server.requests).map((r) => `${r.method} ${r.url}`);
  const reused = /already used by another call within 24 hours; use a new key per operation$/;

  it("after a 401 and a new token, is another call's: refused, nothing read back", async () => {
    server.behave(afterToken(serviceError(401, 'invalid_token'), conflict));
    const error = await rejection(clientOf().createNaturalUser(ADA));
    expect(error).toMatchObject({ status: 409, message: expect.stringMatching(reused) });
    expect(methods()).toEqual(['POST /v2.01/acme/users/natural', 'POST /v2.01/acme/users/natural']);
  });

  it("after a token request that failed, is another call's: the POST had not left", async () => {
    let tokens = 0;
    const firstTokenLost = afterToken(conflict);
    server.behave((request, response) => {
      if (request.url === '/v2.01/oauth/token' && (tokens += 1) === 1)
        return hangUp(request, response);
      firstTokenLost(request, response);
    });
    const error = await rejection(clientOf().createNaturalUser(ADA));
    expect(error).toMatchObject({ status: 409, message: expect.stringMatching(reused) });
    expect(methods()).toEqual(['POST /v2.01/acme/users/natural']);
  });

  it('after a lost answer, reads the first answer back, waiting while it is still running', async () => {
    const running = serviceError(400, 'correlationid_not_found');
    server.behave(afterToken(hangUp, conflict, running, stored('200', USER)));
    expect(await clientOf().createNaturalUser(ADA)).toEqual(USER);
    expect(methods().filter((m) => m.startsWith('GET'))).toHaveLength(2);
  });

  it('after a 5xx, throws the error stored for the first attempt', async () => {
    const boom = { Type: 'internal_error', Message: 'Boom', Id: 'err_9' };
    server.behave(
      afterToken(serviceError(503, 'service_unavailable'), conflict, stored('500', boom)),
    );
    const error = await rejection(clientOf().createNaturalUser(ADA));
    expect(error).toMatchObject({ status: 500, type: 'internal_error', attempts: 3 });
  });

  it("refuses a stored answer to another path: another call's object is never returned", async () => {
    const other = { Id: 'company_1', Name: 'Not this call' };
    server.behave(afterToken(hangUp, conflict, stored('200', other, '/v2.01/acme/users/legal')));
    const error = await rejection(clientOf().createNaturalUser(ADA));
    expect(error).toMatchObject({ status: 409, message: expect.stringMatching(reused) });
    expect(JSON.stringify((error as PaymentsApiError).body)).not.toContain('company_1');
  });
});

describe('honourCardConsent', () => {
  it('deactivates a card without consent through a 5xx, as deactivateCard is retried', async () => {
    const inactive = { Id: 'card_1', Active: false };
    server.behave(afterToken(serviceError(503, 'service_unavailable'), json(200, inactive)));
    expect(await clientOf().honourCardConsent('card_1', false)).toBe(false);
    const requests = apiRequests(server.requests);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'PUT', url: '/v2.01/acme/cards/card_1' });
  });
});

describe('a GET', () => {
  it('is sent again after a reset connection, and settles (never hangs)', async () => {
    server.behave(afterToken(hangUp, hangUp, json(200, USER)));
    expect(await clientOf().getUser('user_1')).toEqual(USER);
    expect(apiRequests(server.requests)).toHaveLength(3);
  });

  it('fails with a typed network error once its attempts are spent', async () => {
    server.behave(afterToken(hangUp));
    const error = await rejection(clientOf({ maxAttempts: 2 }).getUser('user_1'));
    expect(error).toBeInstanceOf(PaymentsNetworkError);
    expect(error).toMatchObject({ code: 'network', attempts: 2, idempotencyKey: null });
  });

  it('is not retried after a 4xx', async () => {
    server.behave(afterToken(serviceError(404, 'ressource_not_found')));
    await expect(clientOf().getUser('nobody')).rejects.toMatchObject({ status: 404, attempts: 1 });
    expect(apiRequests(server.requests)).toHaveLength(1);
  });
});

describe('a PUT', () => {
  it('that nothing makes safe (a dispute decision) is sent once', async () => {
    server.behave(afterToken(serviceError(502, 'bad_gateway')));
    const decision = {
      intentId: 'i',
      captureId: 'c',
      disputeId: 'd',
      decision: 'DEFENDED' as const,
    };
    await expect(clientOf().updateIntentDispute(decision)).rejects.toMatchObject({ status: 502 });
    expect(apiRequests(server.requests).map((r) => r.method)).toEqual(['PUT']);
  });
});
