// src/'s shipped modules, the imports of each and the room each is in: what src/rooms.test.ts
// and src/inner-rooms.test.ts check the rooms against.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SRC = resolve(import.meta.dirname, '../../src');

/**
 * A module's room: its first folder under src/, or `entries` for a file at src/'s top; the
 * audit's fleet and entries are rooms of their own inside src/audit/.
 */
export const roomOf = (file: string) =>
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

export const FILES = modules();
export const GRAPH = new Map(FILES.map((file) => [file, importsOf(file)]));

/** Each circle of imports once, as the path that closes it (`a.ts → b.ts → a.ts`). */
export function circles(graph: Map<string, string[]>): string[] {
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
