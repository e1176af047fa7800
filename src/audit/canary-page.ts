// Runs in every frame of the page before its own scripts: what the page sends through channels
// that no request log shows is handed to the audit as it happens.
import { OWN_SOURCE_URL } from './page-scripts.js';

/** The binding the page calls with each thing it sent or stored. */
export const CANARY_BINDING = '__cardTokenizerAuditTrace';

function watchChannels(binding: string): void {
  const report = (window as unknown as Record<string, (where: string, text: string) => void>)[
    binding
  ];
  const text = (value: unknown): string => {
    if (typeof value === 'string') return value;
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
      const bytes =
        value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer);
      return Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
    }
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  const send = (where: string, value: unknown) => {
    try {
      report(where, text(value));
    } catch {
      // The page removed the binding; the requests and the storage crawl still show the rest.
    }
  };
  const here = location.href;
  addEventListener(
    'message',
    (event) => send(`postMessage received by ${here} from ${event.origin}`, event.data),
    true,
  );
  const sendBeacon = Navigator.prototype.sendBeacon;
  Navigator.prototype.sendBeacon = function (url: string | URL, data?: BodyInit | null) {
    if (data instanceof Blob)
      void data
        .text()
        .then((body) => send(`sendBeacon to ${String(url)}`, `${String(url)}\n${body}`));
    else
      send(
        `sendBeacon to ${String(url)}`,
        `${String(url)}\n${text(data instanceof URLSearchParams ? data.toString() : data)}`,
      );
    return sendBeacon.call(this, url, data);
  };
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    send(
      `${this === sessionStorage ? 'sessionStorage' : 'localStorage'} in ${here}`,
      `${key}=${value}`,
    );
    return setItem.call(this, key, value);
  };
  for (const method of ['put', 'add'] as const) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      send(`IndexedDB ${this.name} in ${here}`, args);
      return original.apply(this, args);
    };
  }
}

/** The init script: the function above, named so that the audit does not list it as the page's. */
export const canaryInitScript = `(${watchChannels.toString()})(${JSON.stringify(CANARY_BINDING)});\n//# sourceURL=${OWN_SOURCE_URL}-canary`;

/** Runs in each frame at the end: what the page keeps. */
export function storedInFrame(): { where: string; text: string }[] {
  const entries = (area: Storage) => JSON.stringify(Object.entries(area));
  const found = [{ where: `document.cookie in ${location.href}`, text: document.cookie }];
  try {
    found.push(
      { where: `localStorage in ${location.href}`, text: entries(localStorage) },
      { where: `sessionStorage in ${location.href}`, text: entries(sessionStorage) },
      { where: `window.name in ${location.href}`, text: window.name },
    );
  } catch {
    // Storage refused to an opaque origin.
  }
  return found;
}
