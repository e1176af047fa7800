import type { Page } from 'playwright-core';
import type { CanaryWatch } from './watch.js';
import { finalDom } from './dom.js';
import { storedInScope } from './storage.js';
import type { SharedWorkers } from '../browser/shared-workers.js';

type Stored = { where: string; text: string }[];

/** Every frame's final DOM and DNS-only hints, every frame's and worker's storage. */
export async function readWhatStayed(
  page: Page,
  sharedWorkers: SharedWorkers | undefined,
  canary: Pick<CanaryWatch, 'trace'>,
  stored: (entries: Stored) => void,
): Promise<void> {
  const keep = (entries: Stored | undefined) => entries && stored(entries);
  for (const frame of page.frames()) {
    const dom = await frame.evaluate(finalDom).catch(() => undefined);
    if (dom) {
      canary.trace('final-dom', `final DOM of ${frame.url()}`, dom.html);
      for (const hint of dom.hints)
        canary.trace('dns-hint', `<link rel="${hint}"> in ${frame.url()}`, hint);
    }
    keep(await frame.evaluate(storedInScope).catch(() => undefined));
  }
  for (const worker of [...page.workers(), ...page.context().serviceWorkers()])
    keep(await worker.evaluate(storedInScope).catch(() => undefined));
  for (const worker of sharedWorkers?.list() ?? []) {
    const answer = (await worker
      .send('Runtime.evaluate', {
        expression: `(${storedInScope.toString()})()`,
        awaitPromise: true,
        returnByValue: true,
      })
      .catch(() => undefined)) as { result?: { value?: Stored } } | undefined;
    keep(answer?.result?.value);
  }
}
