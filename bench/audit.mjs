// The payment page audit: one run of card-tokenizer-audit on the demo's script-tag checkout, end to
// end (Chromium's start included), with and without --canary. A figure, not a budget.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { median } from './stats.mjs';

const run = promisify(execFile);
const ROUNDS = 3;

export async function measureAudit() {
  const { startAuditedDemo } = await import('../demo/server/audited-demo.js');
  const demo = await startAuditedDemo();
  try {
    const page = new URL('script-tag.html', demo.url).href;
    const args = [
      'bin/card-tokenizer-audit.js',
      page,
      '--inventory',
      'demo/payment-page-inventory/script-tag.json',
    ];
    const times = { plain: [], canary: [] };
    // Alternating: a burst of other work on the machine spoils both alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of ['plain', 'canary']) {
        const start = performance.now();
        // Timed whatever the verdict: a drift (exit 1) takes as long as a pass.
        await run(process.execPath, mode === 'canary' ? [...args, '--canary'] : args).catch(
          (error) => {
            if (error.code !== 1) throw error;
          },
        );
        times[mode].push(performance.now() - start);
      }
    }
    return {
      auditMedianMs: median(times.plain),
      auditCanaryMedianMs: median(times.canary),
      auditRounds: ROUNDS,
    };
  } finally {
    await demo.close();
  }
}
