import { randomInt } from 'node:crypto';

/** A uniform draw in [0, 1). */
export type Random = () => number;

/**
 * A seeded generator (mulberry32): the valid drive and its controls draw the same pointer paths,
 * pauses, holds and gaps from the same seed, so that only the card differs between them.
 */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const freshSeed = () => randomInt(2 ** 31);

/** A log-normal draw with this median and spread (σ of the logarithm), kept within bounds. */
function logNormal(random: Random, median: number, sigma: number, min: number, max: number) {
  // Box–Muller: one normal draw from two uniform ones.
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.round(Math.min(max, Math.max(min, median * Math.exp(sigma * normal))));
}

/**
 * How long a key is held: 50 to 150 ms, about 95 ms for half the keys, as people hold keys
 * (Dhakal, Feit, Kristensson, Oulasvirta, "Observations on Typing from 136 Million Keystrokes",
 * CHI 2018: key holds and intervals of 168 000 typists). A script's keys are held 4 to 17 ms.
 */
export const keyHold = (random: Random) => logNormal(random, 95, 0.3, 50, 150);

/**
 * The gap from one key's release to the next key's press: the same study's typists average 52
 * words a minute, about 230 ms a key from press to press; digits read off a card come slower,
 * in groups of four with a longer look between groups.
 */
export const keyGap = (random: Random, endOfGroup: boolean) =>
  endOfGroup ? logNormal(random, 420, 0.35, 200, 1200) : logNormal(random, 170, 0.35, 60, 600);

/**
 * How the number reaches its field: typed key by key, pasted at once as many shoppers do, or
 * filled with the expiry and name by the browser's autofill of a saved card.
 */
export type NumberEntry = 'typed' | 'pasted' | 'autofilled';

/**
 * One drive in four pastes the number (copied from a banking app or a password manager), one in
 * four picks a saved card from the browser's autofill, the others type it.
 */
export function numberEntry(random: Random): NumberEntry {
  const draw = random();
  return draw < 0.25 ? 'pasted' : draw < 0.5 ? 'autofilled' : 'typed';
}
