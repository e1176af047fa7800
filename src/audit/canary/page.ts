// Runs in every frame of the page before its own scripts: what the page sends through channels
// that no request log shows is handed to the audit as it happens.
import { watchCardReads } from './card-reads.js';
import { watchDom } from './dom.js';
import { watchWebRtc } from './webrtc.js';
import { OWN_SOURCE_URL } from '../terms/own-code.js';
import type { Send } from './send.js';

/** The binding the page calls with each thing it sent, stored or wrote: a channel and its entries. */
export const CANARY_BINDING = '__cardTokenizerAuditTrace';

/** The reporter every watcher uses: values as text, the binding's absence survived. */
function reporter(binding: string): Send {
  const report = (window as unknown as Record<string, (c: string, e: [string, string][]) => void>)[
    binding
  ];
  const text = (value: unknown): string => {
    if (typeof value === 'string') return value;
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
      const bytes =
        value instanceof ArrayBuffer
          ? new Uint8Array(value)
          : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      return Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
    }
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  return (channel, entries) => {
    try {
      report(
        channel,
        entries.map(([where, value]) => [where, text(value)]),
      );
    } catch {
      // The page removed the binding; the requests and the end-of-run crawl still show the rest.
    }
  };
}

function watchChannels(send: Send): void {
  const here = location.href;
  /** A request body as text: a Blob's arrives later. */
  const bodyText = (body: unknown): string => {
    if (typeof body === 'string') return body;
    if (body instanceof URLSearchParams) return body.toString();
    if (body instanceof FormData)
      return new URLSearchParams(body as unknown as Record<string, string>).toString();
    if (body instanceof ArrayBuffer || ArrayBuffer.isView(body))
      return new TextDecoder('latin1').decode(body);
    return body === undefined || body === null ? '' : String(body);
  };
  const withBody = (channel: string, where: string, head: string, body: unknown) => {
    if (body instanceof Blob)
      void body.text().then((text) => send(channel, [[where, head + text]]));
    else send(channel, [[where, head + bodyText(body)]]);
  };
  addEventListener(
    'message',
    (event) =>
      send('message', [[`postMessage received by ${here} from ${event.origin}`, event.data]]),
    true,
  );
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      send('csp', [
        [
          `request to ${event.blockedURI} blocked by the CSP's ${event.effectiveDirective} in ${here}`,
          `${event.blockedURI}\n${event.sample}`,
        ],
      ]),
    true,
  );
  const sendBeacon = Navigator.prototype.sendBeacon;
  Navigator.prototype.sendBeacon = function (url: string | URL, data?: BodyInit | null) {
    withBody('beacon', `sendBeacon to ${String(url)}`, `${String(url)}\n`, data);
    return sendBeacon.call(this, url, data);
  };
  // Messages from workers: a worker may read the card where no page script does, and hand it back.
  const received = (from: string) => (event: MessageEvent) =>
    send('message', [[`message received by ${here} from ${from}`, event.data]]);
  navigator.serviceWorker?.addEventListener(
    'message',
    received('a service worker') as EventListener,
    true,
  );
  for (const name of ['Worker', 'SharedWorker'] as const) {
    const Original = globalThis[name];
    if (!Original) continue;
    globalThis[name] = new Proxy(Original, {
      construct(target, args: [string | URL, object?], newTarget) {
        const worker = Reflect.construct(target, args, newTarget) as Worker | SharedWorker;
        const from = `the ${name === 'Worker' ? 'dedicated' : 'shared'} worker ${String(args[0])}`;
        ('port' in worker ? worker.port : worker).addEventListener(
          'message',
          received(from) as EventListener,
        );
        return worker;
      },
    }) as never;
  }
  // Messages to ports, channels and workers: a frame or a worker may carry them further.
  for (const [name, prototype] of [
    ['MessagePort', globalThis.MessagePort?.prototype],
    ['BroadcastChannel', globalThis.BroadcastChannel?.prototype],
    ['Worker', globalThis.Worker?.prototype],
  ] as const) {
    if (!prototype) continue;
    const postMessage = prototype.postMessage as (this: unknown, ...args: unknown[]) => void;
    prototype.postMessage = function (this: unknown, ...args: unknown[]) {
      send('message', [[`${name}.postMessage in ${here}`, args[0]]]);
      return postMessage.apply(this, args);
    } as typeof prototype.postMessage;
  }
  // What scripts ask to send, whether or not the browser sends it: a request the CSP refuses
  // never reaches the network, nor the DevTools Protocol.
  const absolute = (url: unknown) => {
    const parsed = new URL(String(url), location.href);
    parsed.hash = '';
    return parsed.href;
  };
  const fetchOriginal = window.fetch;
  window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    try {
      const method = (
        init?.method ?? (input instanceof Request ? input.method : 'GET')
      ).toUpperCase();
      const url = absolute(input instanceof Request ? input.url : input);
      const where = `fetch ${method} ${url} in ${here}`;
      if (input instanceof Request && init?.body === undefined)
        void input
          .clone()
          .text()
          .then((body) => send('script-request', [[where, `${url}\n${body}`]]));
      else if (!(init?.body instanceof ReadableStream))
        withBody('script-request', where, `${url}\n`, init?.body);
    } catch {
      // A request the browser will refuse by itself (a bad URL): nothing to read.
    }
    return fetchOriginal.call(this, input, init);
  } as typeof fetch;
  const opened = new WeakMap<XMLHttpRequest, string>();
  const open = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    try {
      opened.set(this, `${String(args[0]).toUpperCase()} ${absolute(args[1])}`);
    } catch {
      // Left to the browser to refuse.
    }
    open.apply(this, args);
  } as XMLHttpRequest['open'];
  const xhrSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    const request = opened.get(this);
    if (request)
      withBody(
        'script-request',
        `XMLHttpRequest ${request} in ${here}`,
        `${request.split(' ')[1]}\n`,
        body,
      );
    xhrSend.call(this, body);
  };
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    send('storage', [
      [
        `${this === sessionStorage ? 'sessionStorage' : 'localStorage'} in ${here}`,
        `${key}=${value}`,
      ],
    ]);
    return setItem.call(this, key, value);
  };
  for (const method of ['put', 'add'] as const) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      send('storage', [[`IndexedDB ${this.name} in ${here}`, args]]);
      return original.apply(this, args);
    };
  }
}

/** The init script: the watchers above, named so that the audit does not list them as the page's. */
export const canaryInitScript = `(() => {
  const send = (${reporter.toString()})(${JSON.stringify(CANARY_BINDING)});
  (${watchChannels.toString()})(send);
  (${watchWebRtc.toString()})(send);
  (${watchDom.toString()})(send);
  (${watchCardReads.toString()})(send, ${JSON.stringify(OWN_SOURCE_URL)});
})();
//# sourceURL=${OWN_SOURCE_URL}-canary`;
