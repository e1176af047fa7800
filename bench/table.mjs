// The printed table: the figures of results.json with their units, targets and context.

/** What the library may add to a bare fetch() of the same request, before it and after it. */
const ADDED_TARGET_MS = 0.3;

/** `<card-tokenizer-frame>`'s start-up ÷ `<card-tokenizer>`'s, on loopback and on a phone network. */
const ISOLATED_STARTUP_TARGET = 1.4;
const ISOLATED_NET_STARTUP_TARGET = 1.2;
/** On loopback, what the frame may add above the floor of any frame (ms). */
const ABOVE_FLOOR_TARGET_MS = 20;
const ISOLATED_VARIANTS = [
  ['NetAloneCrossSite', 'phone network, a checkout with one, frame on another site'],
  ['NetAloneSameSite', 'phone network, one, frame on the same site'],
  ['NetAloneCrossSiteScriptUrl', "phone network, one, another site, the frame's script by URL"],
  ['NetAdoptedCrossSite', "phone network, one, another site, its iframe in the page's HTML"],
  ['NetFloorCrossSite', 'phone network, the floor: a frame of 3 plain inputs'],
  ['NetAloneCrossSiteNoPreconnect', 'phone network, one, another site, no preconnect'],
  ['AloneCrossSite', 'a checkout with one, frame on another site'],
  ['AloneSameSite', 'a checkout with one, frame on the same site'],
  ['AdoptedCrossSite', "a checkout with one, another site, its iframe in the page's HTML"],
  ['FloorCrossSite', 'the floor: a frame of 3 plain inputs, another site'],
  ['CrossSite', 'both on one page, frame on another site'],
  ['SameSite', 'both on one page, frame on the same site'],
  ['CrossSiteScriptUrl', "both on one page, another site, the frame's script by URL (before)"],
];
/** The frame's start-up phases (bench/isolated.mjs), medians each: they need not add up. */
const PHASE_LABELS = [
  ['parent', 'page until the iframe navigates'],
  ['navigation', 'navigation and process'],
  ['html', 'HTML'],
  ['script', 'script request'],
  ['compileRender', 'parse, compile, run, first render'],
  ['handshake', 'handshake and sizing'],
];
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const ratio = (value) => `${value.toFixed(2)}×`;
const bytes = (value) => value.toLocaleString('en-US');

/** Rows of [figure, value, how it was measured or what it is compared with]. */
function rows(r) {
  const out = [];
  for (const { name, minified, gzip, brotli } of r.bundles ?? [])
    out.push([
      `Bytes: ${name}`,
      `${bytes(gzip)} gzip`,
      `${bytes(minified)} minified, ${bytes(brotli)} brotli`,
    ]);
  if (r.localeScripts !== undefined)
    out.push([
      `Bytes: largest locale script (of ${r.localeScripts})`,
      `${bytes(r.localeGzipBytesMax)} gzip`,
      `${r.localeGzipBytesMaxName}; npm run size lists each against its budget`,
    ]);
  if (r.requestsPerTokenization !== undefined)
    out.push([
      'Requests per tokenization (cross-origin)',
      String(r.requestsPerTokenization),
      `must be 1; ${r.preflightRequests} OPTIONS; ${r.requestsTokenizations} cards (element ` +
        `${r.requestsPerTokenizationElement}, tokenizeCard() ${r.requestsPerTokenizationHeadless})`,
    ]);
  if (r.auditMedianMs !== undefined)
    out.push([
      "Audit of the demo's checkout page",
      `${(r.auditMedianMs / 1000).toFixed(1)} s`,
      `with --canary ${(r.auditCanaryMedianMs / 1000).toFixed(1)} s; card-tokenizer-audit end to end, ` +
        `Chromium's start included, median of ${r.auditRounds}`,
    ]);
  if (r.tokenizeOverheadRatio !== undefined) {
    const variants = [
      ['element', 'Element', r.tokenizeElementMedianMs, r.tokenizeOverheadRatioElement],
      ['tokenizeCard()', 'Headless', r.tokenizeHeadlessMedianMs, r.tokenizeOverheadRatioHeadless],
    ];
    for (const [label, key, total, overhead] of variants) {
      const before = r[`tokenizeAddedBeforeSendMs${key}`];
      const after = r[`tokenizeAddedAfterAnswerMs${key}`];
      const added = r[`tokenizeAddedMs${key}`];
      const verdict = added <= ADDED_TARGET_MS ? 'met' : 'NOT met';
      out.push([
        `Tokenize: what ${label} adds to fetch()`,
        ms(added),
        `target ≤ ${ADDED_TARGET_MS} ms: ${verdict}; ${ms(before)} before the request starts + ` +
          `${ms(after)} after its answer ends (medians of ${r.tokenizeOverheadRuns} alternating runs)`,
      ]);
      out.push([
        `Tokenize: ${label} ÷ fetch()`,
        ratio(overhead),
        `${ms(total)} vs fetch ${ms(r.tokenizeFetchMedianMs)}, round trip included; information`,
      ]);
    }
  }
  if (r.isolatedParentGzipBytes !== undefined)
    out.push([
      'Bytes: <card-tokenizer-frame> (the parent side)',
      `${bytes(r.isolatedParentGzipBytes)} gzip`,
      `budget 3,072; the frame's script card-frame.js ${bytes(r.isolatedFrameGzipBytes)} gzip`,
    ]);
  if (r.isolatedStartupRatio !== undefined) {
    for (const [key, label] of ISOLATED_VARIANTS) {
      const phases = r[`isolatedStartup${key}Phases`];
      if (!phases) continue;
      const frame = r[`isolatedStartup${key}FrameMs`];
      const inPage = r[`isolatedStartup${key}InPageMs`];
      const ratioOf = r[`isolatedStartup${key}Ratio`];
      const target = key.startsWith('Net') ? ISOLATED_NET_STARTUP_TARGET : ISOLATED_STARTUP_TARGET;
      out.push([
        `Start-up: isolated vs in-page, ${label}`,
        ratio(ratioOf),
        `target ≤ ${target}×: ${ratioOf <= target ? 'met' : 'NOT met'}; ` +
          `${ms(frame)} vs ${ms(inPage)} (+${ms(frame - inPage)}), the fields laid out in the ` +
          `page; medians of ${r[`isolatedStartup${key}Loads`]} alternating loads` +
          (r[`isolatedStartup${key}InPageRenderedMs`] === undefined
            ? ''
            : `; in-page at Lit's render (before layout, as at 8917fec) ` +
              `${ms(r[`isolatedStartup${key}InPageRenderedMs`])}: ` +
              ratio(frame / r[`isolatedStartup${key}InPageRenderedMs`])),
      ]);
      out.push([
        `  phases, ${label}`,
        ms(PHASE_LABELS.reduce((sum, [phase]) => sum + phases[phase], 0)),
        PHASE_LABELS.map(([phase, words]) => `${words} ${ms(phases[phase])}`).join(', '),
      ]);
      const series = r[`isolatedStartup${key}Series`];
      if (series) out.push([`  requests in series, ${label}`, ms(frame), series]);
      const left = r[`isolatedStartup${key}Left`];
      if (left) out.push([`  left in series, ${label}`, ms(frame - inPage), left]);
    }
    if (r.isolatedStartupNetInPageAloneSeries)
      out.push([
        '  requests in series, phone network, the in-page element alone',
        ms(r.isolatedStartupNetInPageAloneMs),
        r.isolatedStartupNetInPageAloneSeries,
      ]);
    if (r.isolatedStartupAboveFloorMs !== undefined)
      out.push([
        'Start-up: the frame above the floor of any frame, loopback',
        ms(r.isolatedStartupAboveFloorMs),
        `target ≤ ${ABOVE_FLOOR_TARGET_MS} ms: ` +
          `${r.isolatedStartupAboveFloorMs <= ABOVE_FLOOR_TARGET_MS ? 'met' : 'NOT met'}; ` +
          'a checkout with one, another site, minus the floor',
      ]);
    out.push([
      'Tokenize: isolated ÷ fetch() from the frame',
      ratio(r.isolatedTokenizeRatio),
      `target ≤ 1.25×: ${r.isolatedTokenizeRatio <= 1.25 ? 'met' : 'NOT met'}; ` +
        `${ms(r.isolatedTokenizeMs)} vs fetch ${ms(r.isolatedFrameFetchMs)}, round trip included`,
    ]);
    if (r.isolatedRoundTripMs !== undefined)
      out.push([
        '  the floor: fetch() and one message to the frame and back',
        ratio(r.isolatedTokenizeFloorRatio),
        `a message to the frame and its answer ${ms(r.isolatedRoundTripMs)}, what any frame adds`,
      ]);
  }
  if (r.startupRatio !== undefined) {
    out.push([
      'Start-up: element vs 3 plain inputs',
      ratio(r.startupRatio),
      `${ms(r.startupElementMs)} vs ${ms(r.startupPlainMs)} (+${ms(r.startupAddedMs)}); ` +
        `${ms(r.startupFromScriptTagMs)} from script request (fetch ${ms(r.startupScriptFetchMs)}); ` +
        `medians of ${r.startupLoads} alternating loads`,
    ]);
    out.push([
      'Start-up: element vs 3 inputs + empty script',
      ratio(r.startupRatioEmptyScript),
      `${ms(r.startupElementMs)} vs ${ms(r.startupEmptyScriptMs)} ` +
        `(+${ms(r.startupAddedOverEmptyScriptMs)}): what the element adds to any script tag`,
    ]);
  }
  if (r.firstTokenizeElementMs !== undefined)
    out.push([
      'First tokenization on a fresh page',
      ms(r.firstTokenizeAddedMs),
      `added to a first fetch(): ${ms(r.firstTokenizeAddedBeforeSendMs)} before the request + ` +
        `${ms(r.firstTokenizeAddedAfterAnswerMs)} after its answer; element ` +
        `${ms(r.firstTokenizeElementMs)} vs fetch ${ms(r.firstTokenizeFetchMs)}, medians of ` +
        `${r.firstTokenizeLoads} alternating fresh pages`,
    ]);
  if (r.keystrokeP95Ms !== undefined)
    out.push([
      'Keystroke cost p50 / p95',
      `${ms(r.keystrokeP50Ms)} / ${ms(r.keystrokeP95Ms)}`,
      `bare <input> ${ms(r.keystrokeBareP50Ms)} / ${ms(r.keystrokeBareP95Ms)}; slowest per ` +
        `number (completes it, moves focus) ${ms(r.keystrokeSlowestMedianMs)}; ` +
        `${r.keystrokeSamples} keystrokes each`,
    ]);
  if (r.leakCycles !== undefined) {
    const leaked =
      r.leakOwnObjectsRetained > 0 ||
      r.leakDomNodesRetained > 0 ||
      r.leakListenersRetained > 0 ||
      r.leakPerCycleConstructors.length > 0;
    out.push([
      `Leak check after ${r.leakCycles} cycles`,
      leaked ? 'LEAK' : 'none retained',
      `the element and its controllers (${r.leakOwnClasses.join(', ')}, minified) ` +
        `${r.leakOwnObjectsRetained}, ` +
        `DOM nodes ${r.leakDomNodesRetained}, listeners ${r.leakListenersRetained}; ` +
        `growing per cycle: ${r.leakPerCycleConstructors.slice(0, 5).join(', ') || 'nothing'}; ` +
        `largest growth: ${r.leakLargestGrowth.join(', ') || 'none'} (heap snapshots' diff)`,
    ]);
  }
  if (r.sandboxTokenizationsPerSecond !== undefined)
    out.push([
      'Sandbox throughput',
      `${r.sandboxTokenizationsPerSecond.toFixed(0)} /s`,
      `median of ${r.sandboxTokenizationsPerSecondRounds.length} rounds ` +
        `(${r.sandboxTokenizationsPerSecondRounds.map((rate) => rate.toFixed(0)).join(', ')}); ` +
        `${r.sandboxClients} concurrent clients, ${r.sandboxTokenizations} posts; latency p50 ` +
        `${ms(r.sandboxLatencyP50Ms)}, p95 ${ms(r.sandboxLatencyP95Ms)}`,
    ]);
  if (r.idempotencyCallsPerSecondOn !== undefined) {
    const on = r.idempotencyCallsPerSecondOn;
    const off = r.idempotencyCallsPerSecondOff;
    out.push([
      'Client POSTs, idempotency on / off',
      `${on.toFixed(0)} / ${off.toFixed(0)} /s`,
      `${ratio(on / off)}; user creations through card-tokenizer/server against the sandbox, ` +
        `${r.idempotencyClients} concurrent, medians of ${r.idempotencyRounds} alternating rounds`,
    ]);
    const mb = (value) => `${(value / 2 ** 20).toFixed(1)} MB`;
    const perKey = r.idempotencyMemoryAllBytes / r.idempotencyMemoryAllKeys;
    out.push([
      `Sandbox keys: heap after ${bytes(r.idempotencyMemoryCalls)} keyed answers`,
      mb(r.idempotencyMemoryCappedBytes),
      `default cap, ${bytes(r.idempotencyMemoryCappedKeys)} kept; cap raised to keep all ` +
        `${mb(r.idempotencyMemoryAllBytes)}, ${perKey.toFixed(0)} B per key with a ` +
        `${r.idempotencyMemoryAnswerBytes} B Card Registration answer`,
    ]);
  }
  return out;
}

export function printTable(results) {
  const table = rows(results);
  const widths = [0, 1].map((column) => Math.max(...table.map((row) => row[column].length)));
  console.log(`\ncard-tokenizer bench, ${results.date} (${results.commit})`);
  console.log(results.machine);
  console.log(
    `load average ${results.loadAverage.start.toFixed(1)} → ${results.loadAverage.end.toFixed(1)}, ` +
      `${results.durationSeconds.toFixed(0)} s\n`,
  );
  const cores = Number(/(\d+) cores/.exec(results.machine)?.[1] ?? 1);
  if (Math.max(results.loadAverage.start, results.loadAverage.end) > cores)
    console.log(
      `The machine was busy (load above ${cores} cores): timings are noisier than usual.\n`,
    );
  for (const [figure, value, note] of table)
    console.log(`${figure.padEnd(widths[0])}  ${value.padStart(widths[1])}  ${note}`);
  // Definitions of the measures that ran, only.
  const definitions = [
    ['Start-up:  ', results.startupRatio, results.definitions.startup],
    ['First tokenization:', results.firstTokenizeElementMs, results.definitions.firstTokenization],
    ['Keystroke: ', results.keystrokeP95Ms, results.definitions.keystroke],
  ].filter(([, figure]) => figure !== undefined);
  if (definitions.length) console.log('');
  for (const [label, , definition] of definitions) console.log(label, definition);
}
