// The rooms inside a room of src/ (src/rooms.test.ts draws the house), by folder, also
// importing only downward.
import { describe, expect, it } from 'vitest';
import { FILES, GRAPH, roomOf } from '../test/support/src-modules.js';

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

describe('the inner rooms of src/', () => {
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
