// card-tokenizer-audit --canary as the command runs it: its verdict, report and exit status.
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { approvedShop, audit, inventory, kinds, site, useCli } from './cli.js';
import { cleanShop, SKIMMER } from './shop.js';
import { approveAll } from './site.js';

useCli();

describe('card-tokenizer-audit --canary', () => {
  it('passes a page whose analytics never read the card; the element request stays in the browser', async () => {
    await approvedShop();
    const run = await audit('--canary');
    expect(kinds(run.drifts)).toEqual([]);
    expect(run.status).toBe(0);
    expect(run.report?.tokenizationRequest).toBe('http://127.0.0.1:9/tokenize');
    expect(run.stdout).toContain('seen only in the tokenization request');
  });

  it('catches a skimmer on every channel, in each encoding', async () => {
    rmSync(inventory, { force: true });
    cleanShop(site, [{ path: '/widget.js', body: SKIMMER }], '<iframe src="/frame.html"></iframe>');
    await audit('--update');
    approveAll(inventory);
    const run = await audit('--canary');
    expect(run.status).toBe(1);
    const leaks = run.drifts
      .filter(({ kind }) => kind === 'card-data-leak')
      .map(({ where, message }) => `${where}: ${message}`);
    const expected: [RegExp, RegExp][] = [
      [/^request POST .*\/fetch-plain/, /card number, plain/],
      [/^request GET .*\/fetch-b64/, /base64/],
      [/^request GET .*\/img-url/, /with separators/],
      [/^request GET .*\/img-b64/, /base64/],
      [/^sendBeacon to \/beacon-short/, /first six and last four digits, plain/],
      [/^sendBeacon to \/beacon-b64/, /base64/],
      [/^WebSocket frame/, /with separators/],
      [/^WebSocket frame/, /base64/],
      [/^postMessage received by .*frame\.html/, /card number, plain/],
      [/^postMessage received by .*frame\.html/, /base64/],
      [/^localStorage/, /card number, plain/],
      [/^sessionStorage/, /base64/],
    ];
    for (const [where, form] of expected)
      expect(
        leaks.some((leak) => where.test(leak) && form.test(leak)),
        `${where} ${form} in\n${leaks.join('\n')}`,
      ).toBe(true);
    expect(leaks.join('\n')).not.toMatch(/127\.0\.0\.1:9\/tokenize|\/collect/);
  });
});
