import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardRegistration } from '../server/types.js';
import {
  intentsInEachState,
  openTestSandbox,
  type IntentsInEachState,
  type TestSandbox,
} from '../../test/support/sandbox.js';

let t: TestSandbox;
/** Objects in every state a garbage request could wrongly change. */
let fixtures: IntentsInEachState & {
  userId: string;
  registration: CardRegistration;
  registrationData: string;
};

beforeAll(async () => {
  t = await openTestSandbox();
  const registration = await t.createRegistration();
  const registrationData = await t.postCard(registration);
  fixtures = {
    userId: registration.UserId,
    registration,
    registrationData,
    ...(await intentsInEachState(t)),
  };
});
afterAll(() => t.close());

/** Everything observable: counts and each fixture as the API shows it. */
async function snapshot() {
  const { registration, userId, authorized, captured, disputed } = fixtures;
  const reads = await Promise.all([
    t.call('GET', `${t.v2}/users/${userId}`),
    t.call('GET', `${t.v2}/cardregistrations/${registration.Id}`),
    ...[authorized, captured, disputed].map((intent) => t.call('GET', `${t.intents}/${intent.Id}`)),
  ]);
  return { stats: t.sandbox.stats(), reads: reads.map((answer) => answer.body) };
}

/** Same bytes on every run. */
function pseudoRandomBytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

const JSON_TYPE = 'application/json';
/** Each is invalid on every route, including those whose body is optional (`ExternalData` wrong). */
const garbage: [string, { raw: string | Uint8Array<ArrayBuffer>; contentType?: string }][] = [
  ['invalid JSON', { raw: '{"UserId": ', contentType: JSON_TYPE }],
  ['a JSON array', { raw: '[]', contentType: JSON_TYPE }],
  ['JSON null', { raw: 'null', contentType: JSON_TYPE }],
  ['a JSON string', { raw: '"hello"', contentType: JSON_TYPE }],
  [
    'wrong types',
    {
      raw: '{"UserId":1,"Currency":[],"Decision":{},"LineItems":"x","RegistrationData":7,"ExternalData":"x"}',
      contentType: JSON_TYPE,
    },
  ],
  [
    'a prototype-polluting object',
    {
      raw: '{"__proto__":{"Status":"VALIDATED"},"constructor":{"prototype":{"x":1}},"ExternalData":[]}',
      contentType: JSON_TYPE,
    },
  ],
  [
    'JSON nested 30000 deep',
    { raw: '['.repeat(30_000) + ']'.repeat(30_000), contentType: JSON_TYPE },
  ],
  ['valid JSON as text/plain', { raw: '{"Decision":"DEFENDED"}', contentType: 'text/plain' }],
  ['XML', { raw: '<Decision>DEFENDED</Decision>', contentType: 'application/xml' }],
  ['binary bytes', { raw: pseudoRandomBytes(2048, 7), contentType: 'application/octet-stream' }],
  ['binary bytes labelled JSON', { raw: pseudoRandomBytes(2048, 11), contentType: JSON_TYPE }],
  ['a 1 MB body', { raw: '{"a":"' + 'x'.repeat(1_000_000) + '"}', contentType: JSON_TYPE }],
];

const writeRoutes: [string, string, () => string][] = [
  ['POST', 'users/natural', () => `${t.v2}/users/natural`],
  ['POST', 'users/legal', () => `${t.v2}/users/legal`],
  ['POST', 'cardregistrations', () => `${t.v2}/cardregistrations`],
  ['PUT', 'cardregistrations/{Id}', () => `${t.v2}/cardregistrations/${fixtures.registration.Id}`],
  ['POST', 'cardregistrations/{Id}', () => `${t.v2}/cardregistrations/${fixtures.registration.Id}`],
  ['POST', 'oauth/token/embedded/recipient', () => '/v2.01/oauth/token/embedded/recipient'],
  ['POST', 'intents', () => t.intents],
  ['POST', 'captures', () => `${t.intents}/${fixtures.authorized.Id}/captures`],
  [
    'POST',
    'disputes',
    () => `${t.intents}/${fixtures.captured.Id}/captures/${fixtures.captured.Capture!.Id}/disputes`,
  ],
  [
    'PUT',
    'decision',
    () =>
      `${t.intents}/${fixtures.disputed.Id}/captures/${fixtures.disputed.Capture!.Id}/disputes/${fixtures.disputed.Dispute!.Id}/decision`,
  ],
];

describe.each(writeRoutes)('%s %s with garbage', (method, _name, path) => {
  it.each(garbage)('answers %s with 400 or 413 and changes nothing', async (_kind, init) => {
    const before = await snapshot();
    const answer = await t.call(method, path(), init);
    expect([400, 413]).toContain(answer.status);
    expect(answer.body).toMatchObject({ Message: expect.any(String), Type: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  });
});

describe('a huge body sent in chunks, without Content-Length', () => {
  it('is cut at 64 KB with a 413, and the sandbox keeps answering', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16_384));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => (sent++ < 100 ? controller.enqueue(chunk) : controller.close()),
    });
    const before = await snapshot();
    const response = await fetch(`${t.url}${t.v2}/users/natural`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await t.platformToken()}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the tokenization endpoint with garbage', () => {
  it.each(garbage)(
    'answers %s without a token and without changing anything',
    async (_kind, init) => {
      const before = await snapshot();
      const response = await fetch(fixtures.registration.CardRegistrationURL, {
        method: 'POST',
        headers: init.contentType ? { 'Content-Type': init.contentType } : {},
        body: init.raw,
      });
      const text = await response.text();
      expect(response.status === 413 || text === 'errorCode=09101').toBe(true);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('405 on known routes', () => {
  it.each([
    ['GET', '/v2.01/oauth/token/embedded/recipient'],
    ['DELETE', '/v2.01/sandbox/users/natural'],
    ['PATCH', '/v2.01/sandbox/cardregistrations'],
    ['DELETE', '/v2.01/sandbox/cards/card_00'],
    ['PUT', '/V3.0/sandbox/payins/intents'],
    ['POST', '/V3.0/sandbox/payins/intents/int_00'],
    ['GET', '/V3.0/sandbox/payins/intents/int_00/captures'],
    ['GET', '/V3.0/sandbox/payins/intents/int_00/captures/c/disputes'],
    ['GET', '/V3.0/sandbox/payins/intents/int_00/captures/c/disputes/d/decision'],
  ])('%s %s', async (method, path) => {
    const answer = await t.call(method, path);
    expect(answer.status).toBe(405);
    expect(answer.body.Type).toBe('method_not_allowed');
    expect(answer.headers.get('allow')).toBeTruthy();
  });
});
