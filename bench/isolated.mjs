// Isolated mode: the parent element's bytes, the start-up of <card-tokenizer-frame> against
// <card-tokenizer> on the same page, and tokenize() through the frame against a bare fetch() made
// from inside the frame.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { CARD } from './browser.mjs';
import { startTokenizationServer } from './servers.mjs';
import { alternate, median } from './stats.mjs';

export const ISOLATED_DEFINITION =
  'start-up: performance.now() when the card fields are laid out with a size (a ResizeObserver: ' +
  'the in-page element rendered, or the iframe sized by the frame once its fields are rendered and ' +
  'the handshake done); a checkout holds one of the two (each script-tag build alone in <head>: ' +
  'isolated ÷ in-page), and, as at 8917fec, one page holds both (both scripts in <head>); the ' +
  'frame on another site (localhost beside 127.0.0.1) or the same site, card-frame.js inlined or ' +
  'by URL; the floor: a cross-site iframe of three plain inputs that sends its height; tokenize: ' +
  'el.tokenize() from the page through the frame vs the same form body posted by fetch() from ' +
  'inside the frame, a new registration each call; all pages alternate, each start-up split in ' +
  'phases (the page until the iframe navigates, navigation, HTML, script request, compile and ' +
  'first render, handshake)';

const DIST = 'dist';

/** Bytes of the two new scripts: the parent's element (budget 3 072 B gzip) and the frame's. */
export function isolatedBytes() {
  const gzip = (file) => gzipSync(readFileSync(`${DIST}/${file}`), { level: 9 }).length;
  return {
    isolatedParentGzipBytes: gzip('card-tokenizer-frame.iife.js'),
    isolatedFrameGzipBytes: gzip('card-frame.js'),
  };
}

/** A loopback server of fixed routes, each with its own headers; no-store, so loads fetch anew. */
async function startRoutes(routes) {
  const server = createServer((request, response) => {
    const route = routes.get(new URL(request.url, 'http://bench').pathname);
    if (!route) return void response.writeHead(404).end();
    const { type, body, headers = {} } = route();
    response.writeHead(200, {
      ...headers,
      'Content-Type': type,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    });
    response.end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: server.address().port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Stamps `window.stamps[key]` when `selector`'s element is first laid out with a height. */
const stampLaidOut = (selector, key) => `
      new ResizeObserver((entries, observer) => {
        if (document.querySelector('${selector}').offsetHeight === 0) return;
        stamps.${key} = performance.now();
        observer.disconnect();
      }).observe(document.querySelector('${selector}'));`;

/** The page with both elements; stamps each one's readiness in `window.stamps`. */
const bothPage = (frameSrc) => `<!doctype html>
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
const FLOOR_FRAME = `<!doctype html>
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

const inPageAlone = () =>
  alonePage(
    '<script src="/card-tokenizer.iife.js"></script>',
    '<card-tokenizer></card-tokenizer>',
    'card-tokenizer',
  );
const isolatedAlone = (frameSrc) =>
  alonePage(
    '<script src="/card-tokenizer-frame.iife.js"></script>',
    `<card-tokenizer-frame src="${frameSrc}"></card-tokenizer-frame>`,
    'card-tokenizer-frame iframe',
  );
const floorAlone = (frameSrc) =>
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

/** The frame's start-up in phases, in the parent's clock; read in the frame once it is sized. */
function framePhases() {
  const [navigation] = performance.getEntriesByType('navigation');
  const script = performance
    .getEntriesByType('resource')
    .find((entry) => new URL(entry.name).pathname === '/card-frame.js');
  return {
    timeOrigin: performance.timeOrigin,
    requestStart: navigation.requestStart,
    responseEnd: navigation.responseEnd,
    scriptEnd: script?.responseEnd,
    domInteractive: navigation.domInteractive,
  };
}

/**
 * Where the frame's start-up goes, each phase in ms: the parent's own work until the iframe's
 * navigation starts, the navigation until its request (a process, a connection), the HTML, the
 * script's request (none when inlined), parsing, compiling and running it with the element's
 * first render, then the handshake until the parent has sized the iframe.
 */
function splitPhases(frame, parentTimeOrigin, sized) {
  const start = frame.timeOrigin - parentTimeOrigin;
  const scriptEnd = Math.max(frame.scriptEnd ?? 0, frame.responseEnd);
  return {
    parent: start,
    navigation: frame.requestStart,
    html: frame.responseEnd - frame.requestStart,
    script: scriptEnd - frame.responseEnd,
    compileRender: frame.domInteractive - scriptEnd,
    handshake: sized - start - frame.domInteractive,
  };
}

export const PHASES = ['parent', 'navigation', 'html', 'script', 'compileRender', 'handshake'];

/**
 * The frame page's variants: beside the in-page element on one page (`both`), or alone on a page
 * as a checkout holds it, against the in-page element alone; its script by URL (as at 8917fec) or
 * inlined, on another site (localhost beside 127.0.0.1) or the same site; and the floor.
 */
const VARIANTS = {
  crossSiteScriptUrl: { host: 'localhost', page: '/card-frame.html', both: true },
  crossSite: { host: 'localhost', page: '/card-frame-inline.html', both: true },
  sameSite: { host: '127.0.0.1', page: '/card-frame-inline.html', both: true },
  aloneCrossSite: { host: 'localhost', page: '/card-frame-inline.html' },
  aloneSameSite: { host: '127.0.0.1', page: '/card-frame-inline.html' },
  floorCrossSite: { host: 'localhost', page: '/card-frame-floor.html' },
};

export async function measureIsolated({ browser, cardFramePage, loads = 20, warmup = 2 }) {
  const tokenization = await startTokenizationServer();
  const scripts = new Map();
  const js = (file) => () => ({ type: 'text/javascript', body: readFileSync(`${DIST}/${file}`) });
  const hashes = JSON.parse(readFileSync(`${DIST}/integrity.json`, 'utf8'));
  const frameScript = readFileSync(`${DIST}/card-frame.js`, 'utf8');
  let parentOrigin = '';
  const framePage = (script) => () => {
    const { html, headers } = cardFramePage({
      parentOrigins: [parentOrigin],
      tokenizationOrigins: [tokenization.origin],
      scripts: [script],
    });
    return { type: 'text/html', body: html, headers };
  };
  const frames = await startRoutes(
    new Map([
      [
        '/card-frame.html',
        framePage({ src: '/card-frame.js', integrity: hashes['card-frame.js'] }),
      ],
      ['/card-frame-inline.html', framePage({ source: frameScript })],
      ['/card-frame.js', js('card-frame.js')],
      ['/card-frame-floor.html', () => ({ type: 'text/html', body: FLOOR_FRAME })],
    ]),
  );
  for (const [name, { host, page, both }] of Object.entries(VARIANTS)) {
    const frameSrc = `http://${host}:${frames.port}${page}`;
    const html = both ? bothPage : name.startsWith('floor') ? floorAlone : isolatedAlone;
    scripts.set(`/${name}.html`, () => ({ type: 'text/html', body: html(frameSrc) }));
  }
  scripts.set('/inPageAlone.html', () => ({ type: 'text/html', body: inPageAlone() }));
  scripts.set('/card-tokenizer.iife.js', js('card-tokenizer.iife.js'));
  scripts.set('/card-tokenizer-frame.iife.js', js('card-tokenizer-frame.iife.js'));
  const pages = await startRoutes(scripts);
  parentOrigin = `http://127.0.0.1:${pages.port}`;
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const load = async (name) => {
      await tab.goto(`${parentOrigin}/${name}.html`);
      const alone = !VARIANTS[name]?.both;
      await tab.waitForFunction(
        (done) => done.every((key) => window.stamps?.[key]),
        alone ? ['ready'] : ['inPage', 'inPageRendered', 'isolated'],
        { timeout: 10_000 },
      );
      const stamps = await tab.evaluate(() => ({
        ...window.stamps,
        origin: performance.timeOrigin,
      }));
      if (alone) stamps.isolated = stamps.ready;
      if (name === 'inPageAlone') return stamps;
      const frame = tab.frames().find((candidate) => candidate.url().includes('/card-frame'));
      const phases = splitPhases(await frame.evaluate(framePhases), stamps.origin, stamps.isolated);
      return { ...stamps, phases };
    };
    const names = [...Object.keys(VARIANTS), 'inPageAlone'];
    const startups = Object.fromEntries(names.map((name) => [name, []]));
    await alternate(
      Object.fromEntries(
        names.map((name) => [
          name,
          async () => {
            const stamp = await load(name);
            startups[name].push(stamp);
            return stamp.isolated;
          },
        ]),
      ),
      { rounds: warmup + loads, budgetMs: 150_000 },
    );
    const inPageAloneMs = median(startups.inPageAlone.slice(warmup).map((s) => s.isolated));
    const figures = { isolatedStartupInPageAloneMs: inPageAloneMs };
    for (const [name, all] of Object.entries(startups)) {
      if (name === 'inPageAlone') continue;
      const measured = all.slice(warmup);
      const key = name[0].toUpperCase() + name.slice(1);
      const frameMs = median(measured.map((s) => s.isolated));
      const inPageMs = VARIANTS[name].both ? median(measured.map((s) => s.inPage)) : inPageAloneMs;
      Object.assign(figures, {
        [`isolatedStartup${key}Ratio`]: frameMs / inPageMs,
        [`isolatedStartup${key}FrameMs`]: frameMs,
        [`isolatedStartup${key}InPageMs`]: inPageMs,
      });
      if (VARIANTS[name].both)
        figures[`isolatedStartup${key}InPageRenderedMs`] = median(
          measured.map((s) => s.inPageRendered),
        );
      figures[`isolatedStartup${key}Phases`] = Object.fromEntries(
        PHASES.map((phase) => [phase, median(measured.map((s) => s.phases[phase]))]),
      );
      figures[`isolatedStartup${key}Loads`] = measured.length;
    }
    const { crossSite } = startups;
    const measured = crossSite.slice(warmup);
    const inPage = median(measured.map((stamp) => stamp.inPage));
    const isolated = median(measured.map((stamp) => stamp.isolated));

    await load('crossSite');
    const calls = await tokenizeCalls(tab, tokenization.url, { loads, warmup });
    // Each call one POST, none a preflight: else the figures would time something else.
    const { POST = 0, OPTIONS = 0 } = tokenization.counts();
    if (POST !== calls.calls || OPTIONS !== 0)
      throw new Error(`Expected ${calls.calls} POSTs and no OPTIONS, got ${POST} and ${OPTIONS}`);
    return {
      ...figures,
      isolatedStartupInPageMs: inPage,
      isolatedStartupFrameMs: isolated,
      isolatedStartupAddedMs: isolated - inPage,
      isolatedStartupRatio: isolated / inPage,
      isolatedTokenizeMs: median(calls.tokenize),
      isolatedFrameFetchMs: median(calls.fetch),
      isolatedTokenizeRatio: median(calls.tokenize) / median(calls.fetch),
      isolatedRoundTripMs: median(calls.roundTrip),
      isolatedTokenizeFloorRatio:
        (median(calls.fetch) + median(calls.roundTrip)) / median(calls.fetch),
      isolatedLoads: measured.length,
    };
  } finally {
    await context.close();
    await Promise.all([pages.close(), frames.close(), tokenization.close()]);
  }
}

/** On the loaded page: the card typed in the frame, then tokenize() and fetch() in turns. */
async function tokenizeCalls(tab, url, { loads, warmup }) {
  const frame = tab.frames().find((candidate) => candidate.url().includes('/card-frame'));
  if (!frame) throw new Error('Expected the card frame on the page');
  const field = (name) => frame.locator(`card-tokenizer input[data-field="${name}"]`);
  await field('number').fill(CARD.number);
  await field('expiry').fill(CARD.expiry);
  await field('cvx').fill(CARD.cvx);
  // An echo in the frame, for the floor: one message to the frame and its answer back.
  await frame.evaluate(() =>
    addEventListener('message', (event) => {
      if (event.data === 'bench-ping') event.source.postMessage('bench-pong', event.origin);
    }),
  );
  let call = 0;
  /** A registration of its own for every call: none is ever posted to twice. */
  const registration = () => ({
    CardRegistrationURL: url,
    AccessKey: 'bench-access-key',
    PreregistrationData: `bench-preregistration-${++call}`,
  });
  const samples = await alternate(
    {
      tokenize: () =>
        tab.evaluate(async (value) => {
          const el = document.querySelector('card-tokenizer-frame');
          el.setAttribute('card-registration-url', value.CardRegistrationURL);
          el.setAttribute('access-key', value.AccessKey);
          el.setAttribute('preregistration-data', value.PreregistrationData);
          el.setAttribute('card-type', 'CB_VISA_MASTERCARD');
          // The attributes reach the frame before the call: the same port, in order.
          const start = performance.now();
          const data = await el.tokenize();
          const end = performance.now();
          if (!data.startsWith('data=')) throw new Error(`Expected data=…, got ${data}`);
          return end - start;
        }, registration()),
      roundTrip: () =>
        tab.evaluate(async () => {
          const target = document.querySelector('card-tokenizer-frame iframe').contentWindow;
          const start = performance.now();
          await new Promise((resolve) => {
            const answered = (event) => {
              if (event.data !== 'bench-pong') return;
              removeEventListener('message', answered);
              resolve();
            };
            addEventListener('message', answered);
            target.postMessage('bench-ping', '*');
          });
          return performance.now() - start;
        }),
      fetch: () =>
        frame.evaluate(
          async ({ value, card }) => {
            const body = new URLSearchParams({
              data: value.PreregistrationData,
              accessKeyRef: value.AccessKey,
              cardNumber: card.number,
              cardExpirationDate: card.expiry,
              cardCvx: card.cvx,
            });
            const start = performance.now();
            const response = await fetch(value.CardRegistrationURL, {
              method: 'POST',
              body,
              credentials: 'omit',
              cache: 'no-store',
            });
            const data = await response.text();
            const end = performance.now();
            if (!data.startsWith('data=')) throw new Error(`Expected data=…, got ${data}`);
            return end - start;
          },
          { value: registration(), card: CARD },
        ),
    },
    { rounds: loads, warmup, budgetMs: 45_000 },
  );
  return { ...samples, calls: call };
}
