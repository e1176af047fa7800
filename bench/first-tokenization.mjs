// The first tokenization on a fresh page, the one a shopper meets: element vs a bare fetch().
import { CARD } from './browser.mjs';
import { startTokenizationServer } from './servers.mjs';
import { alternate, median } from './stats.mjs';

export const FIRST_TOKENIZATION_DEFINITION =
  'on a page loaded anew (script fetched and compiled anew, unique source), the card typed, then ' +
  'the first el.tokenize() timed from the call until it resolves, vs the first fetch() of the ' +
  'same form body on a page loaded the same way; Resource Timing splits off the round trip';

/** The element's page with a script source unique to the load: nothing comes compiled from a cache. */
const page = (load) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>first tokenization</title>
    <script src="/first/card-tokenizer.iife.js?load=${load}"></script>
    <script src="/bench-helpers.js"></script>
  </head>
  <body>
    <card-tokenizer></card-tokenizer>
  </body>
</html>
`;

/** In the page: types the card, then times the first tokenization (or a bare fetch instead). */
function firstCall(tab, { url, card, variant }) {
  return tab.evaluate(
    async ({ url, card, variant }) => {
      const el = document.querySelector('card-tokenizer');
      await window.bench.type(el, card);
      const registration = {
        CardRegistrationURL: url,
        AccessKey: 'bench-access-key',
        PreregistrationData: 'bench-preregistration',
        CardType: 'CB_VISA_MASTERCARD',
      };
      el.registration = registration;
      await el.updateComplete;
      performance.clearResourceTimings();
      const start = performance.now();
      let data;
      if (variant === 'element') {
        data = await el.tokenize();
      } else {
        const body = new URLSearchParams({
          data: registration.PreregistrationData,
          accessKeyRef: registration.AccessKey,
          cardNumber: card.number,
          cardExpirationDate: card.expiry,
          cardCvx: card.cvx,
        });
        const response = await fetch(url, {
          method: 'POST',
          body,
          credentials: 'omit',
          cache: 'no-store',
          redirect: 'error',
          referrerPolicy: 'no-referrer',
        });
        data = await response.text();
      }
      const end = performance.now();
      if (!data.startsWith('data=')) throw new Error(`Expected data=…, got ${data}`);
      const [request, ...more] = performance.getEntriesByType('resource');
      if (!request || more.length) throw new Error('Expected the call to make one request');
      return {
        total: end - start,
        beforeSend: request.startTime - start,
        afterAnswer: end - request.responseEnd,
      };
    },
    { url, card, variant },
  );
}

export async function measureFirstTokenization({ browser, pages, iife, loads = 20, warmup = 2 }) {
  pages.add('/first-tokenization.html', 'text/html', (url) => page(url.searchParams.get('load')));
  pages.add('/first/card-tokenizer.iife.js', 'text/javascript', (url) =>
    Buffer.concat([iife, Buffer.from(`\n// load ${url.searchParams.get('load')}\n`)]),
  );
  const server = await startTokenizationServer();
  const context = await browser.newContext();
  let count = 0;
  let samples;
  try {
    const tab = await context.newPage();
    const fresh = async (variant) => {
      await tab.goto(`${pages.origin}/first-tokenization.html?load=${++count}`);
      return firstCall(tab, { url: server.url, card: CARD, variant });
    };
    samples = await alternate(
      { element: () => fresh('element'), fetch: () => fresh('fetch') },
      { rounds: loads, warmup, budgetMs: 60_000 },
    );
  } finally {
    await context.close();
    await server.close();
  }
  const medianOf = (variant, part) => median(samples[variant].map((one) => one[part]));
  const added = (part) => medianOf('element', part) - medianOf('fetch', part);
  return {
    firstTokenizeElementMs: medianOf('element', 'total'),
    firstTokenizeFetchMs: medianOf('fetch', 'total'),
    firstTokenizeAddedBeforeSendMs: added('beforeSend'),
    firstTokenizeAddedAfterAnswerMs: added('afterAnswer'),
    firstTokenizeAddedMs: added('beforeSend') + added('afterAnswer'),
    firstTokenizeLoads: samples.element.length,
  };
}
