import { describe, expect, test } from 'vitest';
import { version } from '../../package.json';

describe('in a browser', () => {
  test('importing the entry defines <card-tokenizer> and gives the package version', async () => {
    const entry = await import('../index.js');
    expect(customElements.get('card-tokenizer')).toBe(entry.CardTokenizer);
    expect(entry.version).toBe(version);
  });
});
