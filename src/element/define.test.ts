import { describe, expect, test } from 'vitest';

describe('in Node, without customElements', () => {
  test('importing the entry registers nothing and throws nothing', async () => {
    expect(typeof globalThis.customElements).toBe('undefined');
    const entry = await import('../index.js');
    expect(() => entry.defineCardTokenizer()).not.toThrow();
    expect(entry.CardTokenizer).toBeTypeOf('function');
    expect(entry.tokenizeCard).toBeTypeOf('function');
  });
});
