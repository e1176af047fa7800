import { afterEach, describe, expect, it } from 'vitest';
import { ADA } from '../../../test/support/users.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';
import { seededRandom } from '../faults.js';

const KEY = '5f0c6a1e-0b7d-4c59-9a43-3c1c2c7e9d11';
const WINDOW_MS = 60_000;

let t: TestSandbox;
afterEach(() => t.close());

const createUser = (key: string | undefined, json: object = ADA) =>
  t.call('POST', `${t.v2}/users/natural`, {
    json,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
const storedResponse = (key: string) => t.call('GET', `${t.v2}/responses/${key}`);

describe('Idempotency-Key on POST', () => {
  it('creates once: a repeat is a 409 in the service shape, whatever its body', async () => {
    t = await openTestSandbox();
    const first = await createUser(KEY);
    expect(first.status).toBe(200);
    for (const json of [ADA, { ...ADA, FirstName: 'Grace' }]) {
      const repeat = await createUser(KEY, json);
      expect(repeat.status).toBe(409);
      expect(repeat.body).toEqual({
        Message: 'A resource has already been created with this Idempotency Key',
        Type: 'idempotent_creation_conflict',
        Id: expect.stringMatching(/^err_/),
        Date: t.clock.now() / 1000,
        errors: null,
      });
    }
    expect(t.sandbox.stats()).toMatchObject({ users: 1, idempotencyKeys: 1 });
    expect((await createUser(undefined)).status).toBe(200);
    expect(t.sandbox.stats().users).toBe(2);
  });

  it('lets one of ten concurrent calls with the same key through, however they interleave', async () => {
    t = await openTestSandbox();
    const answers = await Promise.all(Array.from({ length: 10 }, () => createUser(KEY)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(t.sandbox.stats().users).toBe(1);
  });

  it.each(['short-key-15chr', 'x'.repeat(37), 'has_underscore_in_it', 'ümlaut-key-1234567'])(
    'refuses the malformed key %j with a 400, before anything is created',
    async (key) => {
      t = await openTestSandbox();
      const answer = await createUser(key);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        Type: 'param_error',
        errors: { 'Idempotency-Key': expect.stringMatching(/^Expected 16 to 36 letters/) },
      });
      expect(t.sandbox.stats()).toMatchObject({ users: 0, idempotencyKeys: 0 });
    },
  );

  it('spends a key on a failed call too, but not on a call without valid credentials', async () => {
    t = await openTestSandbox();
    const unauthenticated = () =>
      t.call('POST', `${t.v2}/users/natural`, {
        json: ADA,
        token: 'wrong',
        headers: { 'Idempotency-Key': KEY },
      });
    expect((await unauthenticated()).status).toBe(401);
    expect((await createUser(KEY, { FirstName: 'A' })).status).toBe(400);
    expect((await createUser(KEY)).status).toBe(409);
    // Credentials come first: a caller without them learns nothing of the keys.
    expect((await unauthenticated()).status).toBe(401);
    expect(t.sandbox.stats().users).toBe(0);
  });
});

describe('GET /v2.01/{ClientId}/responses/{IdempotencyKey}', () => {
  it('answers the first answer with its status, length, type, date and URL', async () => {
    t = await openTestSandbox();
    const first = await createUser(KEY);
    t.clock.advance(5_000);
    const stored = await storedResponse(KEY);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({
      StatusCode: '200',
      ContentLength: String(Buffer.byteLength(JSON.stringify(first.body))),
      ContentType: 'application/json',
      Date: new Date(t.clock.now() - 5_000).toUTCString(),
      RequestURL: `${t.url}${t.v2}/users/natural`,
      Resource: first.body,
    });
  });

  it("keeps a failed first call's error as its Resource", async () => {
    t = await openTestSandbox();
    const failed = await createUser(KEY, { FirstName: 'A' });
    expect((await storedResponse(KEY)).body).toMatchObject({
      StatusCode: '400',
      Resource: failed.body,
    });
  });

  it.each([
    ['an unknown key', '00000000-0000-0000-0000-000000000000'],
    ['a malformed key', `${KEY}_no`],
  ])('answers %s with 400 correlationid_not_found', async (_, key) => {
    t = await openTestSandbox();
    const answer = await storedResponse(key);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ Type: 'correlationid_not_found' });
  });
});

describe('the window and the cap', () => {
  it('frees a key and forgets its answer once the window is over', async () => {
    t = await openTestSandbox({ idempotencyWindowMs: WINDOW_MS });
    await createUser(KEY);
    t.clock.advance(WINDOW_MS - 1);
    expect((await createUser(KEY)).status).toBe(409);
    t.clock.advance(1);
    expect((await storedResponse(KEY)).body.Type).toBe('correlationid_not_found');
    expect((await createUser(KEY)).status).toBe(200);
    expect(t.sandbox.stats()).toMatchObject({ users: 2, idempotencyKeys: 1 });
  });

  it('keeps at most maxIdempotencyKeys, forgetting the oldest first', async () => {
    t = await openTestSandbox({ maxIdempotencyKeys: 3 });
    const keys = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(16));
    for (const key of keys) await createUser(key);
    expect(t.sandbox.stats().idempotencyKeys).toBe(3);
    expect((await storedResponse(keys[0]!)).status).toBe(400);
    expect((await storedResponse(keys[3]!)).status).toBe(200);
  });

  it.each([{ maxIdempotencyKeys: 0 }, { idempotencyWindowMs: 1.5 }])(
    'refuses %j',
    async (options) => {
      await expect(openTestSandbox(options)).rejects.toThrow(/to be a positive integer, got/);
      t = await openTestSandbox();
    },
  );
});

describe('the fault switch', () => {
  it('is off by default', async () => {
    t = await openTestSandbox();
    const answers = await Promise.all(Array.from({ length: 20 }, () => createUser(undefined)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it('serves the request, then drops the connection: the work is done, the answer lost', async () => {
    t = await openTestSandbox({ dropAnswers: { share: 1, seed: 1 } });
    const token = await t.platformToken().catch((error: unknown) => error);
    expect(token).toBeInstanceOf(TypeError);
    expect(t.sandbox.requests()['/v2.01/oauth/token']).toEqual({ POST: 1 });
  });

  it('drops the share of answers its seed picks, in the order requests arrive', async () => {
    const seed = 42;
    t = await openTestSandbox({ dropAnswers: { share: 0.5, seed } });
    const random = seededRandom(seed);
    const expected = Array.from({ length: 20 }, () => random() < 0.5);
    const dropped: boolean[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await fetch(`${t.url}/v2.01/oauth/token`).then(
        () => false,
        () => true,
      );
      dropped.push(answer);
    }
    expect(dropped).toEqual(expected);
    expect(dropped.filter(Boolean).length).toBeGreaterThan(3);
  });
});
