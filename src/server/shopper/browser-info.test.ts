import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPT_HEADER, BROWSER_DATA } from '../../../test/support/browser-data.js';
import {
  BrowserInfoError,
  browserInfoFromRequest,
  type BrowserInfoOptions,
  type NodeRequest,
} from '../index.js';

/** The request as the helper reads it, for the tables of fields that need no socket. */
const request = (headers: NodeRequest['headers'] = { accept: ACCEPT_HEADER }): NodeRequest => ({
  headers,
  socket: { remoteAddress: '203.0.113.9' },
});

function refusal(run: () => unknown): BrowserInfoError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BrowserInfoError);
    return error as BrowserInfoError;
  }
  throw new Error('Expected a BrowserInfoError');
}

describe('browserInfoFromRequest: the browser data', () => {
  it('completes it with Accept and the address, from an object or its JSON', () => {
    const expected = {
      BrowserInfo: { AcceptHeader: ACCEPT_HEADER, ...BROWSER_DATA },
      IpAddress: '203.0.113.9',
    };
    expect(browserInfoFromRequest(request(), BROWSER_DATA)).toEqual(expected);
    expect(browserInfoFromRequest(request(), JSON.stringify(BROWSER_DATA))).toEqual(expected);
  });

  it.each([
    ['TimeZoneOffset', 60, '60'],
    ['TimeZoneOffset', '+60', '60'],
    ['TimeZoneOffset', -840, '-840'],
    ['TimeZoneOffset', '720', '720'],
    ['TimeZoneOffset', '-0', '0'],
    ['ColorDepth', 48, 48],
    ['ColorDepth', 1, 1],
    ['Language', 'FR-FR', 'FR-FR'],
    ['Language', 'zh-Hant-TW', 'zh-Hant-TW'],
    ['ScreenWidth', 0, 0],
    ['JavaEnabled', true, true],
  ])('accepts %s %j as %j', (field, value, sent) => {
    const { BrowserInfo } = browserInfoFromRequest(request(), { ...BROWSER_DATA, [field]: value });
    expect(BrowserInfo).toMatchObject({ [field]: sent });
  });

  it.each([
    ['JavaEnabled', 'false', 'true or false', '"false"'],
    ['JavascriptEnabled', undefined, 'true or false', 'undefined'],
    ['Language', '', 'a BCP 47 tag, 1 to 35 characters', '""'],
    ['Language', 'fr_FR', 'a BCP 47 tag, 1 to 35 characters', '"fr_FR"'],
    ['Language', 'a'.repeat(36), 'a BCP 47 tag, 1 to 35 characters', `"${'a'.repeat(36)}"`],
    ['ColorDepth', 30, 'one of 1, 4, 8, 15, 16, 24, 32, 48', '30'],
    ['ColorDepth', '24', 'one of 1, 4, 8, 15, 16, 24, 32, 48', '"24"'],
    ['ScreenHeight', -1, 'an integer from 0 to 999999', '-1'],
    ['ScreenHeight', 1_000_000, 'an integer from 0 to 999999', '1000000'],
    ['ScreenWidth', 1920.5, 'an integer from 0 to 999999', '1920.5'],
    ['ScreenWidth', '1920', 'an integer from 0 to 999999', '"1920"'],
    ['TimeZoneOffset', '-841', 'whole minutes from -840 to 720', '"-841"'],
    ['TimeZoneOffset', 721, 'whole minutes from -840 to 720', '721'],
    ['TimeZoneOffset', '1.5', 'whole minutes from -840 to 720', '"1.5"'],
    ['TimeZoneOffset', 'UTC+2', 'whole minutes from -840 to 720', '"UTC+2"'],
    ['UserAgent', ' ', 'the browser user agent, 1 to 2048 characters', '" "'],
    ['UserAgent', null, 'the browser user agent, 1 to 2048 characters', 'null'],
  ])('refuses %s %j, naming the field', (field, value, expected, received) => {
    const error = refusal(() =>
      browserInfoFromRequest(request(), { ...BROWSER_DATA, [field]: value }),
    );
    expect(error).toMatchObject({ field: `BrowserInfo.${field}`, received });
    expect(error.expected).toContain(expected);
    expect(error.message).toBe(
      `Expected BrowserInfo.${field} to be ${error.expected}, got ${received}`,
    );
  });

  it('cuts a long value in its message', () => {
    const error = refusal(() =>
      browserInfoFromRequest(request(), { ...BROWSER_DATA, UserAgent: 'x'.repeat(5000) }),
    );
    expect(error.received).toBe(`"${'x'.repeat(60)}…" (5000 characters)`);
  });

  it.each([
    ['no data', undefined, 'undefined'],
    ['JSON that is not an object', '[1]', '"[1]"'],
    ['text that is not JSON', 'fr-FR', '"fr-FR"'],
    ['an array', [BROWSER_DATA], 'an array'],
  ])('refuses %s as BrowserInfo', (_name, value, received) => {
    expect(refusal(() => browserInfoFromRequest(request(), value))).toMatchObject({
      field: 'BrowserInfo',
      received,
    });
  });

  it('refuses a field the service does not know, rather than dropping or sending it', () => {
    const error = refusal(() =>
      browserInfoFromRequest(request(), {
        ...BROWSER_DATA,
        AcceptHeader: 'x',
        IpAddress: '1.1.1.1',
      }),
    );
    expect(error).toMatchObject({ field: 'BrowserInfo', received: '"AcceptHeader, IpAddress"' });
  });
});

describe('browserInfoFromRequest: AcceptHeader', () => {
  it('joins repeated Accept headers as HTTP reads them', () => {
    const { BrowserInfo } = browserInfoFromRequest(
      request({ accept: ['text/html', '*/*'] as unknown as string }),
      BROWSER_DATA,
    );
    expect(BrowserInfo.AcceptHeader).toBe('text/html, */*');
  });

  it.each([
    ['missing', {}, 'undefined'],
    ['empty', { accept: ' ' }, '" "'],
    [
      'longer than 2048 characters',
      { accept: 'a'.repeat(2049) },
      `"${'a'.repeat(60)}…" (2049 characters)`,
    ],
  ])('refuses an Accept header %s', (_name, headers, received) => {
    expect(refusal(() => browserInfoFromRequest(request(headers), BROWSER_DATA))).toMatchObject({
      field: 'AcceptHeader',
      received,
    });
  });
});

describe('browserInfoFromRequest: the options', () => {
  it('needs remoteAddress with a Fetch Request', () => {
    const fetchRequest = new Request('http://shop.example/', { headers: { accept: '*/*' } });
    expect(() => browserInfoFromRequest(fetchRequest, BROWSER_DATA)).toThrow(
      /Expected options.remoteAddress with a Fetch Request/,
    );
    const options = { remoteAddress: '2001:db8::7' };
    expect(browserInfoFromRequest(fetchRequest, BROWSER_DATA, options).IpAddress).toBe(
      '2001:db8::7',
    );
  });

  it.each(['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', '::1/129', '10.0.0.0/x'])(
    'refuses trustedProxies entry %j',
    (entry) => {
      expect(() =>
        browserInfoFromRequest(request(), BROWSER_DATA, { trustedProxies: [entry] }),
      ).toThrow(
        `Expected trustedProxies to hold IP addresses or CIDR ranges (10.0.0.0/8), got "${entry}"`,
      );
    },
  );
});

/** A real server on 127.0.0.1 and one on ::1 that answer what the helper made of each request. */
let nodeServer: ReturnType<typeof createServer>;
let honoServer: ReturnType<typeof serve>;
let options: BrowserInfoOptions = {};

function answer(run: () => unknown): { status: number; body: string } {
  try {
    return { status: 200, body: JSON.stringify(run()) };
  } catch (error) {
    return { status: 400, body: JSON.stringify({ field: (error as BrowserInfoError).field }) };
  }
}

beforeAll(async () => {
  nodeServer = createServer((incoming: IncomingMessage, response) => {
    const { status, body } = answer(() =>
      browserInfoFromRequest(incoming, incoming.headers['x-browser-data'], options),
    );
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => nodeServer.listen(0, '::', resolve));
  // The demo backend's way: Hono on @hono/node-server, one line each.
  const app = new Hono<{ Bindings: HttpBindings }>()
    .get('/incoming', (c) => {
      const { status, body } = answer(() =>
        browserInfoFromRequest(c.env.incoming, c.req.header('x-browser-data'), options),
      );
      return c.body(body, status as 200);
    })
    .get('/fetch', (c) => {
      const remoteAddress = getConnInfo(c).remote.address;
      const { status, body } = answer(() =>
        browserInfoFromRequest(c.req.raw, c.req.header('x-browser-data'), {
          ...options,
          remoteAddress,
        }),
      );
      return c.body(body, status as 200);
    });
  await new Promise<void>((resolve) => {
    honoServer = serve({ fetch: app.fetch, port: 0, hostname: '::' }, () => resolve());
  });
});
afterAll(async () => {
  await new Promise((resolve) => nodeServer.close(resolve));
  await new Promise((resolve) => honoServer.close(resolve));
});

const portOf = (server: { address(): unknown }) => (server.address() as AddressInfo).port;

async function ipSeen(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    headers: { accept: ACCEPT_HEADER, 'x-browser-data': JSON.stringify(BROWSER_DATA), ...headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each([
  ['a Node IncomingMessage', (host: string) => `http://${host}:${portOf(nodeServer)}/`],
  ['Hono c.env.incoming', (host: string) => `http://${host}:${portOf(honoServer)}/incoming`],
  [
    'Hono c.req.raw and getConnInfo',
    (host: string) => `http://${host}:${portOf(honoServer)}/fetch`,
  ],
])('browserInfoFromRequest over real HTTP, with %s', (_name, url) => {
  // Read when the tests run: the servers listen only after beforeAll.
  let v4 = '';
  let v6 = '';
  beforeAll(() => {
    v4 = url('127.0.0.1');
    v6 = url('[::1]');
  });

  it('reads Accept and the socket address, IPv4 as IPv4 on a dual-stack server', async () => {
    options = {};
    expect(await ipSeen(v4)).toEqual({
      status: 200,
      body: {
        BrowserInfo: { AcceptHeader: ACCEPT_HEADER, ...BROWSER_DATA },
        IpAddress: '127.0.0.1',
      },
    });
    expect((await ipSeen(v6)).body.IpAddress).toBe('::1');
  });

  it('ignores X-Forwarded-For unless the peer is a trusted proxy', async () => {
    const forged = { 'x-forwarded-for': '198.51.100.1' };
    options = {};
    expect((await ipSeen(v4, forged)).body.IpAddress).toBe('127.0.0.1');
    options = { trustedProxies: ['10.0.0.0/8'] };
    expect((await ipSeen(v4, forged)).body.IpAddress).toBe('127.0.0.1');
  });

  it('walks X-Forwarded-For from the right past trusted proxies only', async () => {
    options = { trustedProxies: ['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8'] };
    const chain = { 'x-forwarded-for': '192.0.2.66, 198.51.100.7, 10.1.2.3, fd00::5' };
    expect((await ipSeen(v4, chain)).body.IpAddress).toBe('198.51.100.7');
    expect((await ipSeen(v6, chain)).body.IpAddress).toBe('198.51.100.7');
  });

  it('reads ports, brackets and IPv6 in X-Forwarded-For', async () => {
    options = { trustedProxies: ['127.0.0.0/8'] };
    const cases: [string, string][] = [
      ['198.51.100.7:51234', '198.51.100.7'],
      ['[2001:db8::42]:443', '2001:db8::42'],
      ['2001:DB8::42', '2001:DB8::42'],
      ['::ffff:198.51.100.7', '198.51.100.7'],
    ];
    for (const [forwarded, address] of cases) {
      expect((await ipSeen(v4, { 'x-forwarded-for': forwarded })).body.IpAddress).toBe(address);
    }
  });

  it('answers the last trusted hop when every hop is trusted', async () => {
    options = { trustedProxies: ['127.0.0.1', '10.0.0.0/8'] };
    expect((await ipSeen(v4, { 'x-forwarded-for': '10.0.0.1, 10.0.0.2' })).body.IpAddress).toBe(
      '10.0.0.1',
    );
    expect((await ipSeen(v4)).body.IpAddress).toBe('127.0.0.1');
  });

  it('refuses a hop that is no address rather than passing it on', async () => {
    options = { trustedProxies: ['127.0.0.1'] };
    const answer = await ipSeen(v4, { 'x-forwarded-for': '198.51.100.7, unknown' });
    expect(answer).toEqual({ status: 400, body: { field: 'IpAddress' } });
  });
});
