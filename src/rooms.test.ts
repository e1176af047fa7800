// src/ as rooms that depend only downward, with no import circle, read from the modules' own
// imports (type-only ones too: a type circle still ties two modules together).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** The rooms, lowest first: each may import only from the rooms it lists, and from itself. */
const ROOMS: Record<string, readonly string[]> = {
  // src/version.ts: the package's version, a build-time constant that imports nothing.
  version: [],
  // The service's vocabulary: wire shapes, paths, limits. Every other room speaks it.
  service: [],
  core: ['service'],
  locales: ['service', 'core'],
  element: ['service', 'core', 'locales'],
  // src/index.ts, element.ts, iife.ts: the package's entries.
  entries: ['version', 'service', 'core', 'locales', 'element'],
  // Isolated mode: the page's <card-tokenizer-frame>, and the frame's bridge around the entries.
  isolated: ['service', 'core', 'locales', 'element', 'entries'],
  frameworks: ['service', 'core', 'locales', 'element', 'entries', 'isolated'],
  // The Node parts: nothing of the browser's element, nor of one another.
  server: ['service', 'core'],
  sandbox: ['service'],
  // card-tokenizer/testing: a merchant's test doubles and the sandbox's test cards by name.
  testing: ['service', 'core', 'locales', 'element', 'entries', 'isolated', 'sandbox'],
  audit: ['version', 'service'],
  // src/audit/fleet/: many pages, several browsers, Playwright Test; the one-page audit a black box.
  'audit-fleet': ['version', 'service', 'audit'],
  // src/audit/cli.ts and index.ts: the command and the module, one page or a list.
  'audit-entries': ['version', 'service', 'audit', 'audit-fleet'],
};
const ORDER = Object.keys(ROOMS);

/**
 * Rooms inside a room, lowest first, by folder; `top` is the room's own files (for the sandbox:
 * its entries, the app that mounts every route, the command line, the faults it is told to make).
 */
const INNER_ROOMS: Record<string, Record<string, readonly string[]>> = {
  sandbox: {
    // The wire: bodies, the service's errors, ids, methods and routes, the test pages' frame.
    http: [],
    // What the sandbox keeps: its state, the idempotency keys, the limits, the test cards' rules.
    store: ['http'],
    // What every route checks first: the OAuth token, the idempotency key.
    guards: ['http', 'store'],
    users: ['http', 'store', 'guards'],
    cards: ['http', 'store', 'guards', 'users'],
    sca: ['http', 'store', 'guards', 'users'],
    intents: ['http', 'store', 'guards', 'users'],
    top: ['http', 'store', 'guards', 'users', 'cards', 'sca', 'intents'],
  },
  element: {
    // What each input accepts and how an edit reshapes it: the fields' specs, the edits.
    input: [],
    // The brands' icons, drawn in the number field and in the network choice.
    icons: [],
    // The parts a page may leave out, the name on the card and the network choice: each its
    // contract with the element (-api), its code loaded on demand (an ESM chunk, or a script after
    // the script tag's bundle), its loader (-import) and the script tag's stand-in (-script).
    optional: ['input', 'icons'],
    // <card-tokenizer>: its controllers, templates, texts, events and form.
    top: ['input', 'icons', 'optional'],
  },
  isolated: {
    // The messages between <card-tokenizer-frame> and its frame: what both sides speak.
    channel: [],
    // What runs in the merchant's page: <card-tokenizer-frame>, which never sees a digit.
    page: ['channel'],
    // What runs in the card frame: the bridge, its checks of the page's messages, the registration.
    frame: ['channel'],
    // The entries: index.ts (the page's module) and frame.ts (the card frame's script).
    top: ['channel', 'page', 'frame'],
  },
  // The Node client of the service and the routes a merchant's backend mounts, by job.
  server: {
    // The wire: a body read no further than a limit, Node's handler around a fetch-style route.
    http: [],
    // The payment service's client: its token, requests and retries, card and user calls.
    client: [],
    // What the shopper's request tells: its browser's data for 3-D Secure, its address.
    shopper: [],
    // The payment page's headers, and the card frame's page with its own.
    page: [],
    // The collector of the page's CSP reports.
    report: ['http'],
    // The frame's registration route: its tickets, and the store of tickets already used.
    'frame-route': ['http'],
    // index.ts, the package's card-tokenizer/server; the card-tokenizer-frame command.
    top: ['http', 'client', 'shopper', 'page', 'report', 'frame-route'],
  },
  // The one-page audit; its fleet and its entries (cli.ts, index.ts) are rooms of their own.
  audit: {
    // What every part speaks: the evidence of a load, "cannot judge", the mark of its own code.
    terms: [],
    // The browser it drives: Chromium found, launched or connected, the profile, shared workers.
    browser: ['terms'],
    // The approved inventory: its schema, its file, the comparison and the update.
    inventory: ['terms'],
    // What the inventory pass records of the page: scripts, workers, frames, listeners, headers.
    page: ['terms', 'browser'],
    // The canary: a shopper types a fresh card and what carries it anywhere is caught.
    canary: ['terms', 'browser'],
    // The run of one page (audit.ts), its report, and the command's options and main.
    top: ['terms', 'browser', 'inventory', 'page', 'canary'],
  },
};

/** A module's inner room in its room: its folder inside it, or `top` for the room's own files. */
const innerRoomOf = (file: string) => {
  const parts = file.split('/');
  return parts.length > 2 ? parts[1]! : 'top';
};

/**
 * A module's room: its first folder under src/, or `entries` for a file at src/'s top; the
 * audit's fleet and entries are rooms of their own inside src/audit/.
 */
const roomOf = (file: string) =>
  file === 'version.ts'
    ? 'version'
    : file.startsWith('audit/fleet/')
      ? 'audit-fleet'
      : file === 'audit/cli.ts' || file === 'audit/index.ts'
        ? 'audit-entries'
        : file.includes('/')
          ? file.split('/')[0]!
          : 'entries';
/** Modules outside src/ that a shipped module may import: where the audit finds Chromium. */
const OUTSIDE_SRC = ['../scripts/chromium.mjs'];

/** Every module that ships, by path under src/ (`core/brands.ts`); tests may cross rooms. */
function modules(folder = SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modules(path);
    const shipped = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name);
    return shipped ? [relative(SRC, path)] : [];
  });
}

/**
 * The modules under src/ that `file` imports, exports from, or names in `import('…')`: the
 * compiler's own pre-processor finds them, which comments and template literals do not fool.
 */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(SRC, file), 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(SRC, resolve(SRC, dirname(file), specifier)))
    .map((path) => path.replace(/\.js$/, '.ts'))
    .filter((path) => !OUTSIDE_SRC.includes(path));
}

const FILES = modules();
const GRAPH = new Map(FILES.map((file) => [file, importsOf(file)]));

/** Each circle of imports once, as the path that closes it (`a.ts → b.ts → a.ts`). */
function circles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    const start = path.indexOf(file);
    if (start >= 0) return void found.push([...path.slice(start), file].join(' → '));
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return found;
}

/** Each import from a room its importer's room does not list (`sandbox/a.ts → core/b.ts`). */
function upwardImports(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => roomOf(target) !== roomOf(file))
      .filter((target) => !ROOMS[roomOf(file)]?.includes(roomOf(target)))
      .map((target) => `${file} → ${target}`),
  );
}

/** Each import, inside a room with inner rooms, from an inner room its importer's does not list. */
function upwardInnerImports(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, targets]) => {
    const inner = INNER_ROOMS[roomOf(file)];
    if (!inner) return [];
    return targets
      .filter((target) => roomOf(target) === roomOf(file))
      .filter((target) => innerRoomOf(target) !== innerRoomOf(file))
      .filter((target) => !inner[innerRoomOf(file)]?.includes(innerRoomOf(target)))
      .map((target) => `${file} → ${target}`);
  });
}

describe('the rooms of src/', () => {
  it('reads the imports of every module, each one found on disk', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(GRAPH.get('element/texts.ts')).toContain('locales/registry.ts');
    const missing = [...GRAPH].flatMap(([file, targets]) =>
      targets.filter((target) => !GRAPH.has(target)).map((target) => `${file} → ${target}`),
    );
    expect(missing).toEqual([]);
  });

  it('has no import circle, type-only imports included', () => {
    expect(circles(GRAPH)).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
  });

  it('puts every module in a known room; each room lists only rooms below it', () => {
    const unknown = FILES.filter((file) => !(roomOf(file) in ROOMS));
    expect(unknown, 'a new folder under src/: give it its place in ROOMS').toEqual([]);
    for (const [room, below] of Object.entries(ROOMS))
      for (const lower of below)
        expect(ORDER.indexOf(lower), lower).toBeLessThan(ORDER.indexOf(room));
  });

  it('imports only downward', () => {
    expect(upwardImports(GRAPH)).toEqual([]);
  });

  it('keeps the one-page audit off its fleet: the fleet runs it, never the other way', () => {
    expect(roomOf('audit/fleet/run-fleet.ts')).toBe('audit-fleet');
    expect(roomOf('audit/cli.ts')).toBe('audit-entries');
    expect(upwardImports(new Map([['audit/main.ts', ['audit/fleet/page-list.ts']]]))).toEqual([
      'audit/main.ts → audit/fleet/page-list.ts',
    ]);
  });

  it('keeps the service below every room, and the sandbox off the element and its rules', () => {
    expect(ROOMS.service).toEqual([]);
    for (const room of ['core', 'element', 'locales'])
      expect(ROOMS.sandbox, `sandbox → ${room}`).not.toContain(room);
    const graph = new Map([
      ['sandbox/a.ts', ['core/brands.ts', 'service/types.ts']],
      ['service/types.ts', ['core/brands.ts']],
      ['core/brands.ts', ['service/cards.ts']],
      ['server/index.ts', ['element/texts.ts']],
    ]);
    expect(upwardImports(graph)).toEqual([
      'sandbox/a.ts → core/brands.ts',
      'service/types.ts → core/brands.ts',
      'server/index.ts → element/texts.ts',
    ]);
  });

  it('puts every module of a room with inner rooms in a known one, each listing only lower ones', () => {
    for (const [room, inner] of Object.entries(INNER_ROOMS)) {
      const unknown = FILES.filter((file) => roomOf(file) === room)
        .map(innerRoomOf)
        .filter((name) => !(name in inner));
      expect(unknown, `a new folder under src/${room}/: give it its place`).toEqual([]);
      const order = Object.keys(inner);
      for (const [name, below] of Object.entries(inner))
        for (const lower of below)
          expect(order.indexOf(lower), lower).toBeLessThan(order.indexOf(name));
    }
  });

  it('imports only downward inside the inner rooms too', () => {
    expect(FILES.filter((file) => file.startsWith('sandbox/http/')).length).toBeGreaterThan(0);
    expect(upwardInnerImports(GRAPH)).toEqual([]);
    const graph = new Map([
      ['sandbox/http/body.ts', ['sandbox/store/store.ts']],
      ['sandbox/cards/cards.ts', ['sandbox/users/users.ts', 'sandbox/sca/sca-model.ts']],
      ['sandbox/index.ts', ['sandbox/cards/cards.ts']],
    ]);
    expect(upwardInnerImports(graph)).toEqual([
      'sandbox/http/body.ts → sandbox/store/store.ts',
      'sandbox/cards/cards.ts → sandbox/sca/sca-model.ts',
    ]);
  });

  it("keeps the element's optional parts below the element, which loads them", () => {
    expect(FILES).toContain('element/optional/holder-name-field.ts');
    const graph = new Map([
      [
        'element/optional/network-choice-api.ts',
        ['element/texts.ts', 'element/icons/brand-icons.ts'],
      ],
      ['element/input/field-spec.ts', ['element/optional/holder-name.ts']],
      ['element/fields.ts', ['element/optional/holder-name-api.ts']],
    ]);
    expect(upwardInnerImports(graph)).toEqual([
      'element/optional/network-choice-api.ts → element/texts.ts',
      'element/input/field-spec.ts → element/optional/holder-name.ts',
    ]);
  });

  it("keeps the server's jobs apart: the client, the page's headers and the frame's route", () => {
    expect(FILES).toContain('server/client/request.ts');
    expect(FILES).toContain('server/frame-route/route.ts');
    const graph = new Map([
      ['server/frame-route/route.ts', ['server/client/errors.ts', 'server/http/read-body.ts']],
      ['server/page/headers.ts', ['server/report/collector.ts']],
      ['server/http/node-handler.ts', ['server/index.ts']],
    ]);
    expect(upwardInnerImports(graph)).toEqual([
      'server/frame-route/route.ts → server/client/errors.ts',
      'server/page/headers.ts → server/report/collector.ts',
      'server/http/node-handler.ts → server/index.ts',
    ]);
  });

  it('keeps the canary off the inventory pass, and both below the run that calls them', () => {
    expect(FILES).toContain('audit/canary/canary.ts');
    expect(FILES).toContain('audit/page/frames.ts');
    const graph = new Map([
      ['audit/canary/canary.ts', ['audit/page/scripts.ts', 'audit/terms/evidence.ts']],
      ['audit/page/frames.ts', ['audit/canary/page.ts']],
      ['audit/terms/evidence.ts', ['audit/report.ts']],
      ['audit/fleet/run-fleet.ts', ['audit/canary/canary.ts']],
    ]);
    expect(upwardInnerImports(graph)).toEqual([
      'audit/canary/canary.ts → audit/page/scripts.ts',
      'audit/page/frames.ts → audit/canary/page.ts',
      'audit/terms/evidence.ts → audit/report.ts',
    ]);
  });

  it("keeps the merchant's page and the card frame apart in isolated mode", () => {
    expect(FILES).toContain('isolated/page/card-tokenizer-frame.ts');
    expect(FILES).toContain('isolated/frame/bridge.ts');
    const graph = new Map([
      ['isolated/page/card-tokenizer-frame.ts', ['isolated/frame/page-messages.ts']],
      ['isolated/frame/bridge.ts', ['isolated/page/card-tokenizer-frame.ts']],
      ['isolated/channel/protocol.ts', ['isolated/index.ts']],
    ]);
    expect(upwardInnerImports(graph)).toEqual([
      'isolated/page/card-tokenizer-frame.ts → isolated/frame/page-messages.ts',
      'isolated/frame/bridge.ts → isolated/page/card-tokenizer-frame.ts',
      'isolated/channel/protocol.ts → isolated/index.ts',
    ]);
  });
});
