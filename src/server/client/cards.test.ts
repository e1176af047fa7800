import { afterEach, describe, expect, it } from 'vitest';
import { ACCEPT_HEADER, BROWSER_DATA } from '../../../test/support/browser-data.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';
import type { SandboxOptions } from '../../sandbox/index.js';
import {
  createPaymentsClient,
  PaymentsApiError,
  type Card,
  type PaymentsClient,
  type PaymentsClientOptions,
} from '../index.js';

let t: TestSandbox;
let client: PaymentsClient;
async function open(sandbox: SandboxOptions = {}, options: Partial<PaymentsClientOptions> = {}) {
  t = await openTestSandbox(sandbox);
  const { clientId, apiKey } = t.sandbox;
  client = createPaymentsClient({ baseUrl: t.url, clientId, apiKey, ...options });
}
afterEach(() => t.close());

async function cardsOfOneUser(count: number): Promise<{ userId: string; cards: Card[] }> {
  const userId = (await t.createUser()).Id;
  const cards: Card[] = [];
  for (let i = 0; i < count; i += 1) {
    cards.push(await t.createCard(undefined, undefined, { userId }));
    t.clock.advance(1000);
  }
  return { userId, cards };
}

const ids = (cards: Card[]) => cards.map((card) => card.Id);
const listRequests = (userId: string) =>
  t.sandbox.requests()[`/v2.01/sandbox/users/${userId}/cards`]?.GET ?? 0;

describe('listCards and allCards', () => {
  it('read one page with the totals of X-Number-Of-Pages and X-Number-Of-Items', async () => {
    await open();
    const { userId, cards } = await cardsOfOneUser(5);
    const page = await client.listCards(userId, { page: 2, perPage: 2 });
    expect(page).toEqual({
      items: cards.slice(2, 4),
      page: 2,
      perPage: 2,
      totalPages: 3,
      totalItems: 5,
    });
    const newest = await client.listCards(userId, { sort: 'CreationDate:DESC', perPage: 1 });
    expect(ids(newest.items)).toEqual([cards[4]!.Id]);
  });

  it('walk every page once, in order, stopping at the last page', async () => {
    await open();
    const { userId, cards } = await cardsOfOneUser(5);
    const walked: Card[] = [];
    for await (const card of client.allCards(userId, { perPage: 2 })) walked.push(card);
    expect(ids(walked)).toEqual(ids(cards));
    expect(listRequests(userId)).toBe(3);
  });

  it.each([
    [{ perPage: 101 }, /perPage to be an integer from 1 to 100, got 101/],
    [{ page: 0 }, /page to be an integer/],
    [{ sort: 'Id:ASC' }, /sort to be CreationDate:ASC or CreationDate:DESC/],
    [{ active: 'true' }, /active to be a boolean/],
  ])('refuse %j before sending anything', async (list, message) => {
    await open();
    const userId = (await t.createUser()).Id;
    expect(() => client.listCards(userId, list as never)).toThrow(message);
    expect(listRequests(userId)).toBe(0);
  });
});

describe('deactivateCard', () => {
  it('deactivates for good: gone from active lists, refused for validation and reactivation', async () => {
    await open();
    const { userId, cards } = await cardsOfOneUser(2);
    const removed = await client.deactivateCard(cards[1]!.Id);
    expect(removed).toMatchObject({ Id: cards[1]!.Id, Active: false });
    expect(ids((await client.listCards(userId, { active: true })).items)).toEqual([cards[0]!.Id]);
    expect(ids((await client.listCards(userId, { active: false })).items)).toEqual([removed.Id]);

    const validation = client.createCardValidation(removed.Id, {
      AuthorId: userId,
      SecureModeReturnURL: 'https://shop.example/return',
      IpAddress: '198.51.100.7',
      BrowserInfo: { AcceptHeader: ACCEPT_HEADER, ...BROWSER_DATA },
    });
    await expect(validation).rejects.toMatchObject({
      status: 400,
      errors: { CardId: 'This card is not active' },
    });
    // Again: the same outcome, not an error.
    expect(await client.deactivateCard(removed.Id)).toMatchObject({ Active: false });
    const reactivate = await t.call('PUT', `${t.v2}/cards/${removed.Id}`, {
      json: { Active: true },
    });
    expect(reactivate.status).toBe(400);
  });

  it('is a PaymentsApiError 404 for an unknown card', async () => {
    await open();
    const error = await client.deactivateCard('card_unknown').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsApiError);
    expect(error).toMatchObject({ status: 404, type: 'ressource_not_found' });
  });
});

describe('honourCardConsent', () => {
  /** A card after its one use: a frictionless Card Validation that succeeded. */
  async function usedCard(userId: string): Promise<Card> {
    const card = await t.createCard(undefined, undefined, { userId });
    const validation = await client.createCardValidation(card.Id, {
      AuthorId: userId,
      SecureModeReturnURL: 'https://shop.example/return',
      IpAddress: '198.51.100.7',
      BrowserInfo: { AcceptHeader: ACCEPT_HEADER, ...BROWSER_DATA },
    });
    expect(validation.Status).toBe('SUCCEEDED');
    return card;
  }

  it('deactivates a card without consent after its use, and keeps one with it', async () => {
    await open();
    const userId = (await t.createUser()).Id;
    const once = await usedCard(userId);
    const kept = await usedCard(userId);
    expect(await client.honourCardConsent(once.Id, false)).toBe(false);
    expect(await client.honourCardConsent(kept.Id, true)).toBe(true);
    expect((await client.getCard(once.Id)).Active).toBe(false);
    expect((await client.getCard(kept.Id)).Active).toBe(true);
    expect(ids((await client.listCards(userId, { active: true })).items)).toEqual([kept.Id]);
    // Again, as after a lost answer: the same outcome, not an error.
    expect(await client.honourCardConsent(once.Id, false)).toBe(false);
  });

  it("takes the form's <name>-save as posted: 'false' deactivates, 'true' keeps", async () => {
    await open();
    const userId = (await t.createUser()).Id;
    const [once, kept] = [await usedCard(userId), await usedCard(userId)];
    expect(await client.honourCardConsent(once.Id, 'false')).toBe(false);
    expect(await client.honourCardConsent(kept.Id, 'true')).toBe(true);
    expect(ids((await client.listCards(userId, { active: true })).items)).toEqual([kept.Id]);
  });

  it('refuses a missing or odd choice with a TypeError, before any request', async () => {
    await open();
    const card = await t.createCard();
    const before = t.sandbox.requests()[`${t.v2}/cards/${card.Id}`]?.PUT ?? 0;
    for (const choice of [undefined, 'on', 1]) {
      const attempt = client.honourCardConsent(card.Id, choice as unknown as boolean);
      await expect(attempt).rejects.toThrow(TypeError);
    }
    await expect(client.honourCardConsent(card.Id, 'on' as 'true')).rejects.toThrow(
      /Expected saveCard to be true or false .*got "on"/,
    );
    expect(t.sandbox.requests()[`${t.v2}/cards/${card.Id}`]?.PUT ?? 0).toBe(before);
    expect((await client.getCard(card.Id)).Active).toBe(true);
  });
});

describe('a 429 of the rate limits', () => {
  it('is retried once the spent window resets, as X-RateLimit-Reset says', async () => {
    // One clock for both, moving with real time: the wait is real.
    let shift = 0;
    const now = () => Date.now() + shift;
    await open({ rateLimits: [4, 100, 100, 100], now }, { now, maxRetryDelay: 5000 });
    // Windows start at the whole second of their first call: begin just after one, to know it.
    await new Promise((resolve) => setTimeout(resolve, 1010 - (now() % 1000)));
    const windowStart = Math.floor(now() / 1000) * 1000;
    const userId = (await t.createUser()).Id; // token + user: 2 of 4
    await client.listCards(userId); // a token of its own + this call: spent
    shift += windowStart + 15 * 60_000 - now() - 600; // the 15-minute window ends in 0.6 s
    const started = Date.now();
    const page = await client.listCards(userId);
    expect(page.items).toEqual([]);
    expect(listRequests(userId)).toBe(3); // the first list, the 429, the retry
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('is thrown at once when the reset is further than maxRetryDelay', async () => {
    await open(
      { rateLimits: [4, 100, 100, 100] },
      { now: () => t.clock.now(), maxRetryDelay: 5000 },
    );
    const userId = (await t.createUser()).Id;
    await client.listCards(userId);
    const started = Date.now();
    const error = await client.listCards(userId).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, type: 'rate_limit', attempts: 1 });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
