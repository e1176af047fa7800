import { describe, expect, it } from 'vitest';
import {
  audited,
  failures,
  issuerCard,
  shopperSends,
  SKIMMERS,
  useBehaviourShop,
} from './behaviour-shop.js';

useBehaviourShop();

describe('card-tokenizer-audit --canary judges what the page does: a patient page that tells a forwarded clock', () => {
  it('catches a clock that jumped with --stay in real time; the forwarded stay stays a tell', async () => {
    const card = issuerCard();
    // The same skimmer, 5 s in place of 20 after the number: a shopper's real wait, kept short.
    const quick = SKIMMERS['a clock that jumped'].body(5000);
    expect(await shopperSends('a clock that jumped', card, false, quick)).toContain(card);
    expect(await shopperSends('a clock that jumped', card, true, quick)).not.toContain(card);
    expect(failures(await audited('a clock that jumped', undefined, quick))).toEqual([]);
    // Just past the skimmer's wait: the claim is a stay in real time, not its length.
    const run = await audited('a clock that jumped', { real: true, ms: 8000 }, quick);
    expect(failures(run).join('\n')).toMatch(
      /\/quiet: the canary's card left the element: card number, plain/,
    );
  }, 300_000);
});
