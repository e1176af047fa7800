// Isolated mode: the parent element's bytes, the start-up of <card-tokenizer-frame> against
// <card-tokenizer> on the same page, and tokenize() through the frame against a bare fetch() made
// from inside the frame.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  FLOOR_FRAME,
  bothPage,
  floorAlone,
  inPageAlone,
  isolatedAdopted,
  isolatedAlone,
} from './isolated-pages.mjs';
import { tokenizeCalls } from './isolated-tokenize.mjs';
import { describeSeries, loadRequests, medianSeries, seriesLeft } from './isolated-series.mjs';
import { PHONE_NETWORK, startRoutes } from './routes.mjs';
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
  'first render, handshake); on loopback and on a modelled phone network (each response held one ' +
  '150 ms round trip and its gzip size at 200 kB/s, a new connection two more from when it opened, at the ' +
  'servers; no connection kept between loads; the page sends the frame origin as a preconnect); ' +
  'on that network, each request in series as its model server saw it (when it arrived and was ' +
  'answered, in the page clock; the hold, the new connection part of it) and the connections the ' +
  "frame's origin saw";

const DIST = 'dist';
/** `<card-tokenizer-frame>`'s start-up ÷ `<card-tokenizer>`'s on the modelled network. */
export const NET_STARTUP_TARGET = 1.2;

/** Bytes of the two new scripts: the parent's element (budget 3 072 B gzip) and the frame's. */
export function isolatedBytes() {
  const gzip = (file) => gzipSync(readFileSync(`${DIST}/${file}`), { level: 9 }).length;
  return {
    isolatedParentGzipBytes: gzip('card-tokenizer-frame.iife.js'),
    isolatedFrameGzipBytes: gzip('card-frame.js'),
  };
}

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
 * inlined, on another site (localhost beside 127.0.0.1) or the same site; its iframe in the page's
 * HTML, adopted (`adopted`); and the floor. `net`:
 * on the modelled phone network (routes.mjs), the page sending the frame's origin as a preconnect
 * `Link`, as paymentPageHeaders({ preconnect }) does, and compared with `netInPageAlone`.
 */
const VARIANTS = {
  crossSiteScriptUrl: { host: 'localhost', page: '/card-frame.html', both: true },
  crossSite: { host: 'localhost', page: '/card-frame-inline.html', both: true },
  sameSite: { host: '127.0.0.1', page: '/card-frame-inline.html', both: true },
  aloneCrossSite: { host: 'localhost', page: '/card-frame-inline.html' },
  aloneSameSite: { host: '127.0.0.1', page: '/card-frame-inline.html' },
  floorCrossSite: { host: 'localhost', page: '/card-frame-floor.html' },
  adoptedCrossSite: { host: 'localhost', page: '/card-frame-inline.html', adopted: true },
  netAloneCrossSite: { host: 'localhost', page: '/card-frame-inline.html', net: true },
  netAloneSameSite: { host: '127.0.0.1', page: '/card-frame-inline.html', net: true },
  netAloneCrossSiteScriptUrl: { host: 'localhost', page: '/card-frame.html', net: true },
  netFloorCrossSite: { host: 'localhost', page: '/card-frame-floor.html', net: true },
  netAdoptedCrossSite: {
    host: 'localhost',
    page: '/card-frame-inline.html',
    net: true,
    adopted: true,
  },
  netAloneCrossSiteNoPreconnect: {
    host: 'localhost',
    page: '/card-frame-inline.html',
    net: true,
    noPreconnect: true,
  },
};
/** The in-page element alone, the denominator of the variants alone, on each network. */
const IN_PAGE = { inPageAlone: {}, netInPageAlone: { net: true } };

export async function measureIsolated({ browser, cardFramePage, loads = 20, warmup = 2 }) {
  const tokenization = await startTokenizationServer();
  const scripts = new Map();
  const js = (file) => () => ({ type: 'text/javascript', body: readFileSync(`${DIST}/${file}`) });
  const hashes = JSON.parse(readFileSync(`${DIST}/integrity.json`, 'utf8'));
  const frameScript = readFileSync(`${DIST}/card-frame.js`, 'utf8');
  const parentOrigins = [];
  const framePage = (script) => () => {
    const { html, headers } = cardFramePage({
      parentOrigins,
      tokenizationOrigins: [tokenization.origin],
      scripts: [script],
    });
    return { type: 'text/html', body: html, headers };
  };
  const frameRoutes = new Map([
    ['/card-frame.html', framePage({ src: '/card-frame.js', integrity: hashes['card-frame.js'] })],
    ['/card-frame-inline.html', framePage({ source: frameScript })],
    ['/card-frame.js', js('card-frame.js')],
    ['/card-frame-floor.html', () => ({ type: 'text/html', body: FLOOR_FRAME })],
  ]);
  const frames = await startRoutes(frameRoutes);
  const netFrames = await startRoutes(frameRoutes, PHONE_NETWORK);
  for (const [name, { host, page, both, net, noPreconnect, adopted }] of Object.entries(VARIANTS)) {
    const frameOrigin = `http://${host}:${(net ? netFrames : frames).port}`;
    const alone = adopted ? isolatedAdopted : isolatedAlone;
    const html = both ? bothPage : /floor/i.test(name) ? floorAlone : alone;
    const headers = net && !noPreconnect ? { Link: `<${frameOrigin}>; rel=preconnect` } : {};
    const body = html(`${frameOrigin}${page}`);
    scripts.set(`/${name}.html`, () => ({ type: 'text/html', body, headers }));
  }
  for (const name of Object.keys(IN_PAGE))
    scripts.set(`/${name}.html`, () => ({ type: 'text/html', body: inPageAlone() }));
  scripts.set('/card-tokenizer.iife.js', js('card-tokenizer.iife.js'));
  scripts.set('/card-tokenizer-frame.iife.js', js('card-tokenizer-frame.iife.js'));
  const pages = await startRoutes(scripts);
  const netPages = await startRoutes(scripts, PHONE_NETWORK);
  const parentOrigin = `http://127.0.0.1:${pages.port}`;
  const netParentOrigin = `http://127.0.0.1:${netPages.port}`;
  parentOrigins.push(parentOrigin, netParentOrigin);
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const load = async (name) => {
      const { both, net } = VARIANTS[name] ?? IN_PAGE[name];
      // A shopper's first visit: no connection kept from the load before.
      if (net)
        for (const server of [netPages, netFrames]) {
          server.dropConnections();
          server.takeLog();
        }
      await tab.goto(`${net ? netParentOrigin : parentOrigin}/${name}.html`);
      await tab.waitForFunction(
        (done) => done.every((key) => window.stamps?.[key]),
        both ? ['inPage', 'inPageRendered', 'isolated'] : ['ready'],
        { timeout: 10_000 },
      );
      const stamps = await tab.evaluate(() => ({
        ...window.stamps,
        origin: performance.timeOrigin,
      }));
      if (!both) stamps.isolated = stamps.ready;
      // The requests in series as the model servers saw them, in the page's clock.
      if (net)
        stamps.series = loadRequests([netPages.takeLog(), netFrames.takeLog()], stamps.origin);
      if (IN_PAGE[name]) return stamps;
      const frame = tab.frames().find((candidate) => candidate.url().includes('/card-frame'));
      const phases = splitPhases(await frame.evaluate(framePhases), stamps.origin, stamps.isolated);
      return { ...stamps, phases };
    };
    const startups = {};
    const sample = (name) => async () => {
      const stamp = await load(name);
      (startups[name] ??= []).push(stamp);
      return stamp.isolated;
    };
    // Each network's variants alternate among themselves; the modelled one's loads are slower.
    for (const net of [false, true]) {
      const names = [...Object.keys(VARIANTS), ...Object.keys(IN_PAGE)].filter(
        (name) => Boolean((VARIANTS[name] ?? IN_PAGE[name]).net) === net,
      );
      await alternate(Object.fromEntries(names.map((name) => [name, sample(name)])), {
        rounds: warmup + (net ? Math.min(loads, 10) : loads),
        budgetMs: 150_000,
      });
    }
    const figures = {};
    for (const name of Object.keys(IN_PAGE)) {
      const key = name[0].toUpperCase() + name.slice(1);
      figures[`isolatedStartup${key}Ms`] = median(
        startups[name].slice(warmup).map((s) => s.isolated),
      );
    }
    for (const [name, all] of Object.entries(startups)) {
      if (IN_PAGE[name]) continue;
      const measured = all.slice(warmup);
      const key = name[0].toUpperCase() + name.slice(1);
      const frameMs = median(measured.map((s) => s.isolated));
      const alone = VARIANTS[name].net
        ? figures.isolatedStartupNetInPageAloneMs
        : figures.isolatedStartupInPageAloneMs;
      const inPageMs = VARIANTS[name].both ? median(measured.map((s) => s.inPage)) : alone;
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
    // On the modelled network, which requests are in series, and what the frame adds to them.
    const series = {};
    for (const name of ['netInPageAlone', ...Object.keys(VARIANTS)].filter(
      (name) => (VARIANTS[name] ?? IN_PAGE[name]).net,
    )) {
      const key = name[0].toUpperCase() + name.slice(1);
      series[name] = medianSeries(
        startups[name].slice(warmup).map((s) => ({ ...s.series, readyMs: s.isolated })),
      );
      figures[`isolatedStartup${key}Series`] = describeSeries(series[name]);
      const left = seriesLeft(series[name], series.netInPageAlone, NET_STARTUP_TARGET);
      if (left && name !== 'netInPageAlone') figures[`isolatedStartup${key}Left`] = left;
    }
    // On loopback, what the frame adds above the floor of any frame: target 20 ms.
    figures.isolatedStartupAboveFloorMs =
      figures.isolatedStartupAloneCrossSiteFrameMs - figures.isolatedStartupFloorCrossSiteFrameMs;
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
    await Promise.all(
      [pages, netPages, frames, netFrames, tokenization].map((server) => server.close()),
    );
  }
}
