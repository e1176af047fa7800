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

describe('card-tokenizer-audit --canary judges what the page does: a patient page that compares its clocks', () => {
  it('catches a clock that jumped, with the default forwarded stay and with --stay in real time', async () => {
    const card = issuerCard();
    // The same skimmer, 2.5 s in place of 20 after the number: a shopper's real wait, kept short.
    const quick = SKIMMERS['a clock that jumped'].body(2500);
    // Past its wait in real time; a bot's clock jumped 4 s, past the skimmer's 2 s tolerance.
    const stayMs = 4000;
    expect(await shopperSends('a clock that jumped', card, false, quick, stayMs)).toContain(card);
    // Quiet for the earlier canary, whose Date jumped away from document.timeline.
    expect(await shopperSends('a clock that jumped', card, true, quick, stayMs)).not.toContain(
      card,
    );
    // Forwarded: every clock of the page moves together, a second per tick (canary-clock.test.ts).
    const forwarded = await audited('a clock that jumped', undefined, quick);
    expect(failures(forwarded).join('\n')).toMatch(
      /\/quiet: the canary's card left the element: card number, plain/,
    );
    // Just past the skimmer's wait: the claim is a stay in real time, not its length.
    const run = await audited('a clock that jumped', { real: true, ms: stayMs }, quick);
    expect(failures(run).join('\n')).toMatch(
      /\/quiet: the canary's card left the element: card number, plain/,
    );
  }, 300_000);
});
