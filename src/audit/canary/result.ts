import type { ChannelSeen, Drift } from '../terms/evidence.js';
import type { ChannelCounts, Channel } from './channels.js';
import type { NumberEntry } from './hands.js';
import { findCard } from './card-forms.js';

export interface CanaryResult {
  /** Where the element posted the card; the request was answered in the browser. */
  tokenizationRequest?: string;
  leaks: Drift[];
  /** Each channel watched, what it saw and the leaks found there. */
  channels: ChannelSeen[];
  /** Requests that carried the number's first 8 digits only: the element's BIN lookup, allowed. */
  binLookups: string[];
  /** The frame the card inputs were in, when not the page itself. */
  cardFrame?: string;
  /** The page the shopper left from: the checkout, or the page the payment led to. */
  leftFrom: string;
  /** What the page did on the checkout, from its load to the end of the stay there: for the controls. */
  checkout: Trace[];
  /** When the card's first key went down (`Trace.at`'s scale): before it, nothing depends on the card. */
  firstKeyAt: number;
  /** How the number reached its field (typed when a paste or an autofill did not land). */
  entry: NumberEntry;
  /** Scripts that read a card input's value, its form's FormData or its mutations: what and who. */
  cardReads: { what: string; script: string }[];
}

/** One thing the page did: its channel, where (destination, store, target), what, when, by what script. */
export interface Trace {
  channel: Channel;
  where: string;
  text: string;
  /** Milliseconds since the drive's page started loading. */
  at: number;
  /** The script that sent it (a request's initiator), when known. */
  script?: string;
}

/** What a drive saw, whole: every trace, and what its route and the DevTools Protocol told. */
export interface DriveSeen {
  card: string;
  traces: readonly Trace[];
  counts: ChannelCounts;
  /** Requests the route saw, by method and URL. */
  routed: ReadonlySet<string>;
  /** Requests' initiating scripts, by method and URL. */
  initiators: ReadonlyMap<string, string>;
  binLookups: ReadonlySet<string>;
  tokenizationRequest: string | undefined;
}

/** The drive's result: its leaks by channel, the checkout's traces with their scripts named. */
export function canaryResult(
  seen: DriveSeen,
  checkoutTraces: Trace[],
  firstKeyAt: number,
  cardFrame: string | undefined,
  leftFrom: string,
  entry: NumberEntry,
): CanaryResult {
  const leaks = leaksIn(seen);
  // Named now: the DevTools Protocol's initiator may arrive after the route saw the request.
  const checkout = checkoutTraces.map((trace) => {
    const request = /^request (\S+ \S+)/.exec(trace.where)?.[1];
    const script = request && seen.initiators.get(request);
    return script ? { ...trace, script } : trace;
  });
  return {
    tokenizationRequest: seen.tokenizationRequest,
    leaks: leaks.map(({ drift }) => drift),
    channels: seen.counts.report(
      (channel) => leaks.filter((leak) => leak.channel === channel).length,
    ),
    binLookups: [...seen.binLookups],
    ...(cardFrame && { cardFrame }),
    leftFrom,
    checkout,
    firstKeyAt,
    entry,
    cardReads: [
      ...new Map(
        seen.traces
          .filter(({ channel }) => channel === 'card-read')
          .map(({ where, text }) => [`${where} ${text}`, { what: where, script: text }]),
      ).values(),
    ],
  };
}

/** Each place the card was seen, once per place and form: a leak. */
function leaksIn({ traces, card, routed }: DriveSeen): { channel: Channel; drift: Drift }[] {
  const leaks = new Map<string, { channel: Channel; drift: Drift }>();
  for (const { channel, where, text } of traces) {
    // A call whose request reached the network is shown once, as that request.
    const call = channel === 'script-request' && /^\S+ (\S+ \S+) in /.exec(where)?.[1];
    if (call && routed.has(call)) continue;
    const form = findCard(text, card);
    if (form && !leaks.has(`${where} ${form}`))
      leaks.set(`${where} ${form}`, {
        channel,
        drift: {
          kind: 'card-data-leak',
          where: call ? `${where}, never sent: refused by the browser` : where,
          message: `the canary's card left the element: ${form}`,
        },
      });
  }
  return [...leaks.values()];
}
