import type {
  Drift,
  FrameSeen,
  ListenerSeen,
  PageEvidence,
  ScriptSeen,
  WorkerSeen,
} from '../terms/evidence.js';
import type { Approval, Inventory, WorkerEntry } from './schema.js';

/** ` in <frame>` for an entry of a frame's document, nothing for the page's own. */
const inFrame = (entry: { frame?: string }) => (entry.frame ? ` in frame ${entry.frame}` : '');

/** How an entry is found again in the next load. */
export const scriptKey = (script: { url: string; sha384: string; frame?: string }) =>
  (script.url === 'inline' ? `inline ${script.sha384}` : script.url) + inFrame(script);
export const headerKey = (header: { name: string; frame?: string }) =>
  header.name + inFrame(header);
export const listenerKey = (listener: ListenerSeen) =>
  `${listener.type} on ${listener.target} by ${listener.script}${inFrame(listener)}`;
export const frameKey = (frame: FrameSeen) => `${frame.url} in ${frame.parent ?? 'the page'}`;
export const workerKey = (worker: { type: string; url: string }) =>
  `${worker.type} worker ${worker.url}`;

/** Every difference between what the page did and what the inventory approves. */
export function compare(evidence: PageEvidence, inventory: Inventory): Drift[] {
  return [
    ...compareScripts(evidence.scripts, inventory),
    ...compareHeaders(evidence, inventory),
    ...compareSet('frame', evidence.frames.map(frameKey), inventory.frames.map(frameKey)),
    ...compareSet(
      'listener',
      evidence.listeners.map(listenerKey),
      inventory.listeners.map(listenerKey),
    ),
    ...compareWorkers(evidence.workers, inventory.workers ?? []),
    ...evidence.tokenizationOrigins
      .filter(
        (origin) => !(inventory.tokenizationOrigins ?? []).some((entry) => entry.origin === origin),
      )
      .map((origin) => ({
        kind: 'tokenization-origin-added' as const,
        where: origin,
        message:
          'the element posts the card to an origin the inventory does not approve, whatever the page names',
      })),
    ...unapproved(inventory),
  ];
}

function compareWorkers(seen: WorkerSeen[], listed: WorkerEntry[]): Drift[] {
  const drifts: Drift[] = [];
  const entries = new Map(listed.map((entry) => [workerKey(entry), entry]));
  for (const worker of seen) {
    const entry = entries.get(workerKey(worker));
    if (!entry)
      drifts.push({
        kind: 'worker-added',
        where: workerKey(worker),
        message: `a worker not in the inventory serves the page (${worker.sha384}${worker.scope ? `, scope ${worker.scope}` : ''}, started by ${worker.registeredBy})`,
      });
    else if (entry.sha384 !== worker.sha384 || (entry.scope ?? '') !== (worker.scope ?? ''))
      drifts.push({
        kind: 'worker-changed',
        where: workerKey(worker),
        message: `now ${worker.sha384}${worker.scope ? ` for ${worker.scope}` : ''}, approved ${entry.sha384}${entry.scope ? ` for ${entry.scope}` : ''}`,
      });
  }
  for (const [key] of entries)
    if (!seen.some((worker) => workerKey(worker) === key))
      drifts.push({
        kind: 'worker-removed',
        where: key,
        message: 'an approved worker did not run',
      });
  return drifts;
}

function compareScripts(seen: ScriptSeen[], inventory: Inventory): Drift[] {
  const drifts: Drift[] = [];
  const listed = new Map(inventory.scripts.map((entry) => [scriptKey(entry), entry]));
  const seenKeys = new Set(seen.map(scriptKey));
  for (const script of seen) {
    const key = scriptKey(script);
    const entry = listed.get(key);
    if (script.integrityMatches === false)
      drifts.push({
        kind: 'integrity-mismatch',
        where: key,
        message: `its integrity attribute does not match the body received (${script.sha384})`,
      });
    if (!entry) {
      drifts.push({
        kind: 'script-added',
        where: key,
        message: `a script not in the inventory ran (${script.sha384}, loaded by ${script.loadedBy})`,
      });
      continue;
    }
    if (entry.sha384 !== script.sha384)
      drifts.push({
        kind: 'script-changed',
        where: key,
        message: `the body changed: ${script.sha384}, approved ${entry.sha384}`,
      });
    if (entry.integrity && script.integrity === undefined)
      drifts.push({
        kind: 'integrity-removed',
        where: key,
        message: 'its <script> no longer carries the integrity attribute',
      });
  }
  for (const [key] of listed)
    if (!seenKeys.has(key))
      drifts.push({
        kind: 'script-removed',
        where: key,
        message: 'an approved script did not run',
      });
  return drifts;
}

function compareHeaders(evidence: PageEvidence, inventory: Inventory): Drift[] {
  const drifts: Drift[] = [];
  const seen = new Map(evidence.headers.map((header) => [headerKey(header), header.value]));
  const listed = new Map(inventory.headers.map((header) => [headerKey(header), header.value]));
  for (const [name, value] of seen) {
    const approved = listed.get(name);
    if (approved === undefined)
      drifts.push({
        kind: 'header-added',
        where: name,
        message: `sent, not in the inventory: ${value}`,
      });
    else if (approved !== value)
      drifts.push({
        kind: 'header-changed',
        where: name,
        message: `now "${value}", approved "${approved}"`,
      });
  }
  for (const [name, value] of listed)
    if (!seen.has(name))
      drifts.push({
        kind: 'header-removed',
        where: name,
        message: `no longer sent (approved "${value}")`,
      });
  return drifts;
}

function compareSet(what: 'frame' | 'listener', seen: string[], listed: string[]): Drift[] {
  const drifts: Drift[] = [];
  for (const key of new Set(seen))
    if (!listed.includes(key))
      drifts.push({ kind: `${what}-added`, where: key, message: `a ${what} not in the inventory` });
  for (const key of new Set(listed))
    if (!seen.includes(key))
      drifts.push({
        kind: `${what}-removed`,
        where: key,
        message: `an approved ${what} was not seen`,
      });
  return drifts;
}

/** An entry without a justification or an approval is not yet authorised (6.4.3). */
export function missingApproval(entry: Approval): string | undefined {
  const missing = (['justification', 'approvedBy', 'approvedOn'] as const).filter(
    (field) => !entry[field]?.trim(),
  );
  return missing.length > 0 ? `no ${missing.join(', no ')}` : undefined;
}

function unapproved(inventory: Inventory): Drift[] {
  const entries: [string, Approval][] = [
    ...inventory.scripts.map((entry): [string, Approval] => [`script ${scriptKey(entry)}`, entry]),
    ...inventory.headers.map((entry): [string, Approval] => [`header ${headerKey(entry)}`, entry]),
    ...inventory.frames.map((entry): [string, Approval] => [`frame ${frameKey(entry)}`, entry]),
    ...inventory.listeners.map((entry): [string, Approval] => [
      `listener ${listenerKey(entry)}`,
      entry,
    ]),
    ...(inventory.workers ?? []).map((entry): [string, Approval] => [workerKey(entry), entry]),
    ...(inventory.tokenizationOrigins ?? []).map((entry): [string, Approval] => [
      `tokenization origin ${entry.origin}`,
      entry,
    ]),
  ];
  return entries.flatMap(([where, entry]) => {
    const missing = missingApproval(entry);
    return missing
      ? [{ kind: 'unapproved' as const, where, message: `not authorised: ${missing}` }]
      : [];
  });
}
