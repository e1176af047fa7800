// The pages of the isolated start-up bench: each stamps when its card fields are laid out.

/** Stamps `window.stamps[key]` when `selector`'s element is first laid out with a height. */
const stampLaidOut = (selector, key) => `
      new ResizeObserver((entries, observer) => {
        if (document.querySelector('${selector}').offsetHeight === 0) return;
        stamps.${key} = performance.now();
        observer.disconnect();
      }).observe(document.querySelector('${selector}'));`;

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
      window.stamps = {};
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
      window.stamps = {};${stampLaidOut(laidOut, 'ready')}
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
