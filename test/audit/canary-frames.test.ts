import { describe, expect, it } from 'vitest';
import { auditPage } from '../../src/audit/audit.js';
import { TOKENIZER } from './shop.js';
import { elementScript } from './site.js';
import { browser, canaryLeaks as leaks, onSubmit, site, useSkimmedShop } from './skimmed-shop.js';

useSkimmedShop();

/** What the frame's skimmer sent, as each watch saw it: its message to the page, its beacon. */
const SKIMMER_LEAK =
  /^(postMessage \S+ by .* from .*|sendBeacon to \/frame-beacon|request POST \S+\/frame-beacon): /;

describe('card-tokenizer-audit --canary, the card in a frame', () => {
  /** A checkout whose card fields live in a frame of `frameOrigin`, with `skimmer` in that frame. */
  async function inFrame(frameOrigin: string, skimmer: string) {
    serveFrame(skimmer);
    site.files.set(
      '/checkout',
      `<!doctype html><html lang="en"><title>Checkout</title>
<iframe src="${frameOrigin}/card-frame.html" title="Card"></iframe></html>`,
    );
    return auditInFrame();
  }

  /** The frame's page: the element (in its own form unless `form` is false), and `skimmer`. */
  function serveFrame(skimmer: string, form = true) {
    site.files.clear();
    site.headers = {};
    site.files.set('/card-tokenizer.iife.js', elementScript());
    site.files.set('/skimmer.js', skimmer);
    site.files.set(
      '/card-frame.html',
      `<!doctype html><html lang="en"><title>Card</title>
<script src="/card-tokenizer.iife.js" defer></script><script src="/skimmer.js" defer></script>
${form ? '<form>' : ''}<card-tokenizer card-registration-url="${TOKENIZER}/tokenize" access-key="key" preregistration-data="data" card-type="CB_VISA_MASTERCARD"></card-tokenizer>
${form ? '<button type="submit">Pay</button></form>' : ''}</html>`,
    );
  }

  /** The audit with the canary, on a checkout whose card is in a frame. */
  async function auditInFrame() {
    const run = await auditPage(browser, {
      url: `${site.origin}/checkout`,
      canary: true,
      integrityFile: 'dist/integrity.json',
      timeoutMs: 10_000,
    });
    return run.canary!;
  }

  it.each([
    ['a same-origin frame', () => site.origin],
    // Another site than 127.0.0.1: the frame runs in a process of its own.
    ['a cross-origin frame', () => site.origin.replace('127.0.0.1', 'localhost')],
  ])('types the card in %s, and watches the frame', async (_name, origin) => {
    // One audit: the frame's skimmer is caught, and nothing the element sent is taken for a leak.
    const skimmed = await inFrame(
      origin(),
      onSubmit(`parent.postMessage(btoa(number), '*');
navigator.sendBeacon('/frame-beacon', number);`),
    );
    expect(skimmed.cardFrame).toBe(`${origin()}/card-frame.html`);
    expect(skimmed.tokenizationRequest).toBe(`${TOKENIZER}/tokenize`);
    expect(leaks(skimmed)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^postMessage received by .*\/checkout from .*: base64 of card number, plain$/,
        ),
        expect.stringMatching(/^request POST .*\/frame-beacon: card number, plain$/),
      ]),
    );
    expect(leaks(skimmed).filter((leak) => !SKIMMER_LEAK.test(leak))).toEqual([]);
  });

  it("submits the page's form when the frame is inside it, in another element's shadow root", async () => {
    const origin = site.origin.replace('127.0.0.1', 'localhost');
    // What an isolated card frame does: the page's submit asks the frame to tokenize.
    serveFrame(
      `const host = document.querySelector('card-tokenizer');
addEventListener('message', ({ data }) => data === 'tokenize' && host.tokenize().catch(() => {}));`,
      false,
    );
    site.files.set(
      '/checkout',
      `<!doctype html><html lang="en"><title>Checkout</title>
<form><input type="email" name="email" required><card-frame-host></card-frame-host><button type="submit">Pay</button></form>
<script>
let cardFrame;
customElements.define('card-frame-host', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'closed' });
    root.innerHTML = '<iframe src="${origin}/card-frame.html" title="Card"></iframe>';
    cardFrame = root.querySelector('iframe');
  }
});
const form = document.querySelector('form');
form.addEventListener('submit', (event) => {
  event.preventDefault();
  cardFrame.contentWindow.postMessage('tokenize', '*');
});
</script></html>`,
    );
    const result = await auditInFrame();
    expect(result.cardFrame).toBe(`${origin}/card-frame.html`);
    expect(result.tokenizationRequest).toBe(`${TOKENIZER}/tokenize`);
  });
});
