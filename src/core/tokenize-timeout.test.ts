import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../test/support/tokenization-server.js';
import { useTokenizationServer } from '../../test/support/tokenization-server-hooks.js';
import { TokenizationError } from './errors.js';
import { tokenizeCard } from './tokenize.js';

const card = { cardNumber: '4242 4242 4242 4242', cardExpirationDate: '12/30', cardCvx: '123' };
const server = useTokenizationServer({ beforeAll, afterAll, beforeEach });
let registration: { CardRegistrationURL: string; AccessKey: string; PreregistrationData: string };

beforeEach(() => {
  registration = { CardRegistrationURL: server.url, AccessKey: 'k', PreregistrationData: 'p' };
});

describe('tokenizeCard with a wrong timeout option', () => {
  it.each([NaN, -1, 0, '1000', { toString: 0 }] as unknown as number[])(
    'timeout %s is a configuration error, and nothing is sent',
    async (timeout) => {
      const error = await tokenizeCard(registration, card, { timeout }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TokenizationError);
      expect(error).toMatchObject({ code: 'configuration' });
      expect((error as Error).message).toMatch(/^Expected timeout to be/);
      expect(server.requests).toHaveLength(0);
    },
  );
});

describe('tokenizeCard with a timeout a timer cannot hold as is', () => {
  // Node fires a timer of more than 2^31 - 1 ms after 1 ms, and refuses a fractional one.
  it.each([Infinity, 3_000_000_000, 1500.5])('timeout %s waits for the answer', async (timeout) => {
    server.behave((request, response) => {
      setTimeout(() => answer('data=slow')(request, response), 50);
    });
    await expect(tokenizeCard(registration, card, { timeout })).resolves.toBe('data=slow');
  });
});

describe('tokenizeCard without a timeout option', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits 30 s for a stalled server, then rejects with timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const received = new Promise<void>((resolve) => server.behave(() => resolve()));
    let settled = false;
    const result = tokenizeCard(registration, card).finally(() => (settled = true));
    result.catch(() => {}); // read below, once the clock has run
    await received;

    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(settled).toBe(true));
    await expect(result).rejects.toMatchObject({ name: 'TokenizationError', code: 'timeout' });
    expect(server.requests).toHaveLength(1);
  });
});
