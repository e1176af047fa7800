// Isolated mode's tokenize(): el.tokenize() from the page through the frame, against the same form
// body posted by fetch() from inside the frame, and one message's round trip to the frame and back.
import { CARD } from './browser.mjs';
import { alternate } from './stats.mjs';

/** On the loaded page: the card typed in the frame, then tokenize() and fetch() in turns. */
export async function tokenizeCalls(tab, url, { loads, warmup }) {
  const frame = tab.frames().find((candidate) => candidate.url().includes('/card-frame'));
  if (!frame) throw new Error('Expected the card frame on the page');
  const field = (name) => frame.locator(`card-tokenizer input[data-field="${name}"]`);
  await field('number').fill(CARD.number);
  await field('expiry').fill(CARD.expiry);
  await field('cvx').fill(CARD.cvx);
  // An echo in the frame, for the floor: one message to the frame and its answer back.
  await frame.evaluate(() =>
    addEventListener('message', (event) => {
      if (event.data === 'bench-ping') event.source.postMessage('bench-pong', event.origin);
    }),
  );
  let call = 0;
  /** A registration of its own for every call: none is ever posted to twice. */
  const registration = () => ({
    CardRegistrationURL: url,
    AccessKey: 'bench-access-key',
    PreregistrationData: `bench-preregistration-${++call}`,
  });
  const samples = await alternate(
    {
      tokenize: () =>
        tab.evaluate(async (value) => {
          const el = document.querySelector('card-tokenizer-frame');
          el.setAttribute('card-registration-url', value.CardRegistrationURL);
          el.setAttribute('access-key', value.AccessKey);
          el.setAttribute('preregistration-data', value.PreregistrationData);
          el.setAttribute('card-type', 'CB_VISA_MASTERCARD');
          // The attributes reach the frame before the call: the same port, in order.
          const start = performance.now();
          const data = await el.tokenize();
          const end = performance.now();
          if (!data.startsWith('data=')) throw new Error(`Expected data=…, got ${data}`);
          return end - start;
        }, registration()),
      roundTrip: () =>
        tab.evaluate(async () => {
          const target = document.querySelector('card-tokenizer-frame iframe').contentWindow;
          const start = performance.now();
          await new Promise((resolve) => {
            const answered = (event) => {
              if (event.data !== 'bench-pong') return;
              removeEventListener('message', answered);
              resolve();
            };
            addEventListener('message', answered);
            target.postMessage('bench-ping', '*');
          });
          return performance.now() - start;
        }),
      fetch: () =>
        frame.evaluate(
          async ({ value, card }) => {
            const body = new URLSearchParams({
              data: value.PreregistrationData,
              accessKeyRef: value.AccessKey,
              cardNumber: card.number,
              cardExpirationDate: card.expiry,
              cardCvx: card.cvx,
            });
            const start = performance.now();
            const response = await fetch(value.CardRegistrationURL, {
              method: 'POST',
              body,
              credentials: 'omit',
              cache: 'no-store',
            });
            const data = await response.text();
            const end = performance.now();
            if (!data.startsWith('data=')) throw new Error(`Expected data=…, got ${data}`);
            return end - start;
          },
          { value: registration(), card: CARD },
        ),
    },
    { rounds: loads, warmup, budgetMs: 45_000 },
  );
  return { ...samples, calls: call };
}
