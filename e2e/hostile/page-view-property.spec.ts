// The claim (docs/isolated.md, "What the page can learn"): the page learns the brand, whether each
// field is finished, the first 8 digits where it answers the BIN question, the state at submit and
// the token; nothing that tells two cards apart beyond that. Proven by indistinguishability: for
// random pairs of cards with the same brand, length and first 8 digits (and, separately, one card
// with two expiries and codes), typed with the same random edit script (typing, Backspace, Delete
// at the front, a paste, a fix in the middle, leaving and coming back, then leaving, filling the
// card or submitting), everything the frame sends to a page that holds its channel (events and
// their details, validity and its message, form value, size, title, questions) is the same
// sequence. Each card of a pair goes to its own frame of paired-frames.ts, both loaded once, the
// edits through the browser's editing (frame-shopper.ts); luhn-oracle and submit-state type with
// the keyboard. A failure prints its seed; CARD_VIEW_SEED=<seed> replays it, CARD_VIEW_PAIRS=<n>
// sets the count.
import { expect } from '@playwright/test';
import { seededRandom } from '../../src/sandbox/faults.js';
import { withCheckDigit } from '../../test/support/cards.js';
import { useFrameServer } from '../../test/support/frame-server.js';
import { registrationFor } from '../../test/support/registration.js';
import { test } from '../../test/support/reused-page.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';
import type { ShopperCard } from './frame-shopper.js';
import { openPairedFrames, type CardRun, type Message } from './paired-frames.js';
import { editScript } from './typed-view.js';

/** Brands with their first 8 digits, a length each takes, and their code's length. */
const CARDS = [
  { bin: '42424242', length: 16, code: 3 }, // Visa
  { bin: '49701051', length: 16, code: 3 }, // Visa, co-branded with CB
  { bin: '55555555', length: 16, code: 3 }, // Mastercard
  { bin: '67596498', length: 16, code: 3 }, // Maestro, 12 to 19 digits
  { bin: '67596498', length: 19, code: 3 },
  { bin: '37828224', length: 15, code: 4, cardType: 'AMEX' }, // American Express
  { bin: '62000000', length: 17, code: 3 }, // UnionPay, 14 to 19 digits
] as const;
/** The page's BIN lookup: the co-branded BIN offers a choice, which changes the frame's size. */
const NETWORKS = { '49701051': ['CB', 'VISA'] };

const SEED = Number(process.env.CARD_VIEW_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Pairs per test (two tests per engine). */
const PAIRS = Number(process.env.CARD_VIEW_PAIRS ?? 50);

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization, { networkChoice: true });

type Ending = ShopperCard['ending'];

/**
 * What the page heard of one card: the messages in order, and the heights the frame took. A size
 * goes at the frame's rendering steps, whose place among the other messages follows the
 * browser's frame clock, not the card (a timer and a rendering step race after a submit).
 */
function seen(messages: Message[]) {
  const heights = messages.filter((message) => message.t === 'resize').map(({ h }) => h);
  return {
    messages: messages.filter((message) => message.t !== 'resize'),
    heights: [...new Set(heights)].sort(),
  };
}

/** One pair: two cards the page may not tell apart, the script both are typed with, the endings. */
function drawPair(random: () => number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => pick([...'0123456789'])).join('');
  const { bin, length, code, ...rest } = pick<(typeof CARDS)[number]>(CARDS);
  const cardType = 'cardType' in rest ? rest.cardType : 'CB_VISA_MASTERCARD';
  const number = () => withCheckDigit(bin + digits(length - 9));
  const expiry = () =>
    `${String(1 + Math.floor(random() * 12)).padStart(2, '0')}${pick(['28', '31', '35'])}`;
  const script = editScript(length, random);
  if (random() < 0.5) {
    const end = pick(['leave', 'submit-in-number', 'fill', 'submit'] as const);
    const ending: Ending =
      end === 'fill' || end === 'submit' ? { end, expiry: expiry(), cvx: digits(code) } : { end };
    const one = number();
    let two = number();
    while (two === one) two = number();
    return { kind: 'number', cardType, script, cards: [one, two], endings: [ending, ending] };
  }
  const card = number();
  const end = pick(['fill', 'submit'] as const);
  const endings: Ending[] = [
    { end, expiry: expiry(), cvx: digits(code) },
    { end, expiry: expiry(), cvx: digits(code) },
  ];
  return { kind: 'expiry and code', cardType, script, cards: [card, card], endings };
}

for (const networkChoice of [false, true])
  test(`two cards the budget does not tell apart, typed with the same random script, look the same to the page${networkChoice ? ' (network-choice)' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + PAIRS * 2_000);
    const seed = SEED + (networkChoice ? 1 : 0);
    test.info().annotations.push({ type: 'seed', description: String(SEED) });
    const paired = await openPairedFrames(page, {
      src: `${frames.crossSite}/card-frame.html`,
      attributes: networkChoice ? { 'network-choice': '' } : {},
      bin: networkChoice,
      networks: NETWORKS,
      tokenization,
    });
    const random = seededRandom(seed);
    const pairs = Array.from({ length: PAIRS }, () => drawPair(random));
    // A registration is single use: a new one for each pair that submits.
    let registrations = 1;
    for (const pair of pairs) {
      if (pair.endings[0]!.end.startsWith('submit')) registrations++;
      const reg = { ...registrationFor(tokenization.url, registrations), CardType: pair.cardType };
      const run = (i: 0 | 1): CardRun => ({
        cardType: pair.cardType,
        reg,
        number: pair.cards[i],
        script: pair.script,
        ending: pair.endings[i]!,
      });
      await paired.pair([run(0), run(1)]);
    }
    const [first, second] = (await paired.heard()).map((cards) => cards.map(seen));
    expect(second[0], `CARD_VIEW_SEED=${SEED}: the frames' start`).toEqual(first[0]);
    for (let n = 0; n < PAIRS; n++)
      expect(
        second[n + 1],
        `CARD_VIEW_SEED=${SEED}, pair ${n}: ${JSON.stringify(pairs[n])}`,
      ).toEqual(first[n + 1]);
  });
