import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { createPaymentsClient, PaymentsApiError, type PaymentsClient } from '../index.js';

const API_KEY = 'super-secret-api-key';
let sandbox: Sandbox;
let client: PaymentsClient;
beforeAll(async () => {
  sandbox = await startSandbox({ apiKey: API_KEY });
  client = createPaymentsClient({ baseUrl: sandbox.url, clientId: 'sandbox', apiKey: API_KEY });
});
afterAll(() => sandbox.close());

async function failure(call: Promise<unknown>): Promise<PaymentsApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentsApiError);
  return error as PaymentsApiError;
}

/** A server that answers every request like a proxy in trouble. */
async function withHtmlServer(run: (url: string) => Promise<void>) {
  const server: Server = createServer((_request, response) => {
    response.writeHead(502, { 'Content-Type': 'text/html' });
    response.end('<html><body>Bad gateway</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('PaymentsApiError', () => {
  it('carries status, type, errors and id of a 400', async () => {
    const user = await client.createNaturalUser({ FirstName: 'A', LastName: 'B', Email: 'a@b.co' });
    const error = await failure(
      client.createCardRegistration({ UserId: user.Id, Currency: 'euro' }),
    );
    expect(error).toMatchObject({
      name: 'PaymentsApiError',
      status: 400,
      type: 'param_error',
      errors: { Currency: 'Expected an ISO 4217 code such as EUR' },
      id: expect.stringMatching(/^err_/),
    });
    expect(error.message).toBe(
      'POST /v2.01/sandbox/cardregistrations failed with HTTP 400: One or several required parameters are missing or incorrect (Currency: Expected an ISO 4217 code such as EUR)',
    );
    expect(error).toBeInstanceOf(Error);
  });

  it('carries a 404', async () => {
    const error = await failure(client.getCard('card_00'));
    expect(error).toMatchObject({
      status: 404,
      type: 'ressource_not_found',
      errors: { RessourceNotFound: 'Cannot found the ressource Card with the id=card_00' },
    });
    expect(error.message).toBe(
      'GET /v2.01/sandbox/cards/card_00 failed with HTTP 404: The ressource does not exist (RessourceNotFound: Cannot found the ressource Card with the id=card_00)',
    );
  });

  it('carries a 400 of a refused dispute decision', async () => {
    const intent = await client.createIntent({
      Currency: 'EUR',
      LineItems: [{ Seller: { FeesAmount: 0 }, Quantity: 1, UnitAmount: 100 }],
    });
    const captured = await client.createIntentCapture(intent.Id);
    const disputed = await client.createIntentDispute({
      intentId: intent.Id,
      captureId: captured.Capture!.Id,
    });
    const ids = {
      intentId: intent.Id,
      captureId: captured.Capture!.Id,
      disputeId: disputed.Dispute!.Id,
    };
    await client.updateIntentDispute({ ...ids, decision: 'DISPUTED_LOST' });
    const error = await failure(client.updateIntentDispute({ ...ids, decision: 'DISPUTED_WON' }));
    expect(error).toMatchObject({
      status: 400,
      errors: { Decision: expect.stringMatching(/^Expected none/) },
    });
  });

  it('never holds the API key or a token', async () => {
    const wrong = createPaymentsClient({
      baseUrl: sandbox.url,
      clientId: 'sandbox',
      apiKey: `${API_KEY}-typo`,
    });
    const error = await failure(wrong.getUser('x'));
    expect(error).toMatchObject({ status: 401, type: 'invalid_client' });
    expect(error.message).toBe(
      'POST /v2.01/oauth/token failed with HTTP 401: invalid_client: Expected Basic base64(ClientId:ApiKey) with this sandbox credentials',
    );
    const everything = JSON.stringify({ ...error, message: error.message, stack: error.stack });
    expect(everything).not.toContain(API_KEY);
    expect(everything).not.toContain(Buffer.from(`sandbox:${API_KEY}-typo`).toString('base64'));
  });

  it('is also what a non-JSON answer becomes, with a short message', async () => {
    await withHtmlServer(async (url) => {
      const proxied = createPaymentsClient({ baseUrl: url, clientId: 'sandbox', apiKey: API_KEY });
      const error = await failure(proxied.getUser('x'));
      expect(error).toMatchObject({ status: 502, type: null, errors: {}, id: null, attempts: 3 });
      expect(error.message).toBe(
        'Expected JSON from POST /v2.01/oauth/token, got HTTP 502 with text/html (after 3 attempts)',
      );
    });
  });
});

describe('createPaymentsClient', () => {
  it.each([
    [
      { baseUrl: 'localhost:8787', clientId: 'a', apiKey: 'b' },
      /Expected baseUrl to be an http\(s\) URL, got "localhost:8787"/,
    ],
    [{ baseUrl: 'http://x', clientId: '', apiKey: 'b' }, /Expected clientId/],
    [{ baseUrl: 'http://x', clientId: 'a', apiKey: '' }, /Expected apiKey/],
  ])('refuses %j', (options, message) => {
    expect(() => createPaymentsClient(options)).toThrow(message);
  });

  it('accepts a trailing slash on baseUrl', async () => {
    const slashed = createPaymentsClient({
      baseUrl: `${sandbox.url}/`,
      clientId: 'sandbox',
      apiKey: API_KEY,
    });
    await expect(slashed.getCard('card_00')).rejects.toMatchObject({ status: 404 });
  });

  it('stops a call when its AbortSignal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('user left'));
    await expect(client.getCard('card_00', { signal: controller.signal })).rejects.toThrow(
      'user left',
    );
  });

  it('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const recording = createPaymentsClient({
      baseUrl: sandbox.url,
      clientId: 'sandbox',
      apiKey: API_KEY,
      fetch: (input, init) => {
        seen.push(`${init?.method} ${new URL(String(input)).pathname}`);
        return fetch(input, init);
      },
    });
    await expect(recording.getCard('card_00')).rejects.toMatchObject({ status: 404 });
    expect(seen).toEqual(['POST /v2.01/oauth/token', 'GET /v2.01/sandbox/cards/card_00']);
  });
});
