// Tokenization overhead: element and tokenizeCard() against a bare fetch of the same body.
import { CARD, openElementPage } from './browser.mjs';
import { median } from './stats.mjs';
import { startTokenizationServer } from './servers.mjs';

/**
 * In one page, alternately: `el.tokenize()` with a new registration object (so it posts),
 * `tokenizeCard()`, and `fetch()` of the same form body with the library's fetch options; each
 * timed from the call until its promise resolves (for `fetch()`, until `text()` resolves).
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
        return window.bench.alternate(
          {
            async element() {
              el.registration = registration();
              await el.updateComplete;
              const start = performance.now();
              const data = await el.tokenize();
              const elapsed = performance.now() - start;
              check(data);
              // The render after the answer belongs to no other variant's sample.
              await el.updateComplete;
              return elapsed;
            },
            async headless() {
              const target = registration();
              const start = performance.now();
              const data = await window.CardTokenizer.tokenizeCard(target, fields);
              const elapsed = performance.now() - start;
              check(data);
              return elapsed;
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
              const data = await response.text();
              const elapsed = performance.now() - start;
              check(data);
              return elapsed;
            },
          },
          { rounds, warmup, budgetMs: 45_000 },
        );
      },
      { url: server.url, card: CARD, rounds, warmup },
    );
    const element = median(samples.element);
    const headless = median(samples.headless);
    const fetch = median(samples.fetch);
    const counts = server.counts();
    return {
      tokenizeOverheadRatio: element / fetch,
      tokenizeOverheadRatioElement: element / fetch,
      tokenizeOverheadRatioHeadless: headless / fetch,
      tokenizeElementMedianMs: element,
      tokenizeHeadlessMedianMs: headless,
      tokenizeFetchMedianMs: fetch,
      tokenizeOverheadRuns: samples.fetch.length,
      tokenizeOverheadPreflights: counts.OPTIONS ?? 0,
    };
  } finally {
    await context?.close();
    await server.close();
  }
}
