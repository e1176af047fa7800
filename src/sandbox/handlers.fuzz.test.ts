import fc from 'fast-check';
import { request, type OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardRegistration, Intent } from '../server/types.js';
import {
  intentsInEachState,
  openTestSandbox,
  type IntentsInEachState,
  type TestSandbox,
} from '../../test/support/sandbox.js';

let t: TestSandbox;
/** Objects in every state a request could wrongly change. */
let fixtures: IntentsInEachState & {
  userId: string;
  fresh: CardRegistration;
  tokenized: CardRegistration;
  tokenizedData: string;
  validated: CardRegistration;
};

beforeAll(async () => {
  t = await openTestSandbox();
  const [fresh, tokenized, validated] = await Promise.all([
    t.createRegistration(),
    t.createRegistration(),
    t.createRegistration(),
  ]);
  const tokenizedData = await t.postCard(tokenized);
  const update = { json: { RegistrationData: await t.postCard(validated) } };
  const done = (await t.call('PUT', `${t.v2}/cardregistrations/${validated.Id}`, update)).body;
  fixtures = {
    userId: fresh.UserId,
    fresh,
    tokenized,
    tokenizedData,
    validated: done,
    ...(await intentsInEachState(t)),
  };
});
afterAll(() => t.close());

/** Everything the public GET routes show of the fixtures, and how many objects exist. */
async function snapshot() {
  const { userId, fresh, tokenized, validated, authorized, captured, disputed } = fixtures;
  const paths = [
    `${t.v2}/users/${userId}`,
    ...[fresh, tokenized, validated].map(({ Id }) => `${t.v2}/cardregistrations/${Id}`),
    `${t.v2}/cards/${validated.CardId}`,
    ...[authorized, captured, disputed].map(({ Id }) => `${t.intents}/${Id}`),
  ];
  const reads = await Promise.all(paths.map((path) => t.call('GET', path)));
  return { stats: t.sandbox.stats(), reads: reads.map(({ status, body }) => ({ status, body })) };
}

interface RawRequest {
  method: string;
  path: string;
  headers: OutgoingHttpHeaders;
  body: string | Uint8Array | undefined;
}

/** Sends exactly what it is given, through node:http (fetch would tidy headers and methods). */
function send(raw: RawRequest): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(t.url);
  const { method, path, headers } = raw;
  return new Promise((resolve, reject) => {
    const options = { hostname, port, method, path, headers, agent: false };
    const outgoing = request(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(raw.body);
  });
}

/** Mostly as the route expects, sometimes spoiled: the deep paths are where bugs hide. */
function mostly<T>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ weight: 4, arbitrary: usual }, { weight: 1, arbitrary: odd });
}

/** Every route with the method it expects, aimed at the fixtures' real ids. */
function routes(): [string, string][] {
  const { userId, fresh, tokenized, validated, authorized, captured, disputed } = fixtures;
  const registration = ({ Id }: CardRegistration) => `${t.v2}/cardregistrations/${Id}`;
  const captures = (intent: Intent) => `${t.intents}/${intent.Id}/captures`;
  const disputes = (intent: Intent) => `${captures(intent)}/${intent.Capture!.Id}/disputes`;
  return [
    ['POST', '/v2.01/oauth/token'],
    ['POST', '/v2.01/oauth/token/embedded/recipient'],
    ['GET', `${t.v2}/oauth/token/embedded/recipient/introspect`],
    ['POST', `${t.v2}/users/natural`],
    ['POST', `${t.v2}/users/legal`],
    ['GET', `${t.v2}/users/${userId}`],
    ['POST', `${t.v2}/cardregistrations`],
    ['PUT', registration(fresh)],
    ['PUT', registration(tokenized)],
    ['POST', registration(tokenized)],
    ['PUT', registration(validated)],
    ['GET', `${t.v2}/cards/${validated.CardId}`],
    ['POST', `${t.v2}/payment-methods/metadata`],
    ['POST', new URL(fresh.CardRegistrationURL).pathname],
    ['POST', new URL(tokenized.CardRegistrationURL).pathname],
    ['POST', '/tokenize/tok_unknown'],
    ['POST', t.intents],
    ['GET', `${t.intents}/${authorized.Id}`],
    ['POST', captures(authorized)],
    ['POST', captures(captured)],
    ['POST', disputes(captured)],
    ['PUT', `${disputes(disputed)}/${disputed.Dispute!.Id}/decision`],
    ['POST', '/v2.01/other-client/users/natural'],
    ['GET', '/'],
  ];
}

function anyRoute() {
  const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD');
  const suffix = fc.constantFrom('/', '//', '?a=1&a=2', '/x', '%00', '%', '%ZZ', '/..', ';x');
  return fc
    .tuple(
      fc.constantFrom(...routes()),
      mostly(fc.constant(undefined), method),
      mostly(fc.constant(false), fc.constant(true)),
      mostly(fc.constant(''), suffix),
    )
    .map(([[usualMethod, path], otherMethod, upper, end]) => ({
      method: otherMethod ?? usualMethod,
      path: (upper ? path.toUpperCase() : path) + end,
    }));
}

function anyHeaders(token: string) {
  const basic = Buffer.from(`${t.sandbox.clientId}:${t.sandbox.apiKey}`).toString('base64');
  // Printable ASCII: node:http refuses control characters in header values before sending.
  const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
  const text = fc.string({ unit: printable, maxLength: 40 });
  const contentType = mostly(
    fc.constantFrom('application/json', 'application/x-www-form-urlencoded'),
    fc.oneof(
      fc.constantFrom(
        'application/json; charset=utf-16',
        'APPLICATION/X-WWW-FORM-URLENCODED;charset=latin1',
        'text/plain',
        'multipart/form-data; boundary=x',
        '',
      ),
      text,
    ),
  );
  const authorization = mostly(
    fc.constant(`Bearer ${token}`),
    fc.oneof(
      fc.constantFrom(`bearer   ${token}  `, `Basic ${basic}`, 'Bearer', 'Basic'),
      text.map((value) => `Bearer ${value}`),
      text.map((value) => `Basic ${Buffer.from(value).toString('base64')}`),
      text,
    ),
  );
  return fc.record(
    {
      'content-type': contentType,
      authorization,
      origin: fc.constantFrom('http://evil.example', 'null'),
      'x-requested-with': fc.constant('XMLHttpRequest'),
      'content-encoding': fc.constantFrom('gzip', 'identity'),
      'transfer-encoding': fc.constant('chunked'),
      accept: text,
    },
    { requiredKeys: ['content-type', 'authorization'] },
  );
}

/** Bodies of every shape, most with the API's own field names and some of its real values. */
function anyBody() {
  const { userId, fresh, tokenized, tokenizedData } = fixtures;
  const names = [
    ...['UserId', 'Currency', 'CardType', 'Tag', 'RegistrationData', 'CardHolderName', 'Id'],
    ...['FirstName', 'LastName', 'Email', 'Name', 'LineItems', 'Decision', 'ExternalData'],
    ...['data', 'accessKeyRef', 'cardNumber', 'cardExpirationDate', 'cardCvx', 'grant_type'],
    ...['clientId', 'claims', '__proto__', 'constructor'],
  ];
  const realValues = [
    ...[userId, fresh.Id, fresh.AccessKey, fresh.PreregistrationData, t.sandbox.clientId],
    ...[tokenized.Id, tokenized.AccessKey, tokenized.PreregistrationData, tokenizedData],
    ...['4970107111111119', '1230', '123', 'EUR', 'DEFENDED', 'client_credentials'],
  ];
  const value = fc.oneof(fc.constantFrom(...realValues), fc.jsonValue({ maxDepth: 2 }));
  const fields = fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 6 });
  const asForm = (form: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(form).map(([name, field]) => [
        name,
        typeof field === 'string' ? field : JSON.stringify(field),
      ]),
    ).toString();
  return fc.oneof(
    fc.constant(undefined),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.uint8Array({ maxLength: 300 }),
    fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json)),
    { weight: 3, arbitrary: fields.map((json) => JSON.stringify(json)) },
    { weight: 3, arbitrary: fields.map(asForm) },
  );
}

describe('the sandbox under random requests over real HTTP', () => {
  it(
    'never answers 5xx, and a refusal (4xx or errorCode=) changes nothing',
    { timeout: 30_000 },
    async () => {
      const requests = fc
        .tuple(anyRoute(), anyHeaders(await t.platformToken()), anyBody())
        .map(([route, headers, body]): RawRequest => ({ ...route, headers, body }));
      let state = await snapshot();
      await fc.assert(
        fc.asyncProperty(requests, async (raw) => {
          const { status, text } = await send(raw);
          expect(status).toBeLessThan(500);
          const after = await snapshot();
          if (status >= 400 || text.startsWith('errorCode=')) expect(after).toEqual(state);
          state = after;
        }),
        { numRuns: 200 },
      );
    },
  );
});
