// The claim (docs/isolated.md, "Hosting the frame"): with the tokenization URL's fixed part
// (origin and path prefix) in the frame page, the card is posted under that path only. A page that
// hands the frame a registration pointing at a reflecting endpoint elsewhere on the service's
// origin, which answers the request it got as a `data=` token in base64, dashes, hex or reversed
// (none of which the answer gate can see), gets `configuration` and the endpoint gets nothing.
// With the origin alone in the page, as before, the same endpoint is reached and the page decodes
// the card from the token: the limit that the path closes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { startFrameServer, type FrameServer } from '../../test/support/frame-server.js';
import { frameReady, mountFrame } from '../../test/support/isolated-page.js';
import { registrationFor } from '../../test/support/registration.js';
import { test } from '../../test/support/reused-page.js';
import { fillFrameCard, tokenizeOutcome } from './hostile-page.js';

/** The number `fillFrameCard` types. */
const NUMBER = '4242424242424242';

/** The request's body, as each reflecting endpoint encodes it into its `data=` answer. */
const ENCODINGS: Record<string, (body: string) => string> = {
  base64: (body) => Buffer.from(body).toString('base64url'),
  dashes: (body) => {
    const fields = new URLSearchParams(body);
    const number = fields.get('cardNumber') ?? '';
    return `${number.match(/.{1,4}/g)?.join('-')}.${fields.get('cardExpirationDate')}`;
  },
  hex: (body) => Buffer.from(body).toString('hex'),
  reversed: (body) => [...(new URLSearchParams(body).get('cardNumber') ?? '')].reverse().join(''),
};

/** What the page reads of the card in a token: the number, decoded each way. */
const decodes = (token: string) =>
  [
    Buffer.from(token, 'base64url').toString(),
    token.replace(/-/g, ''),
    Buffer.from(token, 'hex').toString(),
    [...token].reverse().join(''),
  ].some((text) => text.includes(NUMBER));

let service: Server;
let serviceUrl = '';
/** Requests that reached the service, by path. */
const reached: string[] = [];
const frames: Record<'prefix' | 'origin', FrameServer | undefined> = {
  prefix: undefined,
  origin: undefined,
};

test.beforeAll(async ({ baseURL }) => {
  service = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://service').pathname;
      reached.push(path);
      const echo = /^\/api\/echo\/(\w+)$/.exec(path);
      const token = echo ? ENCODINGS[echo[1]!]!(body) : 'opaque-token-0123456789';
      response.writeHead(200, {
        'Content-Type': 'text/plain',
        'Access-Control-Allow-Origin': '*',
      });
      response.end(`data=${token}`);
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  const parentOrigins = [new URL(baseURL!).origin];
  frames.prefix = await startFrameServer({
    parentOrigins,
    tokenizationUrls: [`${serviceUrl}/api/vault/tokenize/`],
  });
  frames.origin = await startFrameServer({ parentOrigins, tokenizationOrigins: [serviceUrl] });
});
test.afterAll(async () => {
  await frames.prefix?.close();
  await frames.origin?.close();
  service?.closeAllConnections();
  await new Promise<void>((resolve) => service?.close(() => resolve()));
});

/** Tokenizes through a registration at each URL in turn: the outcome and the paths reached. */
async function tokenizeAt(page: Page, frame: FrameServer, paths: string[]) {
  await mountFrame(
    page,
    { src: `${frame.crossSite}/card-frame.html`, name: 'card' },
    registrationFor(`${serviceUrl}/api/vault/tokenize/first`),
  );
  await frameReady(page);
  await fillFrameCard(page);
  const rows: Record<string, { outcome: string; reached: string[]; decoded: boolean }> = {};
  for (const [n, path] of paths.entries()) {
    const before = reached.length;
    await page
      .locator('card-tokenizer-frame')
      .evaluate(
        (el: HTMLElementTagNameMap['card-tokenizer-frame'], registration) =>
          void (el.registration = registration),
        registrationFor(`${serviceUrl}${path}`, n + 2),
      );
    const { data, code } = await tokenizeOutcome(page);
    rows[path] = {
      outcome: data ? 'data' : (code ?? 'none'),
      reached: reached.slice(before),
      decoded: data ? decodes(data.slice('data='.length)) : false,
    };
  }
  return rows;
}

const echoes = Object.keys(ENCODINGS).map((name) => `/api/echo/${name}`);

test('with the tokenization path in the frame page, a reflecting endpoint elsewhere on the origin is never reached', async ({
  page,
}) => {
  const rows = await tokenizeAt(page, frames.prefix!, [...echoes, '/api/vault/tokenize/mine']);
  expect(rows).toEqual({
    ...Object.fromEntries(
      echoes.map((path) => [path, { outcome: 'configuration', reached: [], decoded: false }]),
    ),
    '/api/vault/tokenize/mine': {
      outcome: 'data',
      reached: ['/api/vault/tokenize/mine'],
      decoded: false,
    },
  });
});

test('with the origin alone in the frame page, the same endpoints are reached and the page decodes the card: the gate cannot see an encoded echo', async ({
  page,
}) => {
  const rows = await tokenizeAt(page, frames.origin!, echoes);
  expect(rows).toEqual(
    Object.fromEntries(
      echoes.map((path) => [path, { outcome: 'data', reached: [path], decoded: true }]),
    ),
  );
});
