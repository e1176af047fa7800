/**
 * A service path as this router's pattern: the router matches lowercased paths. Typed as the path
 * given, whose `:params` the handlers read; only the case of its fixed segments differs.
 */
export function route<P extends string>(path: P): P {
  return path.replace(/\/[^/:][^/]*/g, (segment) => segment.toLowerCase()) as P;
}
