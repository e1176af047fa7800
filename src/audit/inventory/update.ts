import { frameKey, headerKey, listenerKey, scriptKey, workerKey } from './compare.js';
import type { PageEvidence } from '../terms/evidence.js';
import { INVENTORY_VERSION, type Approval, type Inventory } from './schema.js';

const HUMAN_FIELDS = ['owner', 'justification', 'approvedBy', 'approvedOn'] as const;

/** The approval of an entry that still matches, or empty fields for a person to fill in. */
function kept(previous: Approval | undefined): Approval {
  const approval: Approval = { owner: '', justification: '', approvedBy: '', approvedOn: '' };
  for (const field of HUMAN_FIELDS) if (previous?.[field]) approval[field] = previous[field];
  return approval;
}

/**
 * The inventory of what the page did, keeping owner, justification and approval of the entries
 * that still match; a new or changed one is written unapproved, so the next run fails until a
 * person approves it.
 */
export function updatedInventory(
  evidence: PageEvidence,
  previous: Inventory | undefined,
  schema: string,
): Inventory {
  const scripts = new Map(previous?.scripts.map((entry) => [scriptKey(entry), entry]));
  const headers = new Map(previous?.headers.map((entry) => [headerKey(entry), entry]));
  const frames = new Map(previous?.frames.map((entry) => [frameKey(entry), entry]));
  const listeners = new Map(previous?.listeners.map((entry) => [listenerKey(entry), entry]));
  const workers = new Map(previous?.workers?.map((entry) => [workerKey(entry), entry]));
  const origins = new Map(previous?.tokenizationOrigins?.map((entry) => [entry.origin, entry]));
  const sameScript = (key: string, sha384: string, integrity: boolean) => {
    const entry = scripts.get(key);
    return entry?.sha384 === sha384 && entry.integrity === integrity ? entry : undefined;
  };
  const byKey = <T>(items: T[], key: (item: T) => string) =>
    [...new Map(items.map((item) => [key(item), item])).values()].sort((a, b) =>
      key(a).localeCompare(key(b)),
    );

  return {
    $schema: previous?.$schema ?? schema,
    version: INVENTORY_VERSION,
    page: new URL(evidence.url).pathname,
    scripts: byKey(evidence.scripts, scriptKey).map((script) => ({
      url: script.url,
      sha384: script.sha384,
      integrity: script.integrity !== undefined,
      loadedBy: script.loadedBy,
      ...(script.frame !== undefined && { frame: script.frame }),
      ...kept(sameScript(scriptKey(script), script.sha384, script.integrity !== undefined)),
    })),
    headers: byKey(evidence.headers, headerKey).map((header) => {
      const entry = headers.get(headerKey(header));
      return { ...header, ...kept(entry?.value === header.value ? entry : undefined) };
    }),
    frames: byKey(evidence.frames, frameKey).map((frame) => ({
      ...frame,
      ...kept(frames.get(frameKey(frame))),
    })),
    listeners: byKey(evidence.listeners, listenerKey).map((listener) => ({
      ...listener,
      ...kept(listeners.get(listenerKey(listener))),
    })),
    workers: byKey(evidence.workers, workerKey).map((worker) => {
      const entry = workers.get(workerKey(worker));
      const same = entry?.sha384 === worker.sha384 && entry.scope === worker.scope;
      return { ...worker, ...kept(same ? entry : undefined) };
    }),
    tokenizationOrigins: [...new Set(evidence.tokenizationOrigins)].sort().map((origin) => ({
      origin,
      ...kept(origins.get(origin)),
    })),
  };
}
