import { readFile } from 'node:fs/promises';
import { paymentPageHeaders } from 'card-tokenizer/server';
import { readSavedCards, SAVED_CARDS_PLACEHOLDER, savedCardsMarkup } from './saved-cards-markup.js';

/** What Vite writes as each tag's nonce; replaced per answer, so no two pages share one. */
export const NONCE_PLACEHOLDER = 'card-tokenizer-demo-nonce';
/** The backend's reports collector, behind the pages server's `/api/` proxy. */
export const REPORT_URL = '/api/reports';
/** The language menu's policy for the script-tag page's locale scripts (demo/language-menu.js). */
const DEMO_TRUSTED_TYPES = ['card-tokenizer-demo'];
const PAGE = /^\/[a-z-]+\.html$/;

/**
 * Answers the demo's HTML pages itself (instead of Vite's own page middleware) to send them with
 * `paymentPageHeaders`: a strict CSP with a fresh nonce on every script tag, Trusted Types,
 * reports to `/api/reports`, Integrity-Policy in report-only mode. A checkout page gets the
 * shopper's saved cards from `backendUrl` written in, where its HTML says `<!--saved-cards-->`.
 */
export function paymentPagesPlugin({ root, tokenizationOrigins, frameOrigins, backendUrl }) {
  const options = {
    tokenizationOrigins,
    reportUrl: REPORT_URL,
    trustedTypes: DEMO_TRUSTED_TYPES,
    // The isolated checkout's frame, on the demo's second origin (another site, or the same).
    sources: { frame: frameOrigins },
  };
  // Once at start: a wrong PAYMENTS_TOKENIZATION_ORIGINS stops the demo with its message.
  paymentPageHeaders(options);
  /** `transform` is Vite's page transform on the dev server; the built pages are served as built. */
  const answerPages = (pagesRoot, transform) => async (request, response, next) => {
    const url = new URL(request.url, 'http://demo');
    const path = url.pathname === '/' ? '/index.html' : url.pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!PAGE.test(path) || request.headers['sec-fetch-dest'] === 'script') return next();
    let html;
    try {
      html = await readFile(`${pagesRoot}${path}`, 'utf8');
    } catch (error) {
      return error.code === 'ENOENT' ? next() : next(error);
    }
    try {
      const { headers, nonce } = paymentPageHeaders(options);
      let page = await transform(path, html, request.originalUrl);
      if (page.includes(SAVED_CARDS_PLACEHOLDER)) {
        const markup = savedCardsMarkup(await readSavedCards(backendUrl));
        page = page.replace(SAVED_CARDS_PLACEHOLDER, () => markup);
      }
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      // A nonce must never be served twice: no cache may keep the page.
      response.setHeader('Cache-Control', 'no-store');
      response.end(request.method === 'HEAD' ? '' : page.replaceAll(NONCE_PLACEHOLDER, nonce));
    } catch (error) {
      next(error);
    }
  };
  return {
    name: 'card-tokenizer-demo:payment-pages',
    configureServer(server) {
      server.middlewares.use(answerPages(root, (...page) => server.transformIndexHtml(...page)));
    },
    // The built pages of `npm run audit`, with the same headers.
    configurePreviewServer(server) {
      server.middlewares.use(answerPages(server.config.build.outDir, (_path, html) => html));
    },
  };
}
