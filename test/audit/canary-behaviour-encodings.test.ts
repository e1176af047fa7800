import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  attackerKey,
  auditCheckout,
  auditedTogether,
  failures,
  issuerCard,
  shop,
  shopperSends,
  useBehaviourShop,
} from './behaviour-shop.js';

useBehaviourShop();

/** One audit of a checkout with both skimmers: each sends to its own collector, from its own script. */
const splitAndEncrypted = auditedTogether({
  '/split.js': 'the number in four parts',
  '/sealed.js': 'the number encrypted',
});

describe('card-tokenizer-audit --canary judges what the page does: whatever the card is sent as: split, encrypted, or not at all', () => {
  it('passes the clean checkout, its analytics included', async () => {
    shop();
    const run = await auditCheckout();
    expect(failures(run)).toEqual([]);
    expect(run.canary!.tokenizationRequest).toBeDefined();
    expect(run.canary!.cardReads).toEqual([]);
  });

  it('catches the number in four parts, sent last group first', async () => {
    const card = issuerCard();
    const sent = await shopperSends('the number in four parts', card);
    const groups = [3, 2, 1, 0].map((part) => card.slice(part * 4, part * 4 + 4));
    expect(
      groups.every((group) => sent.includes(`value=${group}`)),
      sent,
    ).toBe(true);
    const run = await splitAndEncrypted();
    expect(run.canary!.cardReads).toContainEqual({
      what: expect.stringMatching(/^reads the value of <input autocomplete="cc-number"> in /),
      script: '/split.js',
    });
    expect(failures(run).join('\n')).toMatch(
      /^card-triggered request: request GET http:\/\/127\.0\.0\.1:\d+\/metrics\?name&part&value: only with a valid card: 4×.*sent by .*\/split\.js/m,
    );
  });

  it('catches the number encrypted with the attacker’s key', async () => {
    const card = issuerCard();
    const sent = await shopperSends('the number encrypted', card);
    const state = (
      JSON.parse(sent.split('\n').find((line) => line.startsWith('{"state"'))!) as { state: string }
    ).state;
    const opened = await webcrypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      attackerKey(),
      Buffer.from(state, 'base64'),
    );
    expect(new TextDecoder().decode(opened)).toBe(card);
    const run = await splitAndEncrypted();
    expect(failures(run).join('\n')).toMatch(
      /^card-triggered request: request POST http:\/\/127\.0\.0\.1:\d+\/consent: only with a valid card: 1×/m,
    );
  });
});
