import type { Channel } from './channels.js';
import type { Trace } from './canary.js';
import { contentTokens } from './tokens.js';
import type { Drift } from '../terms/evidence.js';

/** The channels compared between drives: what leaves the page or stays for a later page to send. */
const COMPARED = new Set<Channel>([
  'request',
  'refused',
  'csp',
  'websocket',
  'webrtc',
  'webrtc-data',
  'message',
  'storage',
  'stored',
]);

/** One thing the page did, by shape: channel and destination with the ids taken out, and its size. */
interface Shape {
  key: string;
  /** log2 of the size: a random id or a timestamp changes it by one at most. */
  band: number;
  trace: Trace;
}

/** A URL by its origin, its path with numbers and long ids replaced, and its query's names only. */
function urlShape(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  const path = parsed.pathname
    .split('/')
    .map((part) =>
      /^[\w-]{16,}$/.test(part) || /^[\da-f]{8,}$/i.test(part)
        ? '{id}'
        : part.replace(/\d+/g, '{n}'),
    )
    .join('/');
  const names = [...new Set(parsed.searchParams.keys())].sort().join('&');
  return `${parsed.origin}${path}${names && `?${names}`}`;
}

const urlsIn = (text: string) => text.replace(/\b(?:https?|wss?):\/\/\S+/g, urlShape);
const band = (size: number) => Math.floor(Math.log2(size + 1));

/** The shapes of a trace: several for a store read whole (one per cookie or key). */
function shapes(trace: Trace): Shape[] {
  const { channel, where, text } = trace;
  const key = `${channel}: ${urlsIn(where)}`;
  if (channel === 'request') {
    // The URL and body; not the headers, which carry a cookie's ids.
    const size = text.lastIndexOf('\n') >= 0 ? text.lastIndexOf('\n') : text.length;
    return [{ key, band: band(size), trace }];
  }
  if (channel === 'storage') {
    const name = text.slice(0, Math.max(0, text.indexOf('='))).replace(/\d+/g, '{n}');
    return [{ key: `${key} ${name}`, band: band(text.length), trace }];
  }
  if (channel === 'stored') {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = text;
    }
    if (where.startsWith('document.cookie') && typeof value === 'string')
      return value
        .split(/;\s*/)
        .filter(Boolean)
        .map((cookie) => {
          const name = cookie.split('=')[0].replace(/\d+/g, '{n}');
          return { key: `${key} cookie ${name}`, band: band(cookie.length), trace };
        });
    if (Array.isArray(value) && /^(local|session)Storage/.test(where))
      return (value as [string, string][]).map(([name, stored]) => ({
        key: `${key} ${String(name).replace(/\d+/g, '{n}')}`,
        band: band(String(stored).length),
        trace,
      }));
  }
  return [{ key, band: band(text.length), trace }];
}

interface Tally {
  count: number;
  maxBand: number;
  traces: Trace[];
}

function tally(traces: Trace[], skip: (trace: Trace) => boolean): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const trace of traces) {
    if (!COMPARED.has(trace.channel) || skip(trace)) continue;
    for (const shape of shapes(trace)) {
      const entry = tallies.get(shape.key) ?? { count: 0, maxBand: -1, traces: [] };
      entry.count++;
      entry.maxBand = Math.max(entry.maxBand, shape.band);
      entry.traces.push(trace);
      tallies.set(shape.key, entry);
    }
  }
  return tallies;
}

/** What the valid drive did more of, or larger, than every control drive, beyond their own spread. */
export interface CardTriggered {
  key: string;
  valid: Tally;
  controls: (Tally | undefined)[];
  /** A value's place and class the valid drive sent there, and no control drive ever did. */
  token?: string;
}

/** A drive's checkout: what the page did, and when the card's first key went down. */
export interface DriveTraces {
  checkout: Trace[];
  firstKeyAt: number;
}

/** What a trace carries, by structure (tokens.ts): requests, socket frames, messages, writes. */
function traceTokens({ channel, text }: Trace): string[] {
  if (channel === 'request' || channel === 'refused') {
    const first = text.indexOf('\n');
    const last = text.lastIndexOf('\n');
    return contentTokens(text.slice(0, first), last > first ? text.slice(first + 1, last) : '');
  }
  if (channel === 'storage') return contentTokens(undefined, text.slice(text.indexOf('=') + 1));
  if (channel === 'websocket' || channel === 'webrtc-data' || channel === 'message')
    return contentTokens(undefined, text);
  return [];
}

/**
 * Compares the valid drive's checkout with the controls', from the card's first key on (before
 * it the drives differ only by the page's own chance: an A/B variant), by shape: a destination
 * (or store, or message route) seen more often, or with sizes at least four times larger, than in
 * every control, beyond the spread between the controls, is card-triggered. And by content: a
 * value's place and class (tokens.ts) that the valid drive sent after its first key and no
 * control drive ever sent, at any time, is card-triggered too. `skip` leaves out what the element
 * may do with a valid card (its BIN lookup, its own frame's messages).
 */
export function cardTriggered(
  valid: DriveTraces,
  controls: DriveTraces[],
  skip: (trace: Trace) => boolean,
): CardTriggered[] {
  const typed = ({ checkout, firstKeyAt }: DriveTraces) =>
    checkout.filter(({ at }) => at >= firstKeyAt);
  const mine = tally(typed(valid), skip);
  const theirs = controls.map((control) => tally(typed(control), skip));
  const found: CardTriggered[] = [];
  for (const [key, entry] of mine) {
    const others = theirs.map((control) => control.get(key));
    const counts = others.map((other) => other?.count ?? 0);
    const bands = others.map((other) => other?.maxBand ?? -1);
    // Two controls that agree by chance measure no noise: one more of what they sent too is the
    // page's own (a timer chain fires once more in real time than in a jump); the first of a
    // shape no control sent is the card's.
    const most = Math.max(...counts);
    const spread = Math.max(most - Math.min(...counts), most > 0 ? 1 : 0);
    const more = entry.count > most + spread;
    const larger = Math.min(...bands) >= 0 && entry.maxBand > Math.max(...bands) + 1;
    if (more || larger) found.push({ key, valid: entry, controls: others });
  }
  const sent = new Set<string>();
  for (const { checkout } of controls)
    for (const trace of checkout)
      if (COMPARED.has(trace.channel) && !skip(trace))
        for (const token of traceTokens(trace)) sent.add(`${shapes(trace)[0]?.key} ${token}`);
  const fresh = new Map<string, CardTriggered>();
  for (const trace of typed(valid)) {
    const tokens = new Set(traceTokens(trace));
    // Only channels of one shape a trace carry tokens (a store read whole has none).
    if (tokens.size === 0 || !COMPARED.has(trace.channel) || skip(trace)) continue;
    const key = shapes(trace)[0].key;
    for (const token of tokens) {
      if (sent.has(`${key} ${token}`)) continue;
      const entry = fresh.get(`${key} ${token}`) ?? {
        key,
        token,
        valid: { count: 0, maxBand: -1, traces: [] },
        controls: theirs.map((control) => control.get(key)),
      };
      entry.valid.count++;
      entry.valid.traces.push(trace);
      fresh.set(`${key} ${token}`, entry);
    }
  }
  return [...found, ...fresh.values()];
}

const seconds = (trace: Trace) => `${(trace.at / 1000).toFixed(1)} s`;

/** A card-triggered difference as a drift: both drives side by side, the script that sent it. */
export function triggeredDrift(found: CardTriggered): Drift {
  const { key, valid, controls, token } = found;
  const scripts = [...new Set(valid.traces.map((trace) => trace.script).filter(Boolean))];
  const side = controls
    .map((control, index) =>
      control
        ? `control ${index + 1}: ${control.count}× (at ${control.traces.map(seconds).join(', ')}), up to 2^${control.maxBand} B`
        : `control ${index + 1}: never`,
    )
    .join('; ');
  const what = token
    ? `a value never sent by a control, ${token}: in ${valid.count} (at ${valid.traces.map(seconds).join(', ')})`
    : `${valid.count}× (at ${valid.traces.map(seconds).join(', ')}), up to 2^${valid.maxBand} B`;
  return {
    kind: 'card-triggered',
    where: key,
    message: `only with a valid card: ${what}; ${side}; sent by ${scripts.length > 0 ? scripts.join(', ') : 'a script the browser did not name'}: ${valid.traces[0].where}`,
  };
}
