import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

export interface DropAnswersOptions {
  /** Share of requests, from 0 to 1, whose answer is never sent. */
  share: number;
  /** The same seed drops the same requests, counted in the order they arrive. */
  seed: number;
}

/** mulberry32: a tiny seeded generator, so a test's faults are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function checkDropAnswers(options: DropAnswersOptions): DropAnswersOptions {
  if (!(options.share >= 0 && options.share <= 1)) {
    throw new TypeError(`Expected dropAnswers.share from 0 to 1, got ${options.share}`);
  }
  if (!Number.isInteger(options.seed)) {
    throw new TypeError(`Expected dropAnswers.seed to be an integer, got ${options.seed}`);
  }
  return options;
}

/**
 * The lost answer of a real network: the request is served in full (objects created, keys
 * stored), then the connection is destroyed before a byte of the answer leaves.
 */
export function dropAnswers(options: DropAnswersOptions): MiddlewareHandler {
  const random = seededRandom(options.seed);
  return async (c, next) => {
    const drop = random() < options.share;
    await next();
    if (!drop) return;
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    incoming?.socket.destroy();
  };
}
