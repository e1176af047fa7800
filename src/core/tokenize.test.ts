import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, hangUp, stall } from '../../test/support/tokenization-server.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';
import { SERVER_ERRORS, TokenizationError } from './errors.js';
import { fr } from '../locales/fr.js';
import { tokenizeCard } from './tokenize.js';

const card = { cardNumber: '4242 4242 4242 4242', cardExpirationDate: '12/30', cardCvx: '123' };
const server = useTokenizationServer({ beforeAll, afterAll, beforeEach });
let registration: { CardRegistrationURL: string; AccessKey: string; PreregistrationData: string };

beforeEach(() => {
  registration = {
    CardRegistrationURL: server.url,
    AccessKey: 'key-1',
    PreregistrationData: 'pre-1',
  };
});

/** The error a failing tokenization rejects with. */
async function failure(promise: Promise<string>): Promise<TokenizationError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TokenizationError);
  expect((error as Error).message).not.toMatch(/4242/);
  return error as TokenizationError;
}

describe('tokenizeCard posting to the registration URL', () => {
  it('posts the five form fields in order, once, and resolves the whole data= answer', async () => {
    await expect(tokenizeCard(registration, card)).resolves.toBe('data=registration-data-1');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/vault/tokenize/b64blob?ref=1' });
    expect(request!.body).toBe(
      'data=pre-1&accessKeyRef=key-1&cardNumber=4242424242424242&cardExpirationDate=1230&cardCvx=123',
    );
    expect(request!.headers['content-type']).toBe(
      'application/x-www-form-urlencoded;charset=UTF-8',
    );
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.headers.cookie).toBeUndefined();
    expect(request!.headers['x-requested-with']).toBeUndefined();
  });

  it('sends 000 for a Maestro registration left without a code', async () => {
    const maestro = { ...registration, CardType: 'MAESTRO' };
    await tokenizeCard(maestro, { ...card, cardNumber: '3012340000000000', cardCvx: '' });
    expect(new URLSearchParams(server.requests[0]!.body).get('cardCvx')).toBe('000');
  });

  it('accepts the camelCase registration', async () => {
    const camel = { cardRegistrationURL: server.url, accessKey: 'k', preregistrationData: 'p' };
    await expect(tokenizeCard(camel, card)).resolves.toBe('data=registration-data-1');
  });

  it('never sends an OPTIONS request', async () => {
    await tokenizeCard(registration, card);
    await tokenizeCard(registration, card);
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'POST']);
  });
});

describe('tokenizeCard refusing before anything is sent', () => {
  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'number', 'This card number is not valid.'],
    [{ cardExpirationDate: '10/20' }, 'expiry', 'This card has expired.'],
    [{ cardCvx: '12' }, 'cvx', 'The security code must be 3 digits.'],
    [
      { cardNumber: '3782 822463 10005', cardCvx: '1234' },
      'number',
      'This card type is not accepted here.',
    ],
  ])('%j is a validation error on %s', async (change, field, message) => {
    const visaOnly = { ...registration, CardType: 'CB_VISA_MASTERCARD' };
    const error = await failure(tokenizeCard(visaOnly, { ...card, ...change }));
    expect(error).toMatchObject({ code: 'validation', field, message });
    expect(server.requests).toHaveLength(0);
  });

  it('speaks French when given the French texts', async () => {
    const error = await failure(
      tokenizeCard(registration, { ...card, cardCvx: '' }, { messages: fr }),
    );
    expect(error.message).toBe('Saisissez le cryptogramme visuel.');
  });

  it('takes a text of its own over the English one', async () => {
    const messages = { cvxRequired: 'CVC?' };
    const error = await failure(tokenizeCard(registration, { ...card, cardCvx: '' }, { messages }));
    expect(error).toMatchObject({ message: 'CVC?', messageKey: 'cvxRequired' });
  });

  it('refuses a non-https registration URL as configuration', async () => {
    const insecure = { ...registration, CardRegistrationURL: 'http://pci.example/tokenize' };
    const error = await failure(tokenizeCard(insecure, card));
    expect(error.code).toBe('configuration');
    expect(server.requests).toHaveLength(0);
  });
});

describe('tokenizeCard reading the server answer', () => {
  // PROTOCOL.md's table of errorCode values, with the field each one is about.
  it.each([
    ['02625', 'numberInvalid', 'number'],
    ['02626', 'expiryInvalid', 'expiry'],
    ['02627', 'cvxInvalid', 'cvx'],
    ['02624', 'expiryPast', 'expiry'],
    ['01902', 'numberInactive', 'number'],
    ['02628', 'refused', undefined],
    ['02631', 'registrationExpired', undefined],
    ['02632', 'registrationRejected', undefined],
    ['09101', 'registrationRejected', undefined],
    ['09102', 'registrationRejected', undefined],
    ['09104', 'registrationRejected', undefined],
    ['09201', 'registrationRejected', undefined],
    ['02101', 'serviceUnavailable', undefined],
  ])('errorCode=%s is a server error: %s, on field %s', async (code, messageKey, field) => {
    server.behave(answer(`errorCode=${code}`));
    const error = await failure(tokenizeCard(registration, card));
    expect([error.code, error.serverCode, error.field]).toEqual(['server', code, field]);
    expect(error.messageKey).toBe(messageKey);
    expect(SERVER_ERRORS[code]).toEqual(field ? { messageKey, field } : { messageKey });
  });

  it('knows every errorCode the table above lists, and no other', () => {
    expect(Object.keys(SERVER_ERRORS).sort()).toEqual([
      '01902',
      '02101',
      '02624',
      '02625',
      '02626',
      '02627',
      '02628',
      '02631',
      '02632',
      '09101',
      '09102',
      '09104',
      '09201',
    ]);
  });

  it('keeps an undocumented errorCode', async () => {
    server.behave(answer('errorCode=77777'));
    const error = await failure(tokenizeCard(registration, card));
    expect(error).toMatchObject({ code: 'server', serverCode: '77777' });
    expect(error).not.toHaveProperty('cause');
  });

  it.each([
    ['an HTML 500 page', answer('<html><body>Internal error 4242424242424242</body></html>', 500)],
    ['a 404', answer('Not found', 404)],
    ['an empty 200', answer('')],
    ['data= with nothing after it', answer('data=')],
    ['an HTML 200 page', answer('<!doctype html><p>maintenance</p>')],
    [
      'an echo of the request (a debug route)',
      answer(
        'data=pre-1&accessKeyRef=key-1&cardNumber=4242424242424242&cardExpirationDate=1230&cardCvx=123',
      ),
    ],
    ['data= holding the posted number', answer('data=x4242424242424242')],
    ['data= with a second =', answer('data=abc=def')],
    ['errorCode= with letters', answer('errorCode=abc')],
  ])('%s is a bad_response that does not quote the body', async (_name, behaviour) => {
    server.behave(behaviour);
    const error = await failure(tokenizeCard(registration, card));
    expect(error.code).toBe('bad_response');
    expect(error.message).not.toMatch(/html|maintenance|Not found/i);
  });
});

describe("tokenizeCard's gate on the token's length", () => {
  // The service's registration data is about 150 characters; a token far longer carries
  // something else (the request, encoded), so the gate caps it near the service's own.
  const token = (length: number) => `data=${'Ab0-_'.repeat(length).slice(0, length)}`;

  it('takes registration data of up to 512 characters', async () => {
    server.behave(answer(token(512)));
    await expect(tokenizeCard(registration, card)).resolves.toBe(token(512));
  });

  it.each([
    ['513 characters', token(513)],
    ['4 096 characters', token(4096)],
    [
      'the request in base64 with a long registration beside it',
      `data=${Buffer.from(`data=${'p'.repeat(400)}&cardNumber=4242424242424242`).toString('base64url')}`,
    ],
  ])('refuses a token of %s as bad_response', async (_name, body) => {
    server.behave(answer(body));
    expect((await failure(tokenizeCard(registration, card))).code).toBe('bad_response');
  });
});

describe('tokenizeCard when the network fails', () => {
  it('a refused connection is a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = { ...registration, CardRegistrationURL: `http://127.0.0.1:${port}/t` };
    const error = await failure(tokenizeCard(nowhere, card));
    expect(error.code).toBe('network');
    // What the platform said is kept for the developer.
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('a connection closed without an answer is a network error', async () => {
    server.behave(hangUp);
    expect((await failure(tokenizeCard(registration, card))).code).toBe('network');
  });

  it('a stalled server is a timeout after options.timeout', async () => {
    server.behave(stall);
    const started = Date.now();
    const error = await failure(tokenizeCard(registration, card, { timeout: 200 }));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    // Never sent again; on a busy machine the 200 ms can end before the request arrives at all.
    expect(server.requests.length).toBeLessThanOrEqual(1);
  });

  it('an abort before the call rejects with aborted, and sends nothing', async () => {
    server.behave(stall);
    const controller = new AbortController();
    controller.abort();
    const error = await failure(tokenizeCard(registration, card, { signal: controller.signal }));
    expect(error.code).toBe('aborted');
    expect(server.requests).toHaveLength(0);
  });

  it('an abort while waiting for the answer rejects with aborted, the request sent once', async () => {
    const controller = new AbortController();
    // Aborted once the server holds the request, whatever the machine's pace.
    server.behave(() => controller.abort());
    const error = await failure(tokenizeCard(registration, card, { signal: controller.signal }));
    expect(error.code).toBe('aborted');
    expect(server.requests).toHaveLength(1);
  });
});
