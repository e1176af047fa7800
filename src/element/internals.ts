let told: unknown;

/**
 * The element's ElementInternals, each method the DOM lacks made inert (happy-dom has no
 * `attachInternals`, jsdom's internals only ARIA), told once in the console: the element mounts
 * and takes typing in a component test, out of its form. A real browser's are used as they are.
 */
export function internalsOf(host: HTMLElement): ElementInternals {
  const internals = (host.attachInternals?.() ?? {}) as unknown as Record<string, unknown>;
  const missing = INERT.filter((key) => !internals[key]);
  for (const key of missing) internals[key] = key == 'states' ? new Set() : () => true;
  if (missing[0] && !told)
    console.warn((told = `card-tokenizer: no ElementInternals ${missing} here: no form value`));
  return internals as unknown as ElementInternals;
}

/** The methods the elements call, and `states` (`:state(ready)`): any other member reads `undefined`. */
const INERT = ['setFormValue', 'setValidity', 'checkValidity', 'reportValidity', 'states'];
