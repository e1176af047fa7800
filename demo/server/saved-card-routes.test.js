import { serve } from '@hono/node-server';
import { startSandbox } from 'card-tokenizer/sandbox';
import { createPaymentsClient } from 'card-tokenizer/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoApp } from './app.js';
import { createDemoUsers } from './demo-users.js';
import { savedCardState } from './saved-card-routes.js';
import { seedSavedCards } from './seed-cards.js';

let sandbox;
let backend;
let backendUrl;
let payments;
let users;
let lead = 0;
const travel = (ms) => void (lead = ms);
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  sandbox = await startSandbox({ now: () => Date.now() + lead });
  const { url, clientId, apiKey } = sandbox;
  payments = createPaymentsClient({ baseUrl: url, clientId, apiKey });
  users = createDemoUsers(payments);
  const shopperId = (await users.shopper()).Id;
  await seedSavedCards({ payments, shopperId, travel });
  const app = createDemoApp({ kind: 'sandbox', payments, expiringPayments: null, users });
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

const call = async (method, path) => {
  const response = await fetch(`${backendUrl}/api${path}`, { method });
  return { status: response.status, body: await response.json() };
};

describe("the demo shopper's saved cards", () => {
  it('are seeded in every state, newest first', async () => {
    const { status, body } = await call('GET', '/saved-cards');
    expect(status).toBe(200);
    expect(body.cards.map((card) => [card.alias.slice(-4), card.state])).toEqual([
      ['1119', 'verified'],
      ['4242', 'unverified'],
      ['4444', 'voided'],
      ['1119', 'expired'],
    ]);
  });

  it('are removed for good, and only the shopper’s own', async () => {
    const { body } = await call('GET', '/saved-cards');
    const [first] = body.cards;
    const removed = await call('POST', `/saved-cards/${first.cardId}/remove`);
    expect(removed).toMatchObject({ status: 200, body: { removed: { cardId: first.cardId } } });
    expect((await payments.getCard(first.cardId)).Active).toBe(false);
    const after = await call('GET', '/saved-cards');
    expect(after.body.cards.map((card) => card.cardId)).not.toContain(first.cardId);

    const stranger = (await createDemoUsers(payments).recipients())[0];
    await seedSavedCards({ payments, shopperId: stranger.Id, travel });
    const [theirs] = (await payments.listCards(stranger.Id, { active: true })).items;
    const refused = await call('POST', `/saved-cards/${theirs.Id}/remove`);
    expect(refused.status).toBe(404);
    expect((await payments.getCard(theirs.Id)).Active).toBe(true);
  });
});

describe('savedCardState', () => {
  const now = new Date(Date.UTC(2026, 10, 25));
  it.each([
    [{ ExpirationDate: '1026', Validity: 'VALID' }, 'expired'],
    [{ ExpirationDate: '1126', Validity: 'VALID' }, 'verified'],
    [{ ExpirationDate: '1126', Validity: 'INVALID' }, 'voided'],
    [{ ExpirationDate: '0130', Validity: 'UNKNOWN' }, 'unverified'],
  ])('%j reads %s', (card, state) => {
    expect(savedCardState(card, now)).toBe(state);
  });
});
