// What a request, a message or a store write carries, by structure and not by value: each value's
// place (its key path) and class (a string's length band, a number's digit count). Random ids and
// timestamps keep their class from drive to drive; a card, however sealed, brings a new one.

/** More than this many values in one body: the rest are not read (a page's large upload). */
const MOST_TOKENS = 400;

const band = (length: number) => Math.floor(Math.log2(length + 1));

function classOf(value: unknown): string {
  if (typeof value === 'string') return `string of 2^${band(value.length)}`;
  if (typeof value === 'number')
    return `number of ${String(Math.trunc(Math.abs(value))).length} digits`;
  return value === null ? 'null' : typeof value;
}

function walk(value: unknown, path: string, out: string[]): void {
  if (out.length >= MOST_TOKENS) return;
  if (Array.isArray(value)) for (const item of value) walk(item, `${path}[]`, out);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      walk(item, `${path}.${key.replace(/\d+/g, '{n}')}`, out);
  else out.push(`${path || '.'} ${classOf(value)}`);
}

/** A body or a value as structure: JSON, a form, or nothing (left to the size band). */
function parsed(text: string): unknown {
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed)) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return undefined;
    }
  }
  if (/^[^\s=&]+=[^\s]*$/.test(trimmed)) return Object.fromEntries(new URLSearchParams(trimmed));
  return undefined;
}

/** The tokens of a URL's query values and of a body (JSON or a form), each "path class". */
export function contentTokens(url: string | undefined, body: string): string[] {
  const out: string[] = [];
  if (url && URL.canParse(url))
    for (const [name, value] of new URL(url).searchParams)
      out.push(`?${name.replace(/\d+/g, '{n}')} ${classOf(value)}`);
  const structure = parsed(body);
  if (structure !== undefined) walk(structure, '', out);
  return out;
}
