import { describe, expect, it } from 'vitest';
import { cardTriggered, type DriveTraces } from './behaviour.js';
import type { Trace } from './canary.js';

const COLLECT = 'http://127.0.0.1:8080/g/collect?v=2&tid=G-SHOP';

/** A drive that posted the same analytics batch `times` times after the card's first key. */
function drive(times: number, url = COLLECT): DriveTraces {
  const checkout: Trace[] = Array.from({ length: times }, (_, index) => ({
    channel: 'request',
    where: `request POST ${url}&cid=${index}`,
    text: `POST ${url}&cid=${index}\n{"events":[{"name":"scroll"}]}\nheaders`,
    at: 1_000 + index * 5_000,
  }));
  return { checkout, firstKeyAt: 500 };
}

/** The destinations found, once each (found by count and by content alike). */
const triggered = (valid: DriveTraces, ...controls: DriveTraces[]) => [
  ...new Set(cardTriggered(valid, controls, () => false).map(({ key }) => key)),
];

describe('cardTriggered, by count', () => {
  it('takes one more of what both controls sent as the page’s own, when the controls agree', () => {
    expect(triggered(drive(2), drive(1), drive(1))).toEqual([]);
  });

  it('finds two more of it, and the first of a destination no control sent', () => {
    expect(triggered(drive(3), drive(1), drive(1))).toEqual([
      `request: request POST ${'http://127.0.0.1:8080/g/collect?cid&tid&v'}`,
    ]);
    expect(triggered(drive(1, 'http://127.0.0.1:8080/metrics?m=1'), drive(0), drive(0))).toEqual([
      'request: request POST http://127.0.0.1:8080/metrics?cid&m',
    ]);
  });
});
