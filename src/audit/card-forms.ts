/**
 * Finds a card number in text however a skimmer wrote it: the digits, or the first six and last
 * four together (what a BIN lookup keeps), plain, with separators, URL-encoded, or in base64
 * (standard or URL-safe), also one inside the other.
 */
export function findCard(text: string, cardNumber: string): string | undefined {
  const wanted = [cardNumber, cardNumber.slice(0, 6) + cardNumber.slice(-4)];
  return search(text, wanted, 0);
}

/** Characters a skimmer may put between digits: spaces, dashes, dots, slashes, commas, quotes. */
const SEPARATORS = /[\s\-._/,:;|"'+]|%20|%2D|%2E|%2F/gi;
/** Runs long enough to hold ten digits once base64-encoded. */
const BASE64_RUN = /[A-Za-z0-9+/_-]{14,}={0,2}/g;

function search(text: string, wanted: string[], depth: number): string | undefined {
  const decoded = percentDecoded(text);
  for (const [form, candidate] of [
    ['plain', text],
    ['URL-encoded', decoded],
  ] as const) {
    const digits = candidate.replace(SEPARATORS, '');
    for (const number of wanted) {
      if (candidate.includes(number))
        return form === 'plain'
          ? describe(number, wanted, 'plain')
          : describe(number, wanted, form);
      if (digits.includes(number))
        return describe(
          number,
          wanted,
          form === 'plain' ? 'with separators' : `${form}, with separators`,
        );
    }
  }
  if (depth >= 2) return undefined;
  for (const run of new Set([
    ...(text.match(BASE64_RUN) ?? []),
    ...(decoded.match(BASE64_RUN) ?? []),
  ])) {
    // A path before the data shares base64's alphabet: try from each slash too.
    const starts = [
      0,
      1,
      2,
      3,
      ...[...run.matchAll(/\//g)].slice(0, 8).map(({ index }) => index + 1),
    ];
    for (const start of starts) {
      const inner = fromBase64(run.slice(start));
      const found = inner && search(inner, wanted, depth + 1);
      if (found) return `base64 of ${found}`;
    }
  }
  return undefined;
}

const describe = (number: string, wanted: string[], form: string) =>
  `${number === wanted[0] ? 'card number' : 'first six and last four digits'}, ${form}`;

function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text.replace(/%([0-9a-f]{2})/gi, (_all, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
}

function fromBase64(run: string): string | undefined {
  const standard = run.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const text = Buffer.from(standard, 'base64').toString('latin1');
  // Mostly printable, or it was not base64 but a word or a path that happened to fit.
  const printable = text.replace(/[^\x20-\x7e]/g, '').length;
  return text.length > 0 && printable / text.length > 0.8 ? text : undefined;
}
