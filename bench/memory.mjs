// Memory: create, type, tokenize, remove the element many times; what stays on the heap after GC.
import { CARD, openElementPage } from './browser.mjs';
import { startTokenizationServer } from './servers.mjs';

/** Heap and DOM after full collections: what is left is retained, not garbage yet to collect. */
async function settled(cdp) {
  // Twice: the first collection runs finalizers that free more at the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { heap: usedSize, nodes, listeners: jsEventListeners };
}

/** One batch of cycles in the page; batches keep each evaluate short and the loop time-bounded. */
function cycles(page, { url, card, count }) {
  return page.evaluate(
    async ({ url, card, count }) => {
      for (let i = 0; i < count; i++) {
        const el = document.createElement('card-tokenizer');
        document.body.append(el);
        await window.bench.type(el, card);
        el.registration = {
          CardRegistrationURL: url,
          AccessKey: 'bench-access-key',
          PreregistrationData: 'bench-preregistration',
          CardType: 'CB_VISA_MASTERCARD',
        };
        const data = await el.tokenize();
        if (!data.startsWith('data=')) throw new Error(`Expected data=…, got ${data}`);
        el.remove();
      }
    },
    { url, card, count },
  );
}

/**
 * `warmup` cycles first, then `total` cycles with the heap read at the start, half way and the
 * end: a leak keeps growing in the second half, V8's warm-up (compiled code, caches) levels off.
 */
export async function measureMemory({
  browser,
  pagesOrigin,
  total = 1000,
  batch = 100,
  warmup = 100,
}) {
  const server = await startTokenizationServer();
  let context;
  try {
    const opened = await openElementPage(browser, pagesOrigin);
    context = opened.context;
    const { page } = opened;
    const cdp = await context.newCDPSession(page);
    // The first cycles compile and optimise the code and fill Lit's template cache for good.
    await cycles(page, { url: server.url, card: CARD, count: warmup });
    const before = await settled(cdp);
    const deadline = Date.now() + 60_000;
    let done = 0;
    let half;
    while (done < total && Date.now() < deadline) {
      const count = Math.min(batch, total - done);
      await cycles(page, { url: server.url, card: CARD, count });
      done += count;
      if (!half && done >= total / 2) half = await settled(cdp);
    }
    const after = await settled(cdp);
    return {
      retainedHeapBytes: after.heap - before.heap,
      retainedHeapBytesPerCycle: (after.heap - before.heap) / done,
      retainedHeapBytesSecondHalf: after.heap - (half ?? after).heap,
      retainedDomNodes: after.nodes - before.nodes,
      retainedEventListeners: after.listeners - before.listeners,
      heapBeforeBytes: before.heap,
      memoryCycles: done,
    };
  } finally {
    await context?.close();
    await server.close();
  }
}
