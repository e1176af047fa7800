import type { Page } from '@playwright/test';

/** The page's own input and form events, recorded in capture on window as the browser fires them. */
const NATIVE_EVENTS = ['beforeinput', 'input', 'change', 'submit', 'formdata'];

/** One place the crawler looked, and what it found there. */
export interface Trace {
  where: string;
  text: string;
  /** An event the browser itself fired (typing, paste, autofill, a form submit), not a script. */
  native?: true;
}

export interface CardDataCrawler {
  /** Traces holding six digits of a card number, the inputs and the registration body left out. */
  leaks(cardNumber: string | string[]): Promise<Trace[]>;
}

/**
 * Watches a page for card data from now on: the payload of every event a script dispatches (any
 * type, on any node, shadow roots included) and of the browser's own input and form events,
 * console, requests and form posts (but the bodies of those to a registration URL); `leaks()`
 * then also crawls what the page holds: attributes, text and control values of every node through
 * shadow roots, every form's entries, storage, cookies, IndexedDB, the URL.
 */
export async function watchCardData(
  page: Page,
  registrationUrls: string[] | ((url: string) => boolean),
): Promise<CardDataCrawler> {
  const toRegistration =
    typeof registrationUrls === 'function'
      ? registrationUrls
      : (url: string) => registrationUrls.includes(url);
  const traces: Trace[] = [];
  const recorded = recording.get(page);
  if (recorded) recorded.traces = traces;
  else await startRecording(page, traces);
  page.on('console', (message) => traces.push({ where: 'console', text: message.text() }));
  page.on('request', (request) => {
    const body = toRegistration(request.url()) ? '' : (request.postData() ?? '');
    // The URL too: a GET beacon carries its data in the query.
    traces.push({ where: `request ${request.method()}`, text: `${request.url()}\n${body}` });
    traces.push({ where: 'request headers', text: JSON.stringify(request.headers()) });
  });

  return {
    async leaks(cardNumber) {
      const held = await page.evaluate(crawlPage);
      const cookies = await page.context().cookies();
      const all = [
        ...traces,
        ...held,
        { where: 'cookies', text: JSON.stringify(cookies) },
        { where: 'location', text: page.url() },
      ];
      const numbers = [cardNumber].flat();
      return all.filter(({ text }) => numbers.some((number) => holdsCardDigits(text, number)));
    },
  };
}

/** Where each page's events go: a page reused by the next test records into its crawler's list. */
const recording = new WeakMap<Page, { traces: Trace[] }>();

/** Records the payload of script-dispatched and native events, from every document the page opens. */
async function startRecording(page: Page, traces: Trace[]): Promise<void> {
  const target = { traces };
  recording.set(page, target);
  await page.exposeFunction(
    'recordCardDataTrace',
    (where: string, text: string, native: boolean) =>
      void target.traces.push({ where, text, ...(native && { native: true as const }) }),
  );
  await page.addInitScript((nativeTypes) => {
    const record = (
      window as unknown as {
        recordCardDataTrace(where: string, text: string, native: boolean): Promise<void>;
      }
    ).recordCardDataTrace;
    /** JSON of any value: errors with their message, maps and sets, cycles cut, nodes named. */
    const describe = (value: unknown): string => {
      const seen = new WeakSet<object>();
      try {
        return JSON.stringify(value, (_key, item: unknown) => {
          if (typeof item === 'bigint') return String(item);
          if (typeof item !== 'object' || item === null) return item;
          if (seen.has(item)) return '[seen]';
          seen.add(item);
          if (item instanceof Node) return `<${item.nodeName}>`;
          if (item instanceof Error) return { ...item, name: item.name, message: item.message };
          if (item instanceof Map || item instanceof Set) return [...item];
          return item;
        });
      } catch {
        return String(value);
      }
    };
    const payload = (event: Event): unknown[] => {
      const found: unknown[] = [];
      if (event instanceof CustomEvent) found.push(event.detail);
      if (event instanceof InputEvent) found.push(event.data, event.inputType);
      if (event instanceof FormDataEvent) found.push([...event.formData]);
      return found;
    };
    // Every event a script dispatches, whatever its type and target; a listener could miss one
    // that does not bubble or stays inside a shadow root.
    const dispatchEvent = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
      const found = payload(event);
      if (found.length > 0) void record(`event ${event.type}`, describe(found), false);
      return dispatchEvent.call(this, event);
    };
    for (const type of nativeTypes) {
      window.addEventListener(
        type,
        (event) => {
          if (!event.isTrusted) return; // dispatched by a script: recorded above
          const found = payload(event);
          if (event instanceof SubmitEvent)
            found.push([...new FormData(event.target as HTMLFormElement)]);
          void record(`event ${type}`, describe(found), true);
        },
        true,
      );
    }
  }, NATIVE_EVENTS);
}

/** Runs in the page: everything it holds outside the inputs' values. */
async function crawlPage(): Promise<Trace[]> {
  const found: Trace[] = [];
  const walk = (root: Document | ShadowRoot, path: string) => {
    for (const element of root.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        found.push({ where: `${path} <${element.localName} ${name}>`, text: value });
      }
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) {
          found.push({ where: `${path} <${element.localName}> text`, text: node.nodeValue ?? '' });
        }
      }
      // A control's value (the network choice's radios, say), but the card's own inputs.
      const isControl = element instanceof HTMLInputElement || element instanceof HTMLSelectElement;
      if (isControl && !element.closest('card-tokenizer [data-field]')) {
        found.push({ where: `${path} <${element.localName}> value`, text: element.value });
      }
      if (element.shadowRoot) walk(element.shadowRoot, `${path} ${element.localName}::shadow`);
    }
  };
  walk(document, 'document');
  // What each form would post now: the element's own entries (`<name>-network`…) included.
  for (const form of document.forms) {
    found.push({ where: `form entries`, text: JSON.stringify([...new FormData(form)]) });
  }
  const storage = (area: Storage) => JSON.stringify(Object.entries(area));
  const databases = (await indexedDB.databases()).map(({ name }) => name);
  found.push(
    { where: 'localStorage', text: storage(localStorage) },
    { where: 'sessionStorage', text: storage(sessionStorage) },
    { where: 'document.cookie', text: document.cookie },
    { where: 'IndexedDB names', text: JSON.stringify(databases) },
    { where: 'location.href', text: location.href },
    { where: 'document.referrer', text: document.referrer },
    { where: 'history.state', text: JSON.stringify(history.state) },
    { where: 'window.name', text: window.name },
  );
  return found;
}

/** Whether `text` holds a run of six or more digits of the card number, spaces or dashes between. */
export function holdsCardDigits(text: string, cardNumber: string): boolean {
  const compact = text.replace(/[\s\-+]|%20/g, '');
  for (let start = 0; start + 6 <= cardNumber.length; start++) {
    if (compact.includes(cardNumber.slice(start, start + 6))) return true;
  }
  return false;
}
