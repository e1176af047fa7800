// Headless Chromium and the pages the browser measures share.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { alternate } from './stats.mjs';

/** The card every measure types: a Visa test card the sandbox tokenizes. */
export const CARD = { number: '4242424242424242', expiry: '1230', cvx: '123' };

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** In-page helpers: typing as the shopper's edits arrive, one `input` event per character. */
const HELPERS = `
window.bench = {
  alternate: ${alternate.toString()},
  /** In the page's tree, slotted; the shadow root held it in builds before that. */
  input(el, field) {
    return el.querySelector('input[data-field="' + field + '"]') ?? el.shadowRoot.querySelector('#' + field);
  },
  /** Appends one character and lets the element format, validate and render it. */
  async key(el, input, data) {
    input.value += data;
    input.dispatchEvent(
      new InputEvent('input', { inputType: 'insertText', data, bubbles: true, composed: true }),
    );
    await el.updateComplete;
  },
  async type(el, card) {
    await el.updateComplete;
    for (const [field, text] of Object.entries(card)) {
      const input = bench.input(el, field);
      input.focus();
      for (const data of text) await bench.key(el, input, data);
    }
  },
};
`;

/** The element as a page loads it from the script-tag bundle, beside a bare input. */
const ELEMENT_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>card-tokenizer bench</title>
    <script src="/card-tokenizer.iife.js"></script>
    <script src="/bench-helpers.js"></script>
  </head>
  <body>
    <card-tokenizer></card-tokenizer>
    <input id="bare" type="text" inputmode="numeric" />
  </body>
</html>
`;

/** Adds the IIFE, the helpers and `/element.html` to the page server. */
export function addElementPage(pages, iife) {
  pages.add('/card-tokenizer.iife.js', 'text/javascript', iife);
  pages.add('/bench-helpers.js', 'text/javascript', HELPERS);
  pages.add('/element.html', 'text/html', ELEMENT_PAGE);
}

/**
 * A fresh context and page on `/element.html`, the element rendered.
 * @param {import('@playwright/test').Browser} browser
 */
export async function openElementPage(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/element.html`);
  const isolated = await page.evaluate(async () => {
    await document.querySelector('card-tokenizer').updateComplete;
    return crossOriginIsolated;
  });
  if (!isolated) throw new Error('Expected the bench page to be cross-origin isolated');
  return { context, page };
}
