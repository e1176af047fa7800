// The requests in series of a start-up on the modelled network, as the model servers saw them:
// when each request arrived, how long the model held it and when it was answered, in the page's
// clock; then what the frame adds to the in-page element's series, each part measured.
import { PHONE_NETWORK } from './routes.mjs';
import { median } from './stats.mjs';

/** What each path is, in the words of the printed table. */
const NAMES = {
  '/card-tokenizer.iife.js': "the element's script",
  '/card-tokenizer-frame.iife.js': "the frame element's script",
  '/card-frame.html': "the frame's HTML",
  '/card-frame-inline.html': "the frame's HTML (its script inlined)",
  '/card-frame-floor.html': "the floor frame's HTML",
  '/card-frame.js': "the frame's script",
};
const nameOf = (path) => NAMES[path] ?? "the page's HTML";

/**
 * One load's requests from the page's and the frame's model servers, in the page's clock (ms
 * since its timeOrigin), in the order they arrived; and when the frame's origin saw connections.
 */
export function loadRequests([page, frame], pageTimeOrigin) {
  const requests = [...page.requests, ...frame.requests]
    .sort((a, b) => a.arrivedAt - b.arrivedAt)
    .map((entry) => ({
      path: entry.path,
      arrivedMs: entry.arrivedAt - pageTimeOrigin,
      heldMs: entry.heldMs,
      handshakeMs: entry.handshakeMs,
      sentMs: entry.sentAt - pageTimeOrigin,
      newConnection: entry.newConnection,
      gzipBytes: entry.gzipBytes,
    }));
  return { requests, frameConnections: frame.connections.map((at) => at - pageTimeOrigin) };
}

/**
 * The medians of the loads' series, request by request (each load's requests in the same order),
 * and the fields laid out (`readyMs`).
 */
export function medianSeries(loads) {
  const paths = loads[0].requests.map((request) => request.path);
  const same = loads.filter((load) => load.requests.map((r) => r.path).join() === paths.join());
  const steps = paths.map((path, index) => {
    const of = (key) => median(same.map((load) => load.requests[index][key]));
    return {
      path,
      name: nameOf(path),
      arrivedMs: of('arrivedMs'),
      heldMs: of('heldMs'),
      handshakeMs: of('handshakeMs'),
      sentMs: of('sentMs'),
      gzipBytes: same[0].requests[index].gzipBytes,
      newConnection:
        same.filter((load) => load.requests[index].newConnection).length * 2 > same.length,
    };
  });
  const connections = same.map((load) => load.frameConnections);
  return {
    steps,
    readyMs: median(same.map((load) => load.readyMs)),
    loads: same.length,
    frameConnections: median(connections.map((at) => at.length)),
    firstFrameConnectionMs: median(connections.filter((at) => at.length).map((at) => at[0])),
  };
}

const ms = (value) => `${Math.round(value)} ms`;

/** One line per series: each request, the gap before it and the model's hold, then the fields. */
export function describeSeries({ steps, readyMs }) {
  let before = 0;
  const parts = steps.map((step) => {
    const gap = step.arrivedMs - before;
    before = step.sentMs;
    const held =
      `held ${ms(step.heldMs)}` +
      (step.handshakeMs > 0 ? ` (${ms(step.handshakeMs)} of it the new connection)` : '') +
      `, ${step.gzipBytes.toLocaleString('en-US')} B gzip`;
    return `${step.name} asked ${ms(gap)} after the last answer, ${held}`;
  });
  return `${parts.join('; ')}; the fields laid out ${ms(readyMs - before)} after the last answer`;
}

/**
 * What the frame adds to the in-page element's series, each part measured: from the parent's
 * script answered (or the page's HTML, for a frame in it) to the frame's page asked, the frame
 * page's hold, and from the last answer to the fields laid out, against the in-page element's.
 */
export function seriesLeft(isolated, inPage, target) {
  const last = (series) => series.steps.at(-1);
  const [page, script] = isolated.steps;
  const frame = isolated.steps.find((step) => step.path.startsWith('/card-frame'));
  const inPageScript = inPage.steps.find((step) => step.path === '/card-tokenizer.iife.js');
  if (!frame || !inPageScript) return undefined;
  // The frame's page is asked after the element's script, or after the page's HTML (the floor).
  const before = script === frame ? page : script;
  const added = isolated.readyMs - inPage.readyMs;
  const allowed = inPage.readyMs * target;
  const frameToReady = isolated.readyMs - last(isolated).sentMs;
  return (
    `+${ms(added)} over the in-page element (${ms(inPage.readyMs)}; ${target}× allows ` +
    `${ms(allowed)}, ${ms(isolated.readyMs - allowed)} over): the frame's page is asked ` +
    `${ms(frame.arrivedMs - before.sentMs)} after ${before.name} was answered` +
    (before === script
      ? ' (the script runs and creates the iframe; the frame gets a process)'
      : '') +
    `, and held ${ms(frame.heldMs)} (one round trip` +
    (frame.handshakeMs > 0 ? `, ${ms(frame.handshakeMs)} of new connection` : '') +
    ` and ${frame.gzipBytes.toLocaleString('en-US')} B gzip at the link's rate), in series; then ` +
    `${ms(frameToReady)} from the last answer to the fields laid out (parse, compile, render, ` +
    `handshake, sizing) against ${ms(inPage.readyMs - last(inPage).sentMs)} for the in-page ` +
    `element after its script, which is held ${ms(inPageScript.heldMs)}` +
    (before === script ? ` (the frame element's ${ms(script.heldMs)})` : '') +
    `; the frame's origin saw ${isolated.frameConnections} connection(s) per load, the first ` +
    `opened at ${ms(isolated.firstFrameConnectionMs)}, its page asked at ${ms(frame.arrivedMs)}` +
    (frame.handshakeMs > 0
      ? ` on a connection opened ${ms(2 * PHONE_NETWORK.roundTripMs - frame.handshakeMs)} before`
      : '')
  );
}
