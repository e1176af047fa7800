import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_SCRIPTS, ANALYTICS_TAG_WITH_SKIMMER } from './analytics-shop.js';
import {
  auditCheckout,
  failures,
  issuerCard,
  shop,
  shopperSendsWith,
  useBehaviourShop,
} from './behaviour-shop.js';

useBehaviourShop();

/** Audits to run of the analytics checkout (CANARY_FALSE_ALARM_RUNS, 1 by default): each must pass. */
const RUNS = Number(process.env['CANARY_FALSE_ALARM_RUNS'] ?? 1);

describe('card-tokenizer-audit --canary: no false alarm on ordinary analytics, a skimmer among them caught', () => {
  it(
    `passes a checkout with an analytics tag, a heartbeat, a field tracker, a consent banner and an A/B test (${RUNS} run(s))`,
    async () => {
      shop(ANALYTICS_SCRIPTS);
      const alarms: string[][] = [];
      for (let run = 0; run < RUNS; run++) alarms.push(failures(await auditCheckout()));
      expect(alarms.filter((found) => found.length > 0)).toEqual([]);
    },
    150_000 * RUNS,
  );

  it('catches a skimmer hidden in the analytics tag: one more event in its batch, sealed', async () => {
    const card = issuerCard();
    const scripts = ANALYTICS_SCRIPTS.map((script) =>
      script.path === '/tag.js' ? { ...script, body: ANALYTICS_TAG_WITH_SKIMMER } : script,
    );
    // The attacker's server reads the tag's batches and opens the sealed event with its key.
    const received = await shopperSendsWith(scripts, card, 6000);
    const events = received
      .filter(({ url }) => url.startsWith('/g/collect'))
      .flatMap(({ body }) => JSON.parse(body) as { name: string; m?: string }[]);
    const sealed = Buffer.from(events.find(({ name }) => name === 'perf')!.m!, 'base64');
    const key = await webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode('0123456789abcdef'),
      'AES-GCM',
      false,
      ['decrypt'],
    );
    const opened = await webcrypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.subarray(0, 12) },
      key,
      sealed.subarray(12),
    );
    expect(new TextDecoder().decode(opened)).toBe(card);
    shop(scripts);
    const run = await auditCheckout();
    expect(failures(run).join('\n')).toMatch(
      /^card-triggered request: request POST http:\/\/127\.0\.0\.1:\d+\/g\/collect\?_p&cid&tid&v: only with a valid card: a value never sent by a control, \[\]\.m string of 2\^\d+: in 1 .*sent by http:\/\/127\.0\.0\.1:\d+\/tag\.js/m,
    );
  });
});
