import { describe, expect, it } from 'vitest';
import { paymentPageHeaders, PaymentPageHeadersError } from '../index.js';

const TOKENIZATION = 'https://tokenization.example';

describe('paymentPageHeaders({ preconnect })', () => {
  it("sends a Link header that opens the card frame's connection while the page loads", () => {
    const { headers } = paymentPageHeaders({
      tokenizationOrigins: [TOKENIZATION],
      sources: { frame: ['https://pay.shop.example'] },
      preconnect: ['https://pay.shop.example', 'https://tokenization.example'],
    });
    expect(headers.Link).toBe(
      '<https://pay.shop.example>; rel=preconnect, <https://tokenization.example>; rel=preconnect',
    );
  });

  it('sends no Link header without it', () => {
    expect(paymentPageHeaders({ tokenizationOrigins: [TOKENIZATION] }).headers).not.toHaveProperty(
      'Link',
    );
  });

  it.each([
    ['a path', 'https://pay.shop.example/card-frame.html'],
    ['a wildcard', 'https://*.shop.example'],
    ['a header injection', 'https://pay.shop.example>; rel=preload, <https://evil.example'],
    ['plain http off loopback', 'http://pay.shop.example'],
    ['not a string', 42],
  ])('refuses %s with a typed error', (_, origin) => {
    expect(() =>
      paymentPageHeaders({ tokenizationOrigins: [TOKENIZATION], preconnect: [origin as string] }),
    ).toThrow(PaymentPageHeadersError);
  });
});
