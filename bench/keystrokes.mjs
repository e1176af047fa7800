// Keystroke cost: main-thread time per typed digit in the element's number input vs a bare <input>.
import { openElementPage } from './browser.mjs';
import { median, quantile } from './stats.mjs';

/**
 * A 19-digit Visa number that is valid at 19 digits only: its 16- and 18-digit prefixes (Visa's
 * other lengths) fail the Luhn check, so every digit lands in the number input and only the
 * last one completes the number and moves the focus to the expiry.
 */
const NUMBER_19 = '4242424242424243426';

export const KEYSTROKE_DEFINITION =
  'per digit, in the page: set value + dispatch InputEvent insertText, await updateComplete, ' +
  'force style and layout (getBoundingClientRect); 19-digit number (valid at 19 only, focus ' +
  'checked in the input before each digit, auto-advance on) typed repeatedly, element and bare ' +
  '<input> (no handler) alternately';

export async function measureKeystrokes({ browser, pagesOrigin, numbers = 100, warmup = 10 }) {
  let context;
  try {
    const opened = await openElementPage(browser, pagesOrigin);
    context = opened.context;
    const samples = await opened.page.evaluate(
      async ({ digits, numbers, warmup }) => {
        const el = document.querySelector('card-tokenizer');
        // The costlier path: with `auto-advance` (off by default), the 19th digit moves the focus.
        el.autoAdvance = true;
        const number = window.bench.input(el, 'number');
        const bare = document.querySelector('#bare');
        /** Times each digit: the edit, the element's whole update, then style and layout. */
        async function typeNumber(input, settle) {
          input.focus();
          const times = [];
          for (const data of digits) {
            // A digit typed after the focus moved on would land in another field.
            if (input.getRootNode().activeElement !== input) {
              throw new Error(`The focus left the input after ${times.length} digits`);
            }
            const start = performance.now();
            input.value += data;
            input.dispatchEvent(
              new InputEvent('input', {
                inputType: 'insertText',
                data,
                bubbles: true,
                composed: true,
              }),
            );
            await settle();
            input.getBoundingClientRect();
            times.push(performance.now() - start);
          }
          return times;
        }
        return window.bench.alternate(
          {
            async element() {
              el.reset();
              await el.updateComplete;
              const times = await typeNumber(number, () => el.updateComplete);
              if (number.value.replace(/\D/g, '') !== digits) throw new Error('Unexpected value');
              // The last digit completed the number: the focus moved on, as a shopper sees it.
              const expiry = window.bench.input(el, 'expiry');
              if (expiry.getRootNode().activeElement !== expiry) {
                throw new Error('Expected the 19th digit to move the focus to the expiry');
              }
              return times;
            },
            async bare() {
              bare.value = '';
              // The same await as the element's, so both pay one microtask hop.
              return typeNumber(bare, () => Promise.resolve());
            },
          },
          { rounds: numbers, warmup, budgetMs: 30_000 },
        );
      },
      { digits: NUMBER_19, numbers, warmup },
    );
    const element = samples.element.flat();
    const bare = samples.bare.flat();
    return {
      keystrokeP50Ms: quantile(element, 0.5),
      keystrokeP95Ms: quantile(element, 0.95),
      // The 19th digit completes the number and moves the focus: 1 digit in 19, about the p95.
      keystrokeSlowestMedianMs: median(samples.element.map((times) => Math.max(...times))),
      keystrokeBareP50Ms: quantile(bare, 0.5),
      keystrokeBareP95Ms: quantile(bare, 0.95),
      keystrokeSamples: element.length,
    };
  } finally {
    await context?.close();
  }
}
