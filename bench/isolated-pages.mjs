// The pages of the isolated start-up bench: each stamps when its card fields are laid out.

/**
 * Stamps `window.stamps[key]` when `selector`'s element is first laid out with a height; it may
 * come later than this script (a frame element defined while the page parses opens at its end).
 */
const stampLaidOut = (selector, key) => `
      whenThere('${selector}', (element) => new ResizeObserver((entries, observer) => {
        if (element.offsetHeight === 0) return;
        stamps.${key} = performance.now();
        observer.disconnect();
      }).observe(element));`;

/** The page's helper for `stampLaidOut`: calls `then` with `selector`'s element once it exists. */
const WHEN_THERE = `
      function whenThere(selector, then) {
        const found = document.querySelector(selector);
        if (found) return then(found);
        new MutationObserver((records, observer) => {
          const element = document.querySelector(selector);
          if (!element) return;
          observer.disconnect();
          then(element);
        }).observe(document, { childList: true, subtree: true });
      }`;

/** The page with both elements; stamps each one's readiness in `window.stamps`. */
export const bothPage = (frameSrc) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>isolated start-up</title>
    <script src="/card-tokenizer.iife.js"></script>
    <script src="/card-tokenizer-frame.iife.js"></script>
  </head>
  <body>
    <card-tokenizer></card-tokenizer>
    <card-tokenizer-frame src="${frameSrc}"></card-tokenizer-frame>
    <script>
      window.stamps = {};${WHEN_THERE}
      // As at 8917fec, for comparison: Lit's render done, before the browser lays it out.
      document.querySelector('card-tokenizer').updateComplete.then(() => {
        stamps.inPageRendered = performance.now();
      });${stampLaidOut('card-tokenizer', 'inPage')}${stampLaidOut('card-tokenizer-frame iframe', 'isolated')}
    </script>
  </body>
</html>
`;

/** A checkout with one card element alone, `body` after its script: stamps `stamps.ready`. */
const alonePage = (script, body, laidOut) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>start-up</title>
    ${script}
  </head>
  <body>
    ${body}
    <script>
      window.stamps = {};${WHEN_THERE}${stampLaidOut(laidOut, 'ready')}
    </script>
  </body>
</html>
`;

/** The floor of any frame: three plain inputs on another site that send their height. */
export const FLOOR_FRAME = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>floor</title></head>
  <body style="margin:0">
    <input /><input /><input />
    <script>
      new ResizeObserver(() =>
        parent.postMessage({ h: document.body.getBoundingClientRect().height }, '*'),
      ).observe(document.body);
    </script>
  </body>
</html>
`;

export const inPageAlone = () =>
  alonePage(
    '<script src="/card-tokenizer.iife.js"></script>',
    '<card-tokenizer></card-tokenizer>',
    'card-tokenizer',
  );
export const isolatedAlone = (frameSrc) =>
  alonePage(
    '<script src="/card-tokenizer-frame.iife.js"></script>',
    `<card-tokenizer-frame src="${frameSrc}"></card-tokenizer-frame>`,
    'card-tokenizer-frame iframe',
  );
export const floorAlone = (frameSrc) =>
  alonePage(
    '',
    `<iframe src="${frameSrc}" style="display:block;height:0;border:0"></iframe>
    <script>
      addEventListener('message', ({ data }) => {
        document.querySelector('iframe').style.height = data.h + 'px';
      });
    </script>`,
    'iframe',
  );
/** The frame's iframe in the page's HTML inside the element, adopted once the element is defined. */
export const isolatedAdopted = (frameSrc) =>
  alonePage(
    // Deferred, as docs/isolated.md writes it: a blocking script would hold the iframe's parsing.
    '<script src="/card-tokenizer-frame.iife.js" defer></script>',
    `<card-tokenizer-frame src="${frameSrc}"><iframe src="${frameSrc}" title="Payment card form"
      allow="autofill; manual-text" style="display:block;height:0;border:0"></iframe>
    </card-tokenizer-frame>`,
    'card-tokenizer-frame iframe',
  );
