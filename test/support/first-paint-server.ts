import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardFramePage } from '../../src/server/page/frame-page.js';

/** A checkout page as a phone shows it: a heading, the card in a form, Pay, and text below. */
export interface CheckoutPage {
  /** What goes in `<head>` (the scripts, as the placement puts them). */
  head: string;
  /** The card element's markup. */
  card: string;
  /** What goes at the end of `<body>`: a framework's late mount, say. */
  end?: string;
  lang?: string;
  /** The page's `line-height`. */
  lineHeight?: string;
  /** The page's `Content-Security-Policy` header. */
  csp?: string;
}

/** Two servers on 127.0.0.1: the checkout pages and `dist/`, and the card frame's page. */
export interface FirstPaintServers {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** The frame page's URL on another site (`localhost`) and on the same site (`127.0.0.1`). */
  frameCrossSite: string;
  frameSameSite: string;
  /** Each response waits this long before it starts (ms): the network, slowed at the servers. */
  delay: number;
  /** How the frame's server answers: its page, 404, or never. */
  frameAnswer: 'page' | 404 | 'never';
  /** The paths of every POST the checkout site received (a form that posted). */
  posts: string[];
  /** How many requests the frame's page got. */
  frameRequests: number;
  /** Other pages of the frame's server, by path (each reached on both its origins). */
  framePages: Map<string, string>;
  /** Serves `page` at `path`. */
  setPage(path: string, page: CheckoutPage): void;
  /** Holds the checkout site's next answer at `path` until `release()`; `requested` once asked. */
  hold(path: string): { requested: Promise<void>; release(): void };
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  js: 'text/javascript',
  css: 'text/css',
  html: 'text/html; charset=utf-8',
};

/** The page's own markup: `head` after the stylesheet that holds the card's space. */
export function checkoutHtml(page: CheckoutPage): string {
  return `<!doctype html>
<html lang="${page.lang ?? 'en'}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Checkout</title>
    <link rel="stylesheet" href="/dist/card-tokenizer.css" />
    <style>
      body { margin: 16px; font-family: system-ui, sans-serif; line-height: ${page.lineHeight ?? '1.5'}; }
      card-tokenizer-frame { --card-tokenizer-font-family: system-ui, sans-serif; }
      button { display: block; width: 100%; min-height: 3rem; margin-top: 1rem; }
    </style>
    ${page.head}
  </head>
  <body>
    <h1>Checkout</h1>
    <p>Two items, 42.00 EUR.</p>
    <form method="post" action="/paid">
      ${page.card}
      <button>Pay</button>
    </form>
    <script>
      // The layout the parser's first paint shows: before any deferred or late script.
      window.payTopFirst = document.querySelector('button').getBoundingClientRect().top;
      // The card as it loads: its height, and whether it draws its skeleton while it cannot take input.
      const card = document.querySelector('card-tokenizer, card-tokenizer-frame');
      window.cardFirst = card && {
        loading: card.matches(':not(:defined)') || card.getAttribute('aria-busy') === 'true',
        skeleton: getComputedStyle(card).backgroundImage !== 'none',
        height: card.getBoundingClientRect().height,
      };
    </script>
    <p>By paying you accept the terms of sale. Your card is charged once the order ships.</p>
    ${page.end ?? ''}
  </body>
</html>`;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** Starts both servers; `dist/` must be built. */
export async function startFirstPaintServers(): Promise<FirstPaintServers> {
  const pages = new Map<string, CheckoutPage>();
  const state = { delay: 0, frameAnswer: 'page' as FirstPaintServers['frameAnswer'] };
  const posts: string[] = [];
  const counts = { frameRequests: 0 };
  const hanging = new Set<ServerResponse>();
  const held = new Map<string, (send: () => void) => void>();
  const later = (send: () => void) => (state.delay ? setTimeout(send, state.delay) : send());
  const site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://page').pathname;
    if (request.method === 'POST') posts.push(path);
    const hold = held.get(path);
    held.delete(path);
    (hold ?? later)(() => {
      const page = pages.get(path);
      if (page) {
        response.writeHead(200, {
          'Content-Type': TYPES.html,
          'Cache-Control': 'no-store',
          ...(page.csp && { 'Content-Security-Policy': page.csp }),
        });
        return void response.end(checkoutHtml(page));
      }
      if (path.startsWith('/dist/') && !path.includes('..')) {
        try {
          const body = readFileSync(`.${path}`);
          response.writeHead(200, {
            'Content-Type': TYPES[path.split('.').pop()!] ?? 'application/octet-stream',
            'Cache-Control': 'no-store',
          });
          return void response.end(body);
        } catch {
          // Not built: a 404 below, as a missing file would be.
        }
      }
      response.writeHead(404).end();
    });
  });
  const sitePort = await listen(site);
  const origin = `http://127.0.0.1:${sitePort}`;
  const frame = cardFramePage({
    parentOrigins: [origin],
    tokenizationOrigins: ['http://127.0.0.1:9'],
    scripts: [{ source: readFileSync('dist/card-frame.js', 'utf8') }],
  });
  const framePages = new Map<string, string>();
  const frames = createServer((request, response) => {
    later(() => {
      const path = new URL(request.url ?? '/', 'http://frame').pathname;
      const other = framePages.get(path);
      if (other !== undefined)
        return void response.writeHead(200, { 'Content-Type': TYPES.html }).end(other);
      if (path !== '/card-frame.html') return void response.writeHead(404).end();
      counts.frameRequests++;
      if (state.frameAnswer === 404) return void response.writeHead(404).end('Not found');
      if (state.frameAnswer === 'never') return void hanging.add(response);
      response.writeHead(200, frame.headers);
      response.end(frame.html);
    });
  });
  const framePort = await listen(frames);
  return {
    origin,
    frameCrossSite: `http://localhost:${framePort}/card-frame.html`,
    frameSameSite: `http://127.0.0.1:${framePort}/card-frame.html`,
    get delay() {
      return state.delay;
    },
    set delay(ms: number) {
      state.delay = ms;
    },
    get frameAnswer() {
      return state.frameAnswer;
    },
    set frameAnswer(answer) {
      state.frameAnswer = answer;
    },
    posts,
    get frameRequests() {
      return counts.frameRequests;
    },
    framePages,
    setPage: (path, page) => void pages.set(path, page),
    hold(path) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const requested = new Promise<void>((resolve) =>
        held.set(path, (send) => {
          resolve();
          void released.then(send);
        }),
      );
      return { requested, release };
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      for (const server of [site, frames]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}
