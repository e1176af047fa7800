// Leak check: create, type, tokenize, remove the element 1 000 times; a heap snapshot before and
// after says whether anything of the element's own stays.
import { CARD, openElementPage } from './browser.mjs';
import { startTokenizationServer } from './servers.mjs';

/** Objects per constructor (and DOM nodes per tag) in a snapshot taken after full collections. */
async function snapshotCounts(cdp) {
  // Twice: the first collection runs finalizers that free more at the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const [types] = snapshot.meta.node_types;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const counts = new Map();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]];
    // Instances (`object`) and DOM objects (`native`); code, strings and arrays are the engine's.
    if (type !== 'object' && type !== 'native') continue;
    const name = strings[nodes[i + nameAt]];
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const { nodes: domNodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { counts, domNodes, listeners: jsEventListeners };
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
 * Kept by the browser for the bench's own instruments, not by the page: DevTools' record of each
 * request while a client (Playwright here) listens to the Network domain.
 */
const TOOLING = new Set(['blink::NetworkResourcesData::ResourceData']);

/** What grew between two snapshots, largest first: `[name, before, after]`. */
function growth(before, after) {
  return [...after.counts]
    .map(([name, count]) => [name, before.counts.get(name) ?? 0, count])
    .filter(([, was, is]) => is > was)
    .sort((a, b) => b[2] - b[1] - (a[2] - a[1]));
}

/**
 * `warmup` cycles (code compiled, Lit's template cache filled), a snapshot, `total` cycles, a
 * snapshot. A leak of the element leaves one object per cycle: its class, its controllers, its
 * inputs. The element's own classes are named at run time (the bundle is minified).
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
    await cycles(page, { url: server.url, card: CARD, count: warmup });
    // The page's own <card-tokenizer> shows the classes of the element and of its controllers.
    const own = await page.evaluate(() => {
      const el = document.querySelector('card-tokenizer');
      const names = new Set([el.constructor.name]);
      for (const value of Object.values(el)) {
        if (value instanceof Set) value.forEach((item) => names.add(item?.constructor?.name));
      }
      return [...names].filter((name) => name && name !== 'Object');
    });
    const before = await snapshotCounts(cdp);
    const deadline = Date.now() + 180_000;
    let done = 0;
    while (done < total && Date.now() < deadline) {
      const count = Math.min(batch, total - done);
      await cycles(page, { url: server.url, card: CARD, count });
      done += count;
    }
    const after = await snapshotCounts(cdp);
    const grown = growth(before, after).filter(([name]) => !TOOLING.has(name));
    const perCycle = grown.filter(([, was, is]) => is - was >= done);
    // The element itself is a DOM object, named by its tag (`<card-tokenizer …>`) in a snapshot.
    const isOwn = (name) => own.includes(name) || name.startsWith('<card-tokenizer');
    const ownRetained = [...new Set([...before.counts.keys(), ...after.counts.keys()])]
      .filter(isOwn)
      .reduce(
        (sum, name) => sum + (after.counts.get(name) ?? 0) - (before.counts.get(name) ?? 0),
        0,
      );
    return {
      leakCycles: done,
      leakOwnClasses: own,
      leakOwnObjectsRetained: ownRetained,
      leakDomNodesRetained: after.domNodes - before.domNodes,
      leakListenersRetained: after.listeners - before.listeners,
      // Any constructor with at least one more object per cycle: a leak, the element's or not.
      leakPerCycleConstructors: perCycle
        .slice(0, 20)
        .map(([name, was, is]) => `${name} +${is - was}`),
      leakLargestGrowth: grown.slice(0, 5).map(([name, was, is]) => `${name} +${is - was}`),
    };
  } finally {
    await context?.close();
    await server.close();
  }
}
