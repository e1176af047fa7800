import type { Page } from '@playwright/test';

/** The element's events, and the page's own input and form events, recorded in capture on window. */
const WATCHED_EVENTS = [
  'card-change',
  'card-tokenized',
  'card-error',
  'beforeinput',
  'input',
  'change',
  'submit',
  'formdata',
];

/** One place the crawler looked, and what it found there. */
export interface Trace {
  where: string;
  text: string;
}

export interface CardDataCrawler {
  /** Traces holding six digits of `cardNumber`, the inputs and the registration body left out. */
  leaks(cardNumber: string): Promise<Trace[]>;
}

/**
 * Watches a page for card data from now on: event payloads, console, requests and form posts
 * (but the bodies of those to `registrationUrls`); `leaks()` then also crawls what the page holds:
 * attributes and text of every node through shadow roots, storage, cookies, IndexedDB, the URL.
 */
export async function watchCardData(
  page: Page,
  registrationUrls: string[],
): Promise<CardDataCrawler> {
  const traces: Trace[] = [];
  await page.exposeFunction('recordCardDataTrace', (where: string, text: string) =>
    traces.push({ where, text }),
  );
  await page.addInitScript((types) => {
    const record = (window as unknown as { recordCardDataTrace(where: string, text: string): void })
      .recordCardDataTrace;
    for (const type of types) {
      window.addEventListener(
        type,
        (event) => {
          const payload: unknown[] = [];
          if (event instanceof CustomEvent) payload.push(event.detail);
          if (event instanceof InputEvent) payload.push(event.data, event.inputType);
          if (event instanceof FormDataEvent) payload.push([...event.formData]);
          if (event instanceof SubmitEvent)
            payload.push([...new FormData(event.target as HTMLFormElement)]);
          void record(`event ${type}`, JSON.stringify(payload));
        },
        true,
      );
    }
  }, WATCHED_EVENTS);
  page.on('console', (message) => traces.push({ where: 'console', text: message.text() }));
  page.on('request', (request) => {
    const toRegistration = registrationUrls.includes(request.url());
    const body = toRegistration ? '' : (request.postData() ?? '');
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
      return all.filter(({ text }) => holdsCardDigits(text, cardNumber));
    },
  };
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
      if (element.shadowRoot) walk(element.shadowRoot, `${path} ${element.localName}::shadow`);
    }
  };
  walk(document, 'document');
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
