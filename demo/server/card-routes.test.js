import { serve } from '@hono/node-server';
import { tokenizeCard } from 'card-tokenizer/core';
import { startSandbox } from 'card-tokenizer/sandbox';
import { createPaymentsClient } from 'card-tokenizer/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_DATA } from '../../test/support/browser-data.ts';
import { TODAY } from '../../test/support/cards.ts';
import { createDemoApp } from './app.js';

let sandbox;
let backend;
let backendUrl;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  sandbox = await startSandbox();
  const { url, clientId, apiKey } = sandbox;
  const payments = createPaymentsClient({ baseUrl: url, clientId, apiKey });
  const app = createDemoApp({ kind: 'sandbox', payments, expiringPayments: null });
  // Over real HTTP: the validation reads the shopper's socket, as behind the pages' proxy.
  await new Promise((listening) => {
    backend = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, ({ port }) => {
      backendUrl = `http://127.0.0.1:${port}`;
      listening();
    });
  });
});
afterEach(async () => {
  await new Promise((closed) => backend.close(closed));
  await sandbox.close();
  vi.restoreAllMocks();
});

const post = async (path, body) => {
  const response = await fetch(`${backendUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

const get = async (path) => {
  const response = await fetch(`${backendUrl}/api${path}`);
  return { status: response.status, body: await response.json() };
};

describe('a shopper action sent twice', () => {
  it('creates one registration for one requestId, even at the same time', async () => {
    const requestId = crypto.randomUUID();
    const answers = await Promise.all([
      post('/card-registrations', { requestId }),
      post('/card-registrations', { requestId }),
    ]);
    const later = await post('/card-registrations', { requestId });
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(new Set([...answers, later].map((a) => a.body.Id)).size).toBe(1);
    expect(sandbox.stats().cardRegistrations).toBe(1);
    await post('/card-registrations', { requestId: crypto.randomUUID() });
    expect(sandbox.stats().cardRegistrations).toBe(2);
  });

  it('refuses a requestId the service would not take as a key', async () => {
    const answer = await post('/card-registrations', { requestId: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/^Expected idempotencyKey to be 16 to 36/);
    expect(sandbox.stats().cardRegistrations).toBe(0);
  });

  /** A registration tokenized with `cardNumber`, and the body the SPA posts to save it. */
  async function tokenized(cardNumber, saveCard = true) {
    const registration = (await post('/card-registrations', { requestId: crypto.randomUUID() }))
      .body;
    const registrationData = await tokenizeCard(
      registration,
      { cardNumber, cardExpirationDate: '11/29', cardCvx: '123' },
      { now: new Date(TODAY) },
    );
    return {
      registrationId: registration.Id,
      registrationData,
      browserInfo: BROWSER_DATA,
      saveCard,
    };
  }

  it('saves and validates one card when the same checkout is posted twice at once, and again', async () => {
    const body = await tokenized('4242424242424242');
    const [first, twin] = await Promise.all([post('/cards', body), post('/cards', body)]);
    const again = await post('/cards', body);
    expect(first).toMatchObject({
      status: 200,
      body: {
        alias: '424242XXXXXX4242',
        validity: 'VALID',
        kept: true,
        validation: { status: 'SUCCEEDED' },
      },
    });
    expect(twin).toEqual(first);
    expect(again).toEqual(first);
    expect(sandbox.stats()).toMatchObject({ cards: 1, cardValidations: 1 });
  });

  it('starts one new validation for a double click on "Try again", and for a resubmit', async () => {
    const failed = (await post('/cards', await tokenized('4000000000003063'))).body.validation;
    expect(failed.status).toBe('FAILED');
    const retry = { cardValidationId: failed.id, browserInfo: BROWSER_DATA };
    const clicks = await Promise.all([
      post('/card-validations', retry),
      post('/card-validations', retry),
    ]);
    const resubmit = await post('/card-validations', retry);
    const ids = [...clicks, resubmit].map((answer) => answer.body.validation.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).not.toBe(failed.id);
    expect(sandbox.stats().cardValidations).toBe(2);
    const next = await post('/card-validations', { ...retry, cardValidationId: ids[0] });
    expect(next.body.validation.id).not.toBe(ids[0]);
    expect(sandbox.stats().cardValidations).toBe(3);
  });

  it('validates a card the shopper did not ask to save, then deactivates it: used once, not kept', async () => {
    const answer = await post('/cards', await tokenized('4242424242424242', false));
    expect(answer).toMatchObject({
      status: 200,
      body: { validity: 'VALID', kept: false, validation: { status: 'SUCCEEDED' } },
    });
    const saved = await get('/saved-cards');
    expect(saved.body.cards.map((card) => card.cardId)).not.toContain(answer.body.cardId);
  });

  it('offers no new validation of a failed card that was not kept', async () => {
    const failed = await post('/cards', await tokenized('4000000000003063', false));
    expect(failed.body).toMatchObject({ kept: false, validation: { status: 'FAILED' } });
    const retry = { cardValidationId: failed.body.validation.id, browserInfo: BROWSER_DATA };
    const answer = await post('/card-validations', retry);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(/used once, not kept/);
  });

  it("refuses a checkout without the shopper's choice, before saving anything", async () => {
    const { saveCard, ...body } = await tokenized('4242424242424242');
    expect(saveCard).toBe(true);
    const answer = await post('/cards', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/^Expected saveCard to be true or false/);
    expect(sandbox.stats().cards).toBe(0);
  });
});
