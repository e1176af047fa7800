// Tokenization overhead: element and tokenizeCard() against a bare fetch of the same body.
import { CARD, openElementPage } from './browser.mjs';
import { median } from './stats.mjs';
import { startTokenizationServer } from './servers.mjs';

/**
 * In one page, alternately: `el.tokenize()` with a new registration object (so it posts),
 * `tokenizeCard()`, and `fetch()` of the same form body with the library's fetch options; each
 * timed from the call until its promise resolves (for `fetch()`, until `text()` resolves).
 * Resource Timing splits each sample: from the call to the request's start, and from its answer's
 * end to the resolved promise, so the library's own time shows apart from the network's.
 */
export async function measureOverhead({ browser, pagesOrigin, rounds = 200, warmup = 20 }) {
  const server = await startTokenizationServer();
  let context;
  try {
    const opened = await openElementPage(browser, pagesOrigin);
    context = opened.context;
    const samples = await opened.page.evaluate(
      async ({ url, card, rounds, warmup }) => {
        const el = document.querySelector('card-tokenizer');
        await window.bench.type(el, card);
        const registration = () => ({
          CardRegistrationURL: url,
          AccessKey: 'bench-access-key',
          PreregistrationData: 'bench-preregistration',
          CardType: 'CB_VISA_MASTERCARD',
        });
        const fields = {
          cardNumber: card.number,
          cardExpirationDate: card.expiry,
          cardCvx: card.cvx,
        };
        const check = (data) => {
          if (!data.startsWith('data=')) throw new Error(`Expected data=…, got ${data}`);
        };
        /** The sample of a call that started at `start` and resolved `data` now. */
        const sample = (start, data) => {
          const end = performance.now();
          check(data);
          const [request, ...more] = performance.getEntriesByType('resource');
          performance.clearResourceTimings();
          if (!request || more.length) throw new Error('Expected each call to make one request');
          return {
            total: end - start,
            beforeSend: request.startTime - start,
            afterAnswer: end - request.responseEnd,
          };
        };
        performance.clearResourceTimings();
        return window.bench.alternate(
          {
            async element() {
              el.registration = registration();
              await el.updateComplete;
              const start = performance.now();
              const result = sample(start, await el.tokenize());
              // The render after the answer belongs to no other variant's sample.
              await el.updateComplete;
              return result;
            },
            async headless() {
              const target = registration();
              const start = performance.now();
              return sample(start, await window.CardTokenizer.tokenizeCard(target, fields));
            },
            async fetch() {
              const body = new URLSearchParams({
                data: 'bench-preregistration',
                accessKeyRef: 'bench-access-key',
                ...fields,
              });
              const start = performance.now();
              // The options tokenizeCard() posts with (src/core/tokenize.ts), its signal aside.
              const response = await fetch(url, {
                method: 'POST',
                body,
                credentials: 'omit',
                cache: 'no-store',
                redirect: 'error',
                referrerPolicy: 'no-referrer',
              });
              return sample(start, await response.text());
            },
          },
          { rounds, warmup, budgetMs: 45_000 },
        );
      },
      { url: server.url, card: CARD, rounds, warmup },
    );
    const medianOf = (variant, part) => median(samples[variant].map((one) => one[part]));
    const added = (variant, part) => medianOf(variant, part) - medianOf('fetch', part);
    const element = medianOf('element', 'total');
    const headless = medianOf('headless', 'total');
    const fetch = medianOf('fetch', 'total');
    const counts = server.counts();
    return {
      tokenizeOverheadRatio: element / fetch,
      tokenizeOverheadRatioElement: element / fetch,
      tokenizeOverheadRatioHeadless: headless / fetch,
      tokenizeElementMedianMs: element,
      tokenizeHeadlessMedianMs: headless,
      tokenizeFetchMedianMs: fetch,
      // What each adds to a bare fetch() before its request starts and after its answer ends.
      tokenizeAddedBeforeSendMsElement: added('element', 'beforeSend'),
      tokenizeAddedAfterAnswerMsElement: added('element', 'afterAnswer'),
      tokenizeAddedBeforeSendMsHeadless: added('headless', 'beforeSend'),
      tokenizeAddedAfterAnswerMsHeadless: added('headless', 'afterAnswer'),
      // The figure with a target (≤ 0.3 ms): the two above summed, per variant.
      tokenizeAddedMsElement: added('element', 'beforeSend') + added('element', 'afterAnswer'),
      tokenizeAddedMsHeadless: added('headless', 'beforeSend') + added('headless', 'afterAnswer'),
      tokenizeOverheadRuns: samples.fetch.length,
      tokenizeOverheadPreflights: counts.OPTIONS ?? 0,
    };
  } finally {
    await context?.close();
    await server.close();
  }
}
