import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/audit/report.js';
import {
  auditCheckout,
  failures,
  issuerCard,
  shop,
  shopperSends,
  SKIMMERS,
  useBehaviourShop,
} from './behaviour-shop.js';

useBehaviourShop();

const versions = { tool: '0.0.0', driver: '0.0.0' };

describe('card-tokenizer-audit --canary enters the number as shoppers do: the browser’s autofill of a saved card', () => {
  it('catches a skimmer of saved cards only, which a typed number never wakes', async () => {
    // Typed with a person's hands and paid, the card goes nowhere: the skimmer waits for autofill.
    const card = issuerCard();
    expect(await shopperSends('saved cards only', card)).not.toContain(card);

    shop([{ path: '/skimmer.js', body: SKIMMERS['saved cards only'].body() }]);
    const run = await auditCheckout(undefined, 'autofilled');
    expect(run.canary!.entry).toBe('autofilled');
    expect(buildReport(run, [], 'inventory.json', versions).canaryEntry).toBe('autofilled');
    // Filled by the browser, the card still goes through the element, and only there.
    expect(run.canary!.tokenizationRequest).toBe('http://127.0.0.1:9/tokenize');
    expect(run.canary!.cardReads).toContainEqual({
      what: expect.stringMatching(/^reads the value of <input autocomplete="cc-number"> in /),
      script: '/skimmer.js',
    });
    expect(failures(run).join('\n')).toMatch(
      /\/saved: the canary's card left the element: card number, plain/,
    );
  });

  it('passes the clean checkout with an autofilled card', async () => {
    shop();
    const run = await auditCheckout(undefined, 'autofilled');
    expect(run.canary!.entry).toBe('autofilled');
    expect(run.canary!.tokenizationRequest).toBeDefined();
    expect(failures(run)).toEqual([]);
  });
});
