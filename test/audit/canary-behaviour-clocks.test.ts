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

describe('card-tokenizer-audit --canary judges what the page does: a page that times the canary: a jammed clock, a debugger', () => {
  it('never passes a jammed clock: the card sent 45 s of the page’s time after typing', async () => {
    const card = issuerCard();
    // The same skimmer, 5 s in place of 45: a shopper's real wait, kept short for the suite.
    const sent = await shopperSends(
      'a jammed clock',
      card,
      false,
      SKIMMERS['a jammed clock'].body(5000),
    );
    expect(sent).toContain(card);
    // Caught when the jump goes through; else "cannot judge" (exit 2), naming the clock: never a pass.
    const outcome = await audited('a jammed clock').then(
      (run) => failures(run).join('\n'),
      (error: Error) => `${error.name}: ${error.message}`,
    );
    expect(outcome).toMatch(
      /\/later: the canary's card left the element: card number, plain|^CannotJudge: the clock of .* did not jump 300 s/m,
    );
  });

  it('catches a debugger: no Debugger domain while the canary types', async () => {
    const card = issuerCard();
    expect(await shopperSends('a debugger', card)).toContain(card);
    // Not asserted: that it stays quiet for a bot with the Debugger domain on. In about one run in
    // four on 2 busy cores no pause was timed (open in docs/audit.md's table of tells).
    const run = await audited('a debugger');
    expect(failures(run).join('\n')).toMatch(
      /\/unwatched: the canary's card left the element: card number, plain/,
    );
  });
});
