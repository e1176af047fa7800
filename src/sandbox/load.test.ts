import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardRegistration } from '../server/types.js';
import { withCheckDigit } from '../../test/support/cards.js';
import { openTestSandbox, type TestSandbox } from '../../test/support/sandbox.js';

const COUNT = 500;
/** Registrations share users, as a shop's returning buyers do; fewer calls, same checks. */
const USERS = 50;

let t: TestSandbox;
beforeAll(async () => {
  t = await openTestSandbox();
});
afterAll(() => t.close());

/** A distinct Visa number per index: its last four digits, the alias's, differ for i < 1000. */
const cardFor = (i: number) => ({
  cardNumber: withCheckDigit(`497010${String(i).padStart(9, '0')}`),
  cardExpirationDate: `${String((i % 12) + 1).padStart(2, '0')}${30 + (i % 10)}`,
  cardCvx: String(100 + (i % 900)),
});

const update = (registration: CardRegistration, registrationData: string) =>
  t.call('PUT', `${t.v2}/cardregistrations/${registration.Id}`, {
    json: { RegistrationData: registrationData },
  });

describe(`${COUNT} card registrations at once, through real HTTP`, () => {
  it(
    'each tokenizes and validates once, replays are refused, no card goes to another',
    {
      timeout: 30_000,
    },
    async () => {
      const users = await Promise.all(Array.from({ length: USERS }, () => t.createUser()));
      const registrations = await Promise.all(
        Array.from({ length: COUNT }, (_, i) =>
          t.createRegistration(undefined, { userId: users[i % USERS]!.Id }),
        ),
      );

      // Two posts race for each registration: exactly one may win.
      const racing = await Promise.all(
        registrations.map((registration, i) =>
          Promise.all([t.postCard(registration, cardFor(i)), t.postCard(registration, cardFor(i))]),
        ),
      );
      const winners = racing.map((answers) => answers.filter((text) => text.startsWith('data=')));
      expect(winners.map((won) => won.length)).toEqual(Array(COUNT).fill(1));
      const losers = racing.flat().filter((text) => !text.startsWith('data='));
      expect(losers).toEqual(Array(COUNT).fill('errorCode=02631'));
      const tokens = winners.map(([data]) => data!);
      expect(new Set(tokens).size).toBe(COUNT);

      const updates = await Promise.all(registrations.map((r, i) => update(r, tokens[i]!)));
      expect(updates.map(({ body }) => body.Status)).toEqual(Array(COUNT).fill('VALIDATED'));

      const [replayedPosts, replayedUpdates] = await Promise.all([
        Promise.all(registrations.map((registration, i) => t.postCard(registration, cardFor(i)))),
        Promise.all(registrations.map((registration, i) => update(registration, tokens[i]!))),
      ]);
      expect(replayedPosts).toEqual(Array(COUNT).fill('errorCode=02631'));
      expect(replayedUpdates.map(({ status }) => status)).toEqual(Array(COUNT).fill(400));

      const cards = await Promise.all(
        updates.map(({ body }) => t.call('GET', `${t.v2}/cards/${body.CardId}`)),
      );
      cards.forEach(({ body: card }, i) => {
        const { cardNumber, cardExpirationDate } = cardFor(i);
        expect(card).toMatchObject({
          Alias: `${cardNumber.slice(0, 6)}XXXXXX${cardNumber.slice(-4)}`,
          ExpirationDate: cardExpirationDate,
          UserId: registrations[i]!.UserId,
        });
      });
      expect(t.sandbox.stats()).toMatchObject({ cardRegistrations: COUNT, cards: COUNT });
    },
  );
});
