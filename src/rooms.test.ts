// src/ as rooms that depend only downward, with no import circle, read from the modules' own
// imports (type-only ones too: a type circle still ties two modules together).
import { describe, expect, it } from 'vitest';
import { circles, FILES, GRAPH, roomOf } from '../test/support/src-modules.js';

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

/** Each import from a room its importer's room does not list (`sandbox/a.ts → core/b.ts`). */
function upwardImports(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => roomOf(target) !== roomOf(file))
      .filter((target) => !ROOMS[roomOf(file)]?.includes(roomOf(target)))
      .map((target) => `${file} → ${target}`),
  );
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
});
