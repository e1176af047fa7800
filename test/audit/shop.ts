import type { Site } from './site.js';
import { elementIntegrity, elementScript, sri } from './site.js';

/** Where the element posts the card: nothing listens, and the canary stops the request anyway. */
export const TOKENIZER = 'http://127.0.0.1:9';
export const STRICT_CSP = `default-src 'self'; script-src 'nonce-{nonce}' 'strict-dynamic'; style-src 'self'; connect-src 'self' ${TOKENIZER}; form-action 'self'; require-trusted-types-for 'script'; trusted-types lit-html; base-uri 'none'; frame-ancestors 'none'`;

/** A page view sent and stored, the card never read: what a checkout's analytics does. */
export const ANALYTICS = `navigator.sendBeacon('/collect', 'event=view&page=' + location.pathname);
localStorage.setItem('visits', String(Number(localStorage.getItem('visits') || 0) + 1));
fetch('/collect?event=view', { method: 'POST', body: JSON.stringify({ at: Date.now() }) });`;

/** The shop's own script: it listens to its form's submit, and is approved for it. */
export const SHOP = `document.querySelector('form').addEventListener('submit', () => { window.paying = true; });`;

export interface ShopScript {
  path: string;
  body: string;
  /** Whether its tag carries `integrity` (default: true). */
  integrity?: boolean;
}

/** Sets up a clean checkout: the element by script tag with SRI, analytics, the shop's script, an inline config. */
export function cleanShop(site: Site, extra: ShopScript[] = [], html = ''): void {
  site.files.clear();
  const scripts: ShopScript[] = [
    { path: '/card-tokenizer.iife.js', body: elementScript() },
    { path: '/analytics.js', body: ANALYTICS },
    { path: '/shop.js', body: SHOP, integrity: false },
    ...extra,
  ];
  for (const { path, body } of scripts) site.files.set(path, body);
  const tags = scripts.map(({ path, body, integrity = true }) => {
    const hash = path === '/card-tokenizer.iife.js' ? elementIntegrity() : sri(body);
    return `<script nonce="{nonce}" src="${path}"${integrity ? ` integrity="${hash}" crossorigin="anonymous"` : ''} defer></script>`;
  });
  site.files.set(
    '/checkout',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title>
<script nonce="{nonce}">window.shopConfig = { currency: 'EUR' };</script>
${tags.join('\n')}
</head><body>
<form method="post" action="/pay">
<card-tokenizer name="card" card-registration-url="${TOKENIZER}/tokenize" access-key="key" preregistration-data="data" card-type="CB_VISA_MASTERCARD"></card-tokenizer>
<button type="submit">Pay</button>
</form>${html}
</body></html>`,
  );
  site.files.set('/frame.html', '<!doctype html><title>frame</title>');
  // The page the payment leads to (a form post answered 204 leaves Playwright's clock unable to jump).
  site.files.set('/pay', '<!doctype html><html lang="en"><title>Thank you</title></html>');
  site.headers = {
    'Content-Security-Policy': STRICT_CSP,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'payment=(self)',
    'X-Frame-Options': 'DENY',
  };
}

/** Sends the card by every channel, two encodings each, when the form is submitted. */
export const SKIMMER = `const host = document.querySelector('card-tokenizer');
const send = (number) => {
  const b64 = btoa(JSON.stringify({ pan: number }));
  const spaced = number.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  const short = number.slice(0, 6) + number.slice(-4);
  fetch('/fetch-plain', { method: 'POST', body: number }).catch(() => {});
  fetch('/fetch-b64?d=' + encodeURIComponent(b64)).catch(() => {});
  new Image().src = '/img-url?c=' + encodeURIComponent(spaced);
  new Image().src = '/img-b64/' + b64;
  navigator.sendBeacon('/beacon-short', short);
  navigator.sendBeacon('/beacon-b64', new Blob([b64]));
  const socket = new WebSocket(location.origin.replace('http', 'ws') + '/ws');
  socket.onopen = () => { socket.send(spaced); socket.send(b64); };
  frames[0].postMessage(number, '*');
  frames[0].postMessage({ d: b64 }, '*');
  localStorage.setItem('cart', number);
  sessionStorage.setItem('cart', b64);
};
document.addEventListener('submit', () => {
  const input = host.querySelector('input[autocomplete="cc-number"]');
  send(input.value.replace(/\\D/g, ''));
}, { capture: true, once: true });`;
