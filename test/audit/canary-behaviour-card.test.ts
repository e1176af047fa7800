import { describe, expect, it } from 'vitest';
import {
  auditedTogether,
  failures,
  issuerCard,
  randomRangeCard,
  shopperSends,
  useBehaviourShop,
} from './behaviour-shop.js';

useBehaviourShop();

/** One audit of a checkout with both skimmers: each sends to its own collector, from its own script. */
const issuersAndHolds = auditedTogether({
  '/issuers.js': 'an issuer table',
  '/holds.js': 'key hold time',
});

describe('card-tokenizer-audit --canary judges what the page does: a card and hands like a shopper’s', () => {
  it('catches an issuer table: the canary’s BIN is a real issuer’s', async () => {
    expect(await shopperSends('an issuer table', issuerCard())).toMatch(/\d{16}/);
    expect(await shopperSends('an issuer table', randomRangeCard())).not.toMatch(/\d{16}/);
    const run = await issuersAndHolds();
    expect(failures(run).join('\n')).toMatch(
      /\/bin-table: the canary's card left the element: card number, plain/,
    );
  });

  it('catches key hold time: the canary holds keys as people do', async () => {
    const card = issuerCard();
    expect(await shopperSends('key hold time', card)).toContain(btoa(card));
    expect(await shopperSends('key hold time', card, true)).not.toContain(btoa(card));
    const run = await issuersAndHolds();
    expect(failures(run).join('\n')).toMatch(
      /\/hold: the canary's card left the element: base64 of card number/,
    );
  });
});
