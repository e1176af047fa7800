// The claim (docs/isolated.md, "What the page can learn"): the page learns the brand, whether each
// field is finished, the first 8 digits where it answers the BIN question, the state at submit and
// the token; nothing that tells two cards apart beyond that. Proven by indistinguishability: for
// random pairs of cards with the same brand, length and first 8 digits (and, separately, one card
// with two expiries and codes), typed with the same random edit script (typing, Backspace, Delete
// at the front, a paste, a fix in the middle, leaving and coming back, then leaving or submitting),
// everything the frame sends to a page that holds its channel (events and their details, validity
// and its message, form value, size, title, questions) is the same sequence.
// A failure prints its seed; CARD_VIEW_SEED=<seed> replays it, CARD_VIEW_PAIRS=<n> sets the count.
import { expect } from '@playwright/test';
import { seededRandom } from '../../src/sandbox/faults.js';
import { withCheckDigit } from '../../test/support/cards.js';
import { useFrameServer } from '../../test/support/frame-server.js';
import { registrationFor } from '../../test/support/registration.js';
import { test } from '../../test/support/reused-page.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';
import { editScript, typedView, type Ending } from './typed-view.js';

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

const SEED = Number(process.env.CARD_VIEW_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Pairs per test: about 7 s each in Chromium, 20 to 40 s in Firefox on 2 busy cores. */
const pairsIn = (browserName: string) =>
  Number(process.env.CARD_VIEW_PAIRS ?? (browserName === 'firefox' ? 1 : 3));

const tokenization = useTokenizationServer(test);
const frames = useFrameServer(test, tokenization, { networkChoice: true });

/** One pair: two cards the page may not tell apart, the script both are typed with, the ending. */
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
    const ending: Ending = pick([
      { end: 'leave' },
      { end: 'submit', expiry: expiry(), cvx: digits(code) },
    ] as const);
    const one = number();
    let two = number();
    while (two === one) two = number();
    return {
      kind: 'number',
      cardType,
      script,
      cards: [one, two],
      endings: [ending, ending],
    } as const;
  }
  const card = number();
  const endings: Ending[] = [
    { end: 'submit', expiry: expiry(), cvx: digits(code) },
    { end: 'submit', expiry: expiry(), cvx: digits(code) },
  ];
  return { kind: 'expiry and code', cardType, script, cards: [card, card], endings } as const;
}

for (const networkChoice of [false, true])
  test(`two cards the budget does not tell apart, typed with the same random script, look the same to the page${networkChoice ? ' (network-choice)' : ''}`, async ({
    page,
    browserName,
  }) => {
    const pairs = pairsIn(browserName);
    test.setTimeout(30_000 + pairs * 90_000);
    const seed = SEED + (networkChoice ? 1 : 0);
    test.info().annotations.push({ type: 'seed', description: String(seed) });
    // Firefox's BiDi sends keys typed into a cross-site frame to the top document (ISOLATION.md §5).
    const origin = browserName === 'firefox' ? frames.sameSite : frames.crossSite;
    const setup = {
      src: `${origin}/card-frame.html`,
      attributes: (networkChoice ? { 'network-choice': '' } : {}) as Record<string, string>,
      bin: networkChoice,
      tokenization,
    };
    const random = seededRandom(seed);
    for (let n = 0; n < pairs; n++) {
      const pair = drawPair(random);
      const typed = {
        ...setup,
        reg: { ...registrationFor(tokenization.url), CardType: pair.cardType },
        attributes: { ...setup.attributes, 'card-type': pair.cardType },
      };
      const [first, second] = [
        await typedView(page, typed, pair.cards[0], pair.script, pair.endings[0]),
        await typedView(page, typed, pair.cards[1], pair.script, pair.endings[1]),
      ];
      expect(
        second,
        `CARD_VIEW_SEED=${seed - (networkChoice ? 1 : 0)}, pair ${n}: ${JSON.stringify(pair)}`,
      ).toEqual(first);
    }
  });
