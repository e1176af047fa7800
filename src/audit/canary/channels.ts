import type { ChannelSeen } from '../terms/evidence.js';

/** Every channel the canary watches, in the order the report lists them, with what it counts. */
export const CHANNELS = {
  request: ['requests made, every frame and worker', 'requests'],
  'script-request': ['fetch and XMLHttpRequest calls, every frame', 'calls'],
  headers: [
    'every header as sent (cookies added by the network, WebSocket handshakes)',
    'requests',
  ],
  refused: ['requests refused by the browser (CSP, mixed content, network)', 'requests'],
  csp: ['CSP violations (securitypolicyviolation), every frame', 'violations'],
  beacon: ['sendBeacon', 'beacons'],
  websocket: ['WebSockets opened and frames sent', 'frames'],
  webrtc: ['WebRTC: ICE servers, session descriptions, data channel labels', 'calls'],
  'webrtc-data': ['WebRTC data channel sends', 'messages'],
  message: ['postMessage (windows, MessagePort, BroadcastChannel, workers), both ways', 'messages'],
  dom: ['DOM writes (attributes, nodes, text), every frame and shadow root', 'writes'],
  'final-dom': ['final DOM read, every frame', 'frames'],
  'dns-hint': ['DNS-only hints in the final DOM (dns-prefetch, preconnect, prefetch…)', 'links'],
  storage: ['localStorage, sessionStorage and IndexedDB writes', 'writes'],
  stored: [
    'every storage read at the end: Web Storage, IndexedDB, Cache Storage, OPFS, document.cookie, window.name; every frame and worker',
    'reads',
  ],
  cookies: ["the browser's cookies at the end", 'cookies'],
  console: ['console messages', 'messages'],
  'card-read': [
    "scripts reading a card input's value, its form's FormData or its mutations",
    'scripts',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type Channel = keyof typeof CHANNELS;

/** Counts what each channel saw and the leaks found there, every channel listed even at zero. */
export class ChannelCounts {
  readonly #seen = new Map<Channel, number>();

  add(channel: Channel, count = 1): void {
    this.#seen.set(channel, (this.#seen.get(channel) ?? 0) + count);
  }

  report(leaksIn: (channel: Channel) => number): ChannelSeen[] {
    return (Object.keys(CHANNELS) as Channel[]).map((channel) => ({
      channel: CHANNELS[channel][0],
      seen: this.#seen.get(channel) ?? 0,
      unit: CHANNELS[channel][1],
      leaks: leaksIn(channel),
    }));
  }
}
