import { TODAY } from './cards.js';

/** A clock the test moves by hand, handed to the sandbox and the server client as `now`. */
export interface Clock {
  now: () => number;
  advance(ms: number): void;
}

export function createClock(start = TODAY): Clock {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}
