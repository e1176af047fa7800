// Start-up: from navigation to a card number input that takes focus, element vs plain inputs,
// with and without an empty blocking script.
import { alternate, median } from './stats.mjs';

/** Runs once the fields exist: focuses the number input, checks it took focus, stamps the time. */
const READY = `
  const ready = (root, input) => {
    input.focus();
    if (root.activeElement !== input) throw new Error('Expected the number input to take focus');
    window.benchReady = performance.now();
  };`;

/** A new script URL per load: the script route makes each load's source unique (see below). */
const elementPage = (url) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>start-up: element</title>
    <script src="/startup/card-tokenizer.iife.js?load=${url.searchParams.get('load')}"></script>
  </head>
  <body>
    <card-tokenizer></card-tokenizer>
    <script>${READY}
      const el = document.querySelector('card-tokenizer');
      // The first render: the inputs then exist, in the page's tree (the shadow root before).
      el.updateComplete.then(() => {
        const number =
          el.querySelector('input[data-field="number"]') ?? el.shadowRoot.querySelector('#number');
        ready(number.getRootNode(), number);
        const [script] = performance.getEntriesByType('resource');
        window.benchScript = { start: script.startTime, end: script.responseEnd };
      });
    </script>
  </body>
</html>
`;

/** The plain inputs, after a blocking `<script>` in `<head>` when `script` names one. */
const plainPage = (script) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>start-up: plain inputs</title>${script ? `\n    <script src="${script}"></script>` : ''}
  </head>
  <body>
    <label for="number">Card number</label>
    <input id="number" autocomplete="cc-number" inputmode="numeric" />
    <label for="expiry">Expiry date</label>
    <input id="expiry" autocomplete="cc-exp" inputmode="numeric" />
    <label for="cvx">Security code</label>
    <input id="cvx" autocomplete="cc-csc" inputmode="numeric" />
    <script>${READY}
      ready(document, document.querySelector('#number'));
    </script>
  </body>
</html>
`;

export const STARTUP_DEFINITION =
  'performance.now() (ms since navigation start) when the card number input exists and takes ' +
  'focus: in the page, slotted into the element, after its first render (script-tag IIFE in ' +
  '<head>), vs three plain <input>s parsed, and vs the same inputs after an empty blocking ' +
  '<script> in <head> (what any script tag costs); page and script fetched and compiled anew at ' +
  'every load (no-store, unique source)';

/** Loads `url` in the same tab: a warm browser, so the page's own work is what varies. */
async function load(page, url) {
  const errors = [];
  const onError = (error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.benchReady !== undefined, null, { timeout: 10_000 });
    if (errors.length) throw new Error(`Start-up page failed: ${errors.join('; ')}`);
    return await page.evaluate(() => ({ ready: window.benchReady, script: window.benchScript }));
  } finally {
    page.off('pageerror', onError);
  }
}

export async function measureStartup({ browser, pages, iife, loads = 30, warmup = 3 }) {
  pages.add('/startup-element.html', 'text/html', elementPage);
  // A comment unique to the load: no cache of V8 or Chromium can serve compiled code, as on a first visit.
  pages.add('/startup/card-tokenizer.iife.js', 'text/javascript', (url) =>
    Buffer.concat([iife, Buffer.from(`\n// load ${url.searchParams.get('load')}\n`)]),
  );
  pages.add('/startup-plain.html', 'text/html', plainPage());
  // Empty but for the comment that makes each load's source unique, as the IIFE's.
  pages.add(
    '/startup/empty.js',
    'text/javascript',
    (url) => `// load ${url.searchParams.get('load')}\n`,
  );
  pages.add('/startup-empty-script.html', 'text/html', (url) =>
    plainPage(`/startup/empty.js?load=${url.searchParams.get('load')}`),
  );
  const context = await browser.newContext();
  const fromScript = [];
  const scriptFetch = [];
  let count = 0;
  let samples;
  try {
    const page = await context.newPage();
    samples = await alternate(
      {
        async element() {
          const url = `${pages.origin}/startup-element.html?load=${++count}`;
          const { ready, script } = await load(page, url);
          fromScript.push(ready - script.start);
          scriptFetch.push(script.end - script.start);
          return ready;
        },
        plain: async () => (await load(page, `${pages.origin}/startup-plain.html`)).ready,
        async emptyScript() {
          const url = `${pages.origin}/startup-empty-script.html?load=${++count}`;
          return (await load(page, url)).ready;
        },
      },
      { rounds: loads, warmup, budgetMs: 45_000 },
    );
  } finally {
    await context.close();
  }
  const element = median(samples.element);
  const plain = median(samples.plain);
  const emptyScript = median(samples.emptyScript);
  return {
    startupRatio: element / plain,
    startupElementMs: element,
    startupPlainMs: plain,
    startupAddedMs: element - plain,
    // Beside a page that loads a script anyway: what the element's own script and render add.
    startupRatioEmptyScript: element / emptyScript,
    startupEmptyScriptMs: emptyScript,
    startupAddedOverEmptyScriptMs: element - emptyScript,
    startupFromScriptTagMs: median(fromScript.slice(warmup)),
    startupScriptFetchMs: median(scriptFetch.slice(warmup)),
    startupLoads: samples.element.length,
  };
}
