import { describe, expect, it } from 'vitest';
import {
  audited,
  failures,
  issuerCard,
  randomRangeCard,
  shopperSends,
  useBehaviourShop,
} from './behaviour-shop.js';

useBehaviourShop();

describe('card-tokenizer-audit --canary judges what the page does: a card and hands like a shopper’s', () => {
  it('catches an issuer table: the canary’s BIN is a real issuer’s', async () => {
    expect(await shopperSends('an issuer table', issuerCard())).toMatch(/\d{16}/);
    expect(await shopperSends('an issuer table', randomRangeCard())).not.toMatch(/\d{16}/);
    const run = await audited('an issuer table');
    expect(failures(run).join('\n')).toMatch(
      /\/bin-table: the canary's card left the element: card number, plain/,
    );
  });

  it('catches key hold time: the canary holds keys as people do', async () => {
    const card = issuerCard();
    expect(await shopperSends('key hold time', card)).toContain(btoa(card));
    expect(await shopperSends('key hold time', card, true)).not.toContain(btoa(card));
    const run = await audited('key hold time');
    expect(failures(run).join('\n')).toMatch(
      /\/hold: the canary's card left the element: base64 of card number/,
    );
  });
});
