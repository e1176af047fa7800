import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Card } from '../../service/types.js';
import { openTestSandbox, type TestSandbox } from '../../../test/support/sandbox.js';
import { createState } from '../store/store.js';
import { SANDBOX_DEFAULTS } from '../index.js';
import { DEFAULT_RATE_LIMITS } from '../store/rate-limits.js';
import { refreshCard } from './validation-model.js';

let t: TestSandbox;
beforeEach(async () => {
  t = await openTestSandbox();
});
afterEach(() => t.close());

/** `count` cards for one new user, a second apart so that their CreationDate differ. */
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

describe('GET /users/{UserId}/cards: List Cards for a User', () => {
  it("pages a user's cards oldest first, with X-Number-Of-Pages, X-Number-Of-Items and Link", async () => {
    const { userId, cards } = await cardsOfOneUser(5);
    await t.createCard(); // another user's card is never listed
    const first = await t.call('GET', `${t.v2}/users/${userId}/cards?page=1&per_page=2`);
    expect(first.status).toBe(200);
    expect(ids(first.body)).toEqual(ids(cards.slice(0, 2)));
    expect(first.headers.get('x-number-of-pages')).toBe('3');
    expect(first.headers.get('x-number-of-items')).toBe('5');
    expect(first.headers.get('link')).toContain('page=2&per_page=2>; rel="next"');
    const last = await t.call('GET', `${t.v2}/users/${userId}/cards?page=3&per_page=2`);
    expect(ids(last.body)).toEqual(ids(cards.slice(4)));
    const beyond = await t.call('GET', `${t.v2}/users/${userId}/cards?page=4&per_page=2`);
    expect(beyond.body).toEqual([]);
    const all = await t.call('GET', `${t.v2}/users/${userId}/cards`);
    expect(ids(all.body)).toEqual(ids(cards)); // 10 per page by default
  });

  it('sorts newest first with Sort=CreationDate:DESC', async () => {
    const { userId, cards } = await cardsOfOneUser(3);
    const answer = await t.call('GET', `${t.v2}/users/${userId}/cards?Sort=CreationDate:DESC`);
    expect(ids(answer.body)).toEqual(ids(cards).reverse());
  });

  it.each([
    ['per_page=101', 'per_page'],
    ['per_page=0', 'per_page'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['Active=yes', 'Active'],
    ['Sort=Id:ASC', 'Sort'],
  ])('refuses %s with a param_error naming %s', async (query, field) => {
    const { userId } = await cardsOfOneUser(0);
    const answer = await t.call('GET', `${t.v2}/users/${userId}/cards?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ Type: 'param_error' });
    expect(Object.keys(answer.body.errors)).toEqual([field]);
  });

  it('is a 404 ressource_not_found for an unknown user', async () => {
    const answer = await t.call('GET', `${t.v2}/users/user_m_unknown/cards`);
    expect(answer.status).toBe(404);
    expect(answer.body.errors).toEqual({
      RessourceNotFound: 'Cannot found the ressource User with the id=user_m_unknown',
    });
  });
});

describe('PUT /cards/{CardId}: Deactivate a Card', () => {
  it('deactivates for good: out of Active=true lists, no validation, no reactivation', async () => {
    const { userId, cards } = await cardsOfOneUser(2);
    const [kept, removed] = cards as [Card, Card];
    const put = await t.call('PUT', `${t.v2}/cards/${removed.Id}`, { json: { Active: false } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ Id: removed.Id, Active: false });
    expect((await t.call('GET', `${t.v2}/cards/${removed.Id}`)).body.Active).toBe(false);

    const active = await t.call('GET', `${t.v2}/users/${userId}/cards?Active=true`);
    expect(ids(active.body)).toEqual([kept.Id]);
    expect(active.headers.get('x-number-of-items')).toBe('1');
    const inactive = await t.call('GET', `${t.v2}/users/${userId}/cards?Active=false`);
    expect(ids(inactive.body)).toEqual([removed.Id]);

    const validation = await t.validate(removed);
    expect(validation.status).toBe(400);
    expect(validation.body.errors).toEqual({ CardId: 'This card is not active' });
    expect(t.sandbox.stats().cardValidations).toBe(0);

    const again = await t.call('PUT', `${t.v2}/cards/${removed.Id}`, { json: { Active: false } });
    expect(again.status).toBe(200);
    const reactivate = await t.call('PUT', `${t.v2}/cards/${removed.Id}`, {
      json: { Active: true },
    });
    expect(reactivate.status).toBe(400);
    expect(reactivate.body).toMatchObject({ Type: 'param_error' });
    expect((await t.call('GET', `${t.v2}/cards/${removed.Id}`)).body.Active).toBe(false);
  });

  it('refuses an Active that is not a boolean, and an unknown card', async () => {
    const card = await t.createCard();
    const text = await t.call('PUT', `${t.v2}/cards/${card.Id}`, { json: { Active: 'false' } });
    expect(text.status).toBe(400);
    expect(text.body.errors).toHaveProperty('Active');
    expect((await t.call('GET', `${t.v2}/cards/${card.Id}`)).body.Active).toBe(true);
    const unknown = await t.call('PUT', `${t.v2}/cards/card_unknown`, { json: { Active: false } });
    expect(unknown.status).toBe(404);
  });
});

describe("a closed user's cards", () => {
  it('read inactive once the user record says UserStatus CLOSED', () => {
    const state = createState({
      ...SANDBOX_DEFAULTS,
      rateLimits: DEFAULT_RATE_LIMITS,
      now: () => 0,
    });
    const user = { Id: 'user_m_1', PersonType: 'NATURAL', UserStatus: 'ACTIVE' } as const;
    state.users.set(user.Id, user as never);
    const record = {
      view: { Id: 'card_1', UserId: user.Id, Active: true, Validity: 'VALID' } as Card,
      registeredAt: 0,
      authentication: 'frictionless' as const,
      bin: '49701071',
      pendingValidationId: null,
    };
    expect(refreshCard(state, record).view.Active).toBe(true);
    state.users.set(user.Id, { ...user, UserStatus: 'CLOSED' } as never);
    expect(refreshCard(state, record).view.Active).toBe(false);
  });
});
